// The peers' URLs in the Hono app: each translated and handed to the app as the native request it stands for, so the
// /v1 gate, rate limit, usage count and answerLogo serve it exactly as they serve that request; then dressed.
import type { Context, MiddlewareHandler } from 'hono';
import type { App } from '../http/documented.ts';
import { ApiError } from '../http/errors.ts';
import type { AppEnv } from '../gate/request-context.ts';
import type { HeaderRecord, HttpAnswer } from '../http/respond.ts';
import { allIcons, dressAnswer } from './dress.ts';
import type { CompatFront } from './front.ts';
import { nativeIfNoneMatch } from './ico.ts';
import { COMPAT_ROUTES } from './openapi.ts';
import { COMPAT_MOUNTS, type Found } from './registry.ts';
import type { Translation } from './translation.ts';

// Headers the dressing reads by name, as the hot path's records spell them.
const SPELLING: Record<string, string> = { etag: 'ETag', 'content-type': 'Content-Type', 'content-length': 'Content-Length' };

/** The prefix routes (/clearbit/…, /s2/favicons, …): before the legacy /<domain> redirect, which /allicons.json would match. */
export function registerCompatRoutes(app: App, front: CompatFront): void {
  const handler = async function compat(c: Context<AppEnv>) {
    const translation = translationOf(front, front.find(undefined, c.req.path), c);
    if (!translation) throw new ApiError(404, 'NOT_FOUND', `no endpoint at ${c.req.method} ${c.req.path}`);
    return serveCompat(app, c, translation);
  };
  for (const route of COMPAT_ROUTES) app.openAPIRegistry.registerPath(route);
  for (const mount of COMPAT_MOUNTS) {
    app.get(mount, handler);
    app.get(`${mount}/*`, handler);
  }
}

/** A host COMPAT_HOSTS maps to a peer: its URLs at the root, ahead of every route; other requests pass on. */
export function compatHosts(app: App, front: CompatFront): MiddlewareHandler<AppEnv> {
  return async function compatHost(c, next) {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const translation = translationOf(front, front.find(new URL(c.req.url).host, c.req.path), c);
    return translation ? serveCompat(app, c, translation) : next();
  };
}

/** Bad values of a peer's parameters throw its ApiError 400 here, before the gate: as the native route's query does. */
function translationOf(front: CompatFront, found: Found | undefined, c: Context<AppEnv>): Translation | undefined {
  return found?.service.translate(found.path, new URL(c.req.url).searchParams, front.context);
}

async function serveCompat(app: App, c: Context<AppEnv>, translation: Translation): Promise<Response> {
  const url = new URL(c.req.url);
  const headers = new Headers(c.req.raw.headers);
  const ifNoneMatch = headers.get('if-none-match');
  if (translation.dress === 'ico' && ifNoneMatch) {
    const native = nativeIfNoneMatch(ifNoneMatch);
    if (native === undefined) headers.delete('if-none-match');
    else headers.set('if-none-match', native);
  }
  const inner = await app.fetch(new Request(`${url.origin}${translation.target}`, { method: c.req.method, headers }), c.env);
  const answer = await asAnswer(inner);
  if (translation.dress === 'allicons') return allIconsResponse(answer, translation, url);
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

function allIconsResponse(answer: HttpAnswer, translation: Translation, url: URL): Response {
  const domain = decodeURIComponent(translation.canonical.slice('/v1/brand/'.length));
  const brand = answer.status === 200 && answer.body ? JSON.parse(Buffer.from(answer.body).toString('utf8')) : undefined;
  const listed = allIcons(answer.status, brand, domain, url.origin);
  if (!listed) return new Response(answer.body as Uint8Array<ArrayBuffer> | null, { status: answer.status, headers: answer.headers });
  const headers: HeaderRecord = { ...answer.headers, 'Content-Type': 'application/json', Link: `<${translation.canonical}>; rel="canonical"` };
  return new Response(JSON.stringify(listed.body), { status: listed.status, headers });
}
