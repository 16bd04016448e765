// What an account's request to look at a domain again now must pass, the same for POST /v1/refresh and for reports
// (HTTP, MCP and the dashboard): the discovery queue's cap, the plan's refreshesPerMinute and the per-client
// discovery quota of server/discovery/intake.ts. Each refusal counts nothing.
import type { Account } from '../../state/types.ts';
import type { Deps } from '../deps.ts';
import { ApiError } from '../http/errors.ts';

export type RediscoveryDeps = Pick<Deps, 'rateLimiter' | 'plans' | 'discoveryIntake' | 'discoveryQueue' | 'config'>;

/** Seconds a caller is told to wait when the queue is full: the worker frees rows as it runs. */
const QUEUE_FULL_RETRY_S = 60;

/** Throws the ApiError that refuses a run of `domain` asked by `account` now; returns when it may be queued. */
export async function admitRediscovery(deps: RediscoveryDeps, account: Account, domain: string): Promise<void> {
  const [row, queue] = await Promise.all([deps.discoveryQueue.get(domain), deps.discoveryQueue.status()]);
  // A domain waiting already takes no new row; a found one goes back to pending, so it needs a free one.
  if ((row === undefined || row.status === 'found') && queue.open >= queue.max) {
    const message = `the discovery queue is full (${queue.max} domains waiting); retry in ${QUEUE_FULL_RETRY_S} s`;
    throw new ApiError(503, 'DISCOVERY_QUEUE_FULL', message, { 'Retry-After': String(QUEUE_FULL_RETRY_S) });
  }
  const plan = deps.plans.plans[account.plan]!;
  // The plan's refresh limit is its own window of the one rate limiter, so it is shared across origins with Redis.
  const identity = `refresh:account:${account.id}`;
  const decision = await deps.rateLimiter.take(identity, plan.refreshesPerMinute);
  if (!decision.allowed) {
    const message = `refresh limit of ${decision.limit} per minute of the ${account.plan} plan reached; retry in ${decision.resetSeconds} s`;
    throw new ApiError(429, 'RATE_LIMITED', message, { 'Retry-After': String(decision.resetSeconds) });
  }
  if (!deps.discoveryIntake.admit(domain, `account:${account.id}`)) {
    deps.rateLimiter.give(identity, plan.refreshesPerMinute, 1);
    const quota = deps.config.discovery.clientQuotaPerHour;
    throw new ApiError(429, 'RATE_LIMITED', `discovery quota of ${quota} domains per hour (DISCOVERY_CLIENT_QUOTA) reached; retry within the hour`, { 'Retry-After': '3600' });
  }
}
