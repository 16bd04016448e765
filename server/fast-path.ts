// The canonical cached request (a GET of a logo whose plan is memoised and whose image is in memory) answered in
// front of Hono: Hono's Request/Response objects, its router (this route set keeps it off the RegExpRouter) and the
// adapter's promise chain cost more than the platform itself on the busiest path (BENCHMARK.md). What is
// served is decided by the same code as the route (logoFromMemory, answerFromMemory), behind the same /v1 middleware instances and
// error handler, and counted in the request metrics; anything else (a miss, another method or path) returns undefined
// and goes through Hono.
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Context, ErrorHandler, MiddlewareHandler } from 'hono';
import type { Deps } from './deps.ts';
import type { AppEnv } from './env.ts';
import { answerFromMemory, type LogoAnswer } from './logo-response.ts';
import type { PlanMemo } from './plan-memo.ts';
import { withMiddlewareHeaders } from './respond.ts';
import { createTurns, type Turns } from './turns.ts';
import { logoFromMemory, planMemoKey, servingPlan } from './routes/logo.ts';

/** What the fast path reads of a request; built from a node:http request, or from a Request in the tests. */
export interface HitRequest {
  method: string;
  /** Path and query, as the request line has them. */
  url: string;
  /** Lower-case names, as node:http gives them. */
  headers: Readonly<Record<string, string | string[] | undefined>>;
  /** The same bindings @hono/node-server hands the app (the access gate reads the socket's address from them). */
  env: unknown;
}

export type FastPath = (request: HitRequest) => LogoAnswer | Promise<LogoAnswer> | undefined;

export interface FastPathParts {
  memo: PlanMemo;
  /** The middleware app.ts registers on /v1/*, in order. */
  middleware: readonly MiddlewareHandler<AppEnv>[];
  onError: ErrorHandler<AppEnv>;
  /** The paths the two logo routes were registered with: the route labels of the request metrics. */
  routes: { logo: string; assetPath: string };
}

