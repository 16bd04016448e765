// Responses built with plain-object headers: middleware adds headers to a per-request record, handlers answer
// through respond(). Hono's c.header() goes through a Headers object that @hono/node-server must convert back on
// every response, a measurable share of the stored-logo path's cost (BENCHMARK.md).
import type { Context } from 'hono';
import type { AppEnv } from '../gate/request-context.ts';

export type HeaderRecord = Record<string, string>;

/** An answer before it becomes a Response (a Hono route) or goes straight to the socket (the hot path). */
export interface HttpAnswer {
  status: number;
  headers: HeaderRecord;
  body: Uint8Array | null;
}

export function addResponseHeaders(c: Context<AppEnv>, headers: HeaderRecord): void {
  const existing = c.get('responseHeaders');
  if (!existing) c.set('responseHeaders', headers);
  else for (const name in headers) existing[name] = headers[name]!;
}

/** The handler's headers win over the middleware's; `headers` is the handler's own record and is filled in place. */
export function withMiddlewareHeaders(headers: HeaderRecord, fromMiddleware: HeaderRecord | undefined): HeaderRecord {
  if (fromMiddleware) for (const name in fromMiddleware) if (!(name in headers)) headers[name] = fromMiddleware[name]!;
  return headers;
}

export function respond(c: Context<AppEnv>, body: ConstructorParameters<typeof Response>[0], status: number, headers: HeaderRecord): Response {
  return new Response(body, { status, headers: withMiddlewareHeaders(headers, c.get('responseHeaders')) });
}

export function respondJson(c: Context<AppEnv>, data: unknown, status: number, headers: HeaderRecord = {}): Response {
  return respond(c, JSON.stringify(data), status, { 'Content-Type': 'application/json', ...headers });
}
