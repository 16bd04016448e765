// The peers' URLs in the Hono app: each read, gated, translated and handed to the app as the native request it stands
// for, so the rate limit, usage count and answerLogo serve it exactly as they serve that request; then dressed.
import type { Context, MiddlewareHandler } from 'hono';
import type { App } from '../http/documented.ts';
import { ApiError } from '../http/errors.ts';
import { peerAddress } from '../gate/client-ip.ts';
import { admit, type Gate } from '../gate/index.ts';
import { asAdmitted } from '../gate/middleware/admitted.ts';
import type { AppEnv } from '../gate/request-context.ts';
import type { GateRequest } from '../gate/request.ts';
import type { HeaderRecord, HttpAnswer } from '../http/respond.ts';
import { allIcons, dressAnswer } from './dress.ts';
import type { CompatFront, Parsed } from './front.ts';
import { nativeIfNoneMatch } from './ico.ts';
import { COMPAT_ROUTES } from './openapi.ts';
import { COMPAT_MOUNTS, type Found } from './registry.ts';
import type { Translation } from './translation.ts';

// Headers the dressing reads by name, as the hot path's records spell them.
const SPELLING: Record<string, string> = { etag: 'ETag', 'content-type': 'Content-Type', 'content-length': 'Content-Length' };

export interface CompatServing {
  front: CompatFront;
  /** The /v1 gate (undefined: ACCESS_CONTROL=false). */
  gate: Gate | undefined;
  /** The origin URLs in bodies name (PUBLIC_URL), never the request's Host. */
  linkOrigin: string;
}

/** The prefix routes (/clearbit/…, /s2/favicons, …): before the legacy /<domain> redirect, which /allicons.json would match. */
export function registerCompatRoutes(app: App, serving: CompatServing): void {
  const handler = async function compat(c: Context<AppEnv>) {
    const parsed = parsedOf(serving.front, serving.front.find(undefined, c.req.path), c);
    if (!parsed) throw new ApiError(404, 'NOT_FOUND', `no endpoint at ${c.req.method} ${c.req.path}`);
    return serveCompat(app, c, serving, parsed);
  };
  for (const route of COMPAT_ROUTES) app.openAPIRegistry.registerPath(route);
  for (const mount of COMPAT_MOUNTS) {
    app.get(mount, handler);
    app.get(`${mount}/*`, handler);
  }
}

/** A host COMPAT_HOSTS maps to a peer: its URLs at the root, ahead of every route; other requests pass on. */
export function compatHosts(app: App, serving: CompatServing): MiddlewareHandler<AppEnv> {
  return async function compatHost(c, next) {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const parsed = parsedOf(serving.front, serving.front.find(new URL(c.req.url).host, c.req.path), c);
    return parsed ? serveCompat(app, c, serving, parsed) : next();
  };
}

/** Bad values of a peer's parameters throw its ApiError 400 here, before the gate: as the native route's query does. */
function parsedOf(front: CompatFront, found: Found | undefined, c: Context<AppEnv>): Parsed | undefined {
  return found && front.parse(found, new URL(c.req.url).search.slice(1));
}

/** What the gate reads of a peer's URL: its headers and socket, and the key as the peer's URL carries it. */
class CompatGateRequest implements GateRequest {
  constructor(
    private readonly c: Context,
    readonly token: string | undefined,
  ) {}
  header(name: string): string | undefined {
    return this.c.req.header(name);
  }
  get peer(): string {
    return peerAddress(this.c);
  }
}

// The gate first: a refused caller costs no catalog read (Clearbit's variant, Brandfetch's auto-detection) and no memo.
async function serveCompat(app: App, c: Context<AppEnv>, serving: CompatServing, parsed: Parsed): Promise<Response> {
  const admitted = await admit(serving.gate, new CompatGateRequest(c, parsed.key));
  const translation = serving.front.resolve(parsed);
  const url = new URL(c.req.url);
  serving.front.remember(url.host, `${url.pathname}${url.search}`, translation);
  const headers = new Headers(c.req.raw.headers);
  const ifNoneMatch = headers.get('if-none-match');
  if (translation.dress === 'ico' && ifNoneMatch) {
    const native = nativeIfNoneMatch(ifNoneMatch);
    if (native === undefined) headers.delete('if-none-match');
    else headers.set('if-none-match', native);
  }
  const native = asAdmitted(new Request(`${url.origin}${translation.target}`, { method: c.req.method, headers }), admitted);
  const answer = await asAnswer(await app.fetch(native, c.env));
  if (translation.dress === 'allicons') return allIconsResponse(answer, translation, serving.linkOrigin);
  const dressed = dressAnswer(answer, translation);
  return new Response(dressed.body as Uint8Array<ArrayBuffer> | null, { status: dressed.status, headers: dressed.headers });
}

async function asAnswer(response: Response): Promise<HttpAnswer> {
  const headers: HeaderRecord = {};
  response.headers.forEach((value, name) => {
    if (name !== 'content-length') headers[SPELLING[name] ?? name] = value;
  });
  const body = response.body === null ? null : new Uint8Array(await response.arrayBuffer());
  return { status: response.status, headers, body };
}

function allIconsResponse(answer: HttpAnswer, translation: Translation, linkOrigin: string): Response {
  const domain = decodeURIComponent(translation.canonical.slice('/v1/brand/'.length));
  const brand = answer.status === 200 && answer.body ? JSON.parse(Buffer.from(answer.body).toString('utf8')) : undefined;
  const listed = allIcons(answer.status, brand, domain, linkOrigin);
  if (!listed) return new Response(answer.body as Uint8Array<ArrayBuffer> | null, { status: answer.status, headers: answer.headers });
  const headers: HeaderRecord = { ...answer.headers, 'Content-Type': 'application/json', Link: `<${translation.canonical}>; rel="canonical"` };
  return new Response(JSON.stringify(listed.body), { status: listed.status, headers });
}