// Only request targets @hono/node-server takes as they come (its own test, src/url.ts) and a plain Host: anything else
// goes to the app, whose adapter normalises or refuses it exactly as before.
const PLAIN_TARGET = /^\/v1\/[!#$&-;=?-\[\]_a-z~]*$/;
const DOT_SEGMENT = /\/\.\.?(?:[/?#]|$)/;
const PLAIN_HOST = /^[a-z0-9._-]+(?::\d{1,5})?$/;

export function createFastPath(deps: Deps, { memo, middleware, onError, routes }: FastPathParts): FastPath {
  // Only the two logo routes memoise plans, so the shape of the path says which one the app would have matched.
  const routeOf = (target: string) => {
    const query = target.indexOf('?');
    const slash = target.indexOf('/', '/v1/'.length);
    return slash === -1 || (query !== -1 && slash > query) ? routes.logo : routes.assetPath;
  };
  const count: Counting = deps.metrics.enabled ? (target, status) => deps.metrics.fastPathAnswer(routeOf(target), status) : () => {};
  return function fastPath(request) {
    if (request.method !== 'GET' || !PLAIN_TARGET.test(request.url) || DOT_SEGMENT.test(request.url)) return undefined;
    if (!PLAIN_HOST.test(headerOf(request, 'host') ?? '')) return undefined;
    const found = logoFromMemory(deps, memo, planMemoKey(request.url, headerOf(request, 'accept')), headerOf(request, 'if-none-match'));
    // An account may have its own logo of this brand: who asks is known only after the gate, so the app answers.
    if (!found || deps.overrides.covers(found.plan)) return undefined;
    const c = new HitContext(request);
    try {
      const chained = runChain(middleware, c as unknown as Context<AppEnv>, 0);
      if (!isPromise(chained)) return answer(deps, found, c, request.url, count);
      return chained.then(
        () => answer(deps, found, c, request.url, count),
        (error: unknown) => errorAnswer(count, request.url, onError(error as Error, c as unknown as Context<AppEnv>)),
      );
    } catch (error) {
      return errorAnswer(count, request.url, onError(error as Error, c as unknown as Context<AppEnv>));
    }
  };
}

// A module function, not a closure made per request: under tsx (keepNames) every named closure costs a
// defineProperty per request, which showed in the hit path's profile.
function answer(deps: Deps, found: NonNullable<ReturnType<typeof logoFromMemory>>, c: HitContext, target: string, count: Counting): LogoAnswer {
  servingPlan(deps, found.plan, c.var.caller);
  const answered = answerFromMemory(deps, found.plan, found.negotiated, c.var.caller, found.hit);
  withMiddlewareHeaders(answered.headers, c.var.responseHeaders);
  count(target, answered.status);
  return answered;
}

// Hono's onion: each middleware gets a next() that runs the rest. The /v1 middleware decide before the handler and
// read only what this context offers (headers, URL, the socket in env, variables); they stay synchronous where their
// work is, so a hit completes without a promise.
function runChain(middleware: readonly MiddlewareHandler<AppEnv>[], c: Context<AppEnv>, index: number): unknown {
  return index === middleware.length ? undefined : middleware[index]!(c, () => runChain(middleware, c, index + 1) as Promise<void>);
}

const headerOf = (request: HitRequest, name: string): string | undefined => {
  const value = request.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : value;
};

/** The part of Hono's Context the /v1 middleware and the error handler use; a class, so a hit allocates little. */
class HitContext {
  readonly var: AppEnv['Variables'] = {} as AppEnv['Variables'];
  readonly req: HitRequestView;
  readonly env: unknown;
  constructor(request: HitRequest) {
    this.req = new HitRequestView(request);
    this.env = request.env;
  }
  get<K extends keyof AppEnv['Variables']>(name: K): AppEnv['Variables'][K] {
    return this.var[name];
  }
  set<K extends keyof AppEnv['Variables']>(name: K, value: AppEnv['Variables'][K]): void {
    this.var[name] = value;
  }
}

class HitRequestView {
  constructor(private readonly request: HitRequest) {}
  get method(): string {
    return this.request.method;
  }
  header(name: string): string | undefined {
    return headerOf(this.request, name);
  }
  get path(): string {
    const query = this.request.url.indexOf('?');
    return query === -1 ? this.request.url : this.request.url.slice(0, query);
  }
  get url(): string {
    return `http://${headerOf(this.request, 'host') ?? 'localhost'}${this.request.url}`;
  }
}

// Refusals (401, 429) are rare on this path: the app's own error handler builds them, then they are read back.
async function errorAnswer(count: Counting, target: string, response: Response | Promise<Response>): Promise<LogoAnswer> {
  const resolved = await response;
  count(target, resolved.status);
  return { status: resolved.status, headers: Object.fromEntries(resolved.headers), body: Buffer.from(await resolved.arrayBuffer()) };
}

type Counting = (target: string, status: number) => void;

const isPromise = (value: unknown): value is Promise<unknown> => typeof (value as Promise<unknown> | undefined)?.then === 'function';

/**
 * The node:http side: the fast path's answer written in one writeHead and end, else the app's own listener. An API
 * request the fast path did not answer may be costly to start, so it starts in turns (turns.ts); everything else
 * (/health, sign-in, the dashboard) starts at once, ahead of any burst of them.
 */
export function withFastPath(fastPath: FastPath, fallback: RequestListener, turns: Turns = createTurns()): RequestListener<typeof IncomingMessage, typeof ServerResponse> {
  return function listener(incoming, outgoing) {
    const url = incoming.url ?? '/';
    const answer = fastPath({ method: incoming.method ?? 'GET', url, headers: incoming.headers, env: { incoming, outgoing } });
    if (answer === undefined) return url.startsWith('/v1/') ? turns(() => fallback(incoming, outgoing)) : fallback(incoming, outgoing);
    if (!isPromise(answer)) return write(outgoing, answer);
    answer.then(
      (resolved) => write(outgoing, resolved),
      () => outgoing.destroy(),
    );
  };
}

function write(outgoing: ServerResponse, answer: LogoAnswer): void {
  if (answer.body !== null) answer.headers['Content-Length'] = String(answer.body.byteLength);
  outgoing.writeHead(answer.status, answer.headers);
  outgoing.end(answer.body);
}
