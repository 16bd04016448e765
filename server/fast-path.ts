// The canonical cached request (a GET of a logo whose plan is memoised and whose image is in memory) answered in
// front of Hono: Hono's Request/Response objects, its router (this route set keeps it off the RegExpRouter) and the
// adapter's promise chain cost more than the platform itself on the busiest path (README, Performance). What is
// served is decided by the same code as the route (logoFromMemory), behind the same /v1 middleware instances and
// error handler; anything else (a miss, another method or path) returns undefined and goes through Hono.
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Context, ErrorHandler, MiddlewareHandler } from 'hono';
import type { Deps } from './deps.ts';
import type { AppEnv } from './env.ts';
import type { LogoAnswer } from './logo-response.ts';
import type { PlanMemo } from './plan-memo.ts';
import { withMiddlewareHeaders } from './respond.ts';
import { logoFromMemory, planMemoKey, servingPlan } from './routes/logo.ts';

/** What the fast path reads of a request; built from a node:http request, or from a Request in the tests. */
export interface HitRequest {
  method: string;
  /** Path and query, as the request line has them. */
  url: string;
  header(name: string): string | undefined;
  /** The same bindings @hono/node-server hands the app (the access gate reads the socket's address from them). */
  env: unknown;
}

export type FastPath = (request: HitRequest) => LogoAnswer | Promise<LogoAnswer> | undefined;

export interface FastPathParts {
  memo: PlanMemo;
  /** The middleware app.ts registers on /v1/*, in order. */
  middleware: readonly MiddlewareHandler<AppEnv>[];
  onError: ErrorHandler<AppEnv>;
}

export function createFastPath(deps: Deps, { memo, middleware, onError }: FastPathParts): FastPath {
  return function fastPath(request) {
    if (request.method !== 'GET' || !request.url.startsWith('/v1/')) return undefined;
    const memoKey = planMemoKey(request.url, request.header('accept'));
    const found = logoFromMemory(deps, memo, memoKey, request.header('if-none-match'));
    if (!found) return undefined;
    const { answer, plan } = found;
    const c = contextFor(request);
    const finish = () => {
      servingPlan(deps, plan);
      answer.headers = withMiddlewareHeaders(answer.headers, c.get('responseHeaders'));
      return answer;
    };
    const refused = (error: unknown) => errorAnswer(onError(error as Error, c));
    try {
      const chained = runChain(middleware, c);
      return isPromise(chained) ? chained.then(finish, refused) : finish();
    } catch (error) {
      return refused(error);
    }
  };
}

// Hono's onion: each middleware gets a next() that runs the rest. The /v1 middleware decide before the handler and
// read only what this context offers (headers, URL, the socket in env, variables); they stay synchronous where their
// work is, so a hit completes without a promise.
function runChain(middleware: readonly MiddlewareHandler<AppEnv>[], c: Context<AppEnv>): unknown {
  const dispatch = (index: number): unknown => (index === middleware.length ? undefined : middleware[index]!(c, () => dispatch(index + 1) as Promise<void>));
  return dispatch(0);
}

function contextFor(request: HitRequest): Context<AppEnv> {
  const variables: Record<string, unknown> = {};
  const context = {
    env: request.env,
    var: variables,
    get: (name: string) => variables[name],
    set: (name: string, value: unknown) => {
      variables[name] = value;
    },
    req: {
      method: request.method,
      header: request.header,
      get path() {
        const query = request.url.indexOf('?');
        return query === -1 ? request.url : request.url.slice(0, query);
      },
      get url() {
        return `http://${request.header('host') ?? 'localhost'}${request.url}`;
      },
    },
  };
  return context as unknown as Context<AppEnv>;
}

// Refusals (401, 429) are rare on this path: the app's own error handler builds them, then they are read back.
async function errorAnswer(response: Response | Promise<Response>): Promise<LogoAnswer> {
  const resolved = await response;
  return { status: resolved.status, headers: Object.fromEntries(resolved.headers), body: Buffer.from(await resolved.arrayBuffer()) };
}

const isPromise = (value: unknown): value is Promise<unknown> => typeof (value as Promise<unknown> | undefined)?.then === 'function';

/** The node:http side: the fast path's answer written in one writeHead and end, else the app's own listener. */
export function withFastPath(fastPath: FastPath, fallback: RequestListener): RequestListener<typeof IncomingMessage, typeof ServerResponse> {
  return function listener(incoming, outgoing) {
    const url = incoming.url ?? '/';
    const answer = fastPath({ method: incoming.method ?? 'GET', url, header: (name) => headerOf(incoming, name), env: { incoming, outgoing } });
    if (answer === undefined) return fallback(incoming, outgoing);
    if (!isPromise(answer)) return write(outgoing, answer);
    answer.then(
      (resolved) => write(outgoing, resolved),
      () => outgoing.destroy(),
    );
  };
}

function headerOf(incoming: IncomingMessage, name: string): string | undefined {
  const value = incoming.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : value;
}

function write(outgoing: ServerResponse, answer: LogoAnswer): void {
  if (answer.body !== null) answer.headers['Content-Length'] = String(answer.body.byteLength);
  outgoing.writeHead(answer.status, answer.headers);
  outgoing.end(answer.body);
}
