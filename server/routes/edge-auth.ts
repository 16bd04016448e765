// GET /edge/auth: the edge's (deploy/nginx) auth_request. The same gate as /v1 decides, plus the monthly quota read
// fresh from the usage store (the edge's own counts land there through `logos usage ingest`). nginx accepts only 2xx,
// 401 and 403 from an auth_request, so the refusal's code, message and Retry-After travel in headers and nginx
// answers the client with the /v1 status and error JSON. X-Logos-Overrides: 1 tells the edge the account has its own
// logos, which its shared image cache must neither serve it nor store.
import type { Context } from 'hono';
import { utcMonthStart } from '../../state/days.ts';
import { peerAddress } from '../gate/client-ip.ts';
import type { Deps } from '../deps.ts';
import type { App } from '../http/documented.ts';
import type { AppEnv, GateCaller } from '../gate/request-context.ts';
import { ApiError } from '../http/errors.ts';
import { createAccessDecision } from '../gate/access.ts';
import { quotaUsedUp } from '../gate/rate.ts';
import { ContextGateRequest } from '../gate/request.ts';

export const EDGE_AUTH_PATH = '/edge/auth';

/** The message as a JSON string's inside, in ASCII, so nginx can put it between quotes in its error body as it is. */
export function jsonHeaderText(text: string): string {
  return JSON.stringify(text)
    .slice(1, -1)
    .replace(/[^\x20-\x7e]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

function refusal(c: Context<AppEnv>, error: ApiError, retryAfter?: number): Response {
  const headers: Record<string, string> = { 'X-Logos-Code': error.code, 'X-Logos-Message': jsonHeaderText(error.message), 'Cache-Control': 'no-store' };
  if (retryAfter !== undefined) headers['Retry-After'] = String(retryAfter);
  return c.body(null, error.status === 401 ? 401 : 403, headers);
}

export function registerEdgeAuthRoute(app: App, deps: Deps, now: () => Date = () => new Date()): void {
  const decideAccess = createAccessDecision({ accounts: deps.accounts, origins: deps.state.origins, ...deps.config, logger: deps.logger });
  app.get(EDGE_AUTH_PATH, async function edgeAuth(c) {
    // Only the edge asks: elsewhere this would be a way to test keys that no rate limit slows.
    if (!deps.config.trustedProxies.trusts(peerAddress(c))) throw new ApiError(404, 'NOT_FOUND', `no endpoint at GET ${EDGE_AUTH_PATH}`);
    if (!deps.config.accessControl) return c.body(null, 204, { 'X-Logos-Caller': 'open', 'Cache-Control': 'no-store' });
    let caller: GateCaller;
    try {
      caller = await decideAccess(new ContextGateRequest(c));
    } catch (error) {
      if (error instanceof ApiError) return refusal(c, error);
      throw error;
    }
    if (caller.kind === 'anonymous') return c.body(null, 204, { 'X-Logos-Caller': caller.via, 'Cache-Control': 'no-store' });
    const plan = deps.plans.plans[caller.account.plan];
    if (!plan) throw new Error(`account ${caller.account.id} has plan ${caller.account.plan}, which the plans configuration lacks`);
    if (plan.monthlyQuota !== null) {
      const at = now();
      // The tracker's month total is read once a month; the edge's ingested counts need a fresh read.
      const days = await deps.usage.daily(caller.account.id, utcMonthStart(at));
      let used = 0;
      for (const count of days.values()) used += count;
      if (used >= plan.monthlyQuota) {
        const { retryAfter, error } = quotaUsedUp(plan, caller.account.plan, at);
        return refusal(c, error, retryAfter);
      }
    }
    // A page of an account's registered origin is counted to the account without a key.
    const headers: Record<string, string> = { 'X-Logos-Caller': caller.kind, 'X-Logos-Account': caller.account.id, 'X-Logos-Plan': caller.account.plan };
    if (caller.kind === 'key') headers['X-Logos-Key'] = caller.key.id;
    // The edge's image cache is shared by every caller, so an account with its own logos is answered by the origin.
    if (deps.overrides.hasAny(caller.account.id)) headers['X-Logos-Overrides'] = '1';
    return c.body(null, 204, { ...headers, 'Cache-Control': 'no-store' });
  });
}
