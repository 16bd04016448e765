// The canonical cached request (a GET of a logo whose plan is memoised and whose image is in memory) answered in
// front of Hono: Hono's Request/Response objects, its router (this route set keeps it off the RegExpRouter) and the
// adapter's promise chain cost more than the platform itself on the busiest path (BENCHMARK.md). A thin node:http
// adapter: the same gate decisions (gate/index.ts admit), the same answerLogo and the same headers as the routes,
// counted in the request metrics; anything else (a miss, another method or path) returns undefined and goes to Hono.
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { LogoReply, Planned } from '../../pipeline/logo/answer.ts';
import { planMemoKey } from '../../pipeline/logo/memo.ts';
import { remoteAddressOf } from '../gate/client-ip.ts';
import type { Deps } from '../deps.ts';
import { ApiError, errorAnswer, type PublicError } from '../http/errors.ts';
import { admit, type Admitted, type Gate } from '../gate/index.ts';
import { NodeGateRequest, type NodeHeaders } from '../gate/request.ts';
import { logoApiError } from './errors.ts';
import { logoHttpAnswer } from './headers.ts';
import { withMiddlewareHeaders, type HttpAnswer } from '../http/respond.ts';
import { createTurns, type Turns } from '../http/turns.ts';

/** What the fast path reads of a request; built from a node:http request, or from a Request in the tests. */
export interface HitRequest {
  method: string;
  /** Path and query, as the request line has them. */
  url: string;
  /** Lower-case names, as node:http gives them. */
  headers: NodeHeaders;
  /** The same bindings @hono/node-server hands the app (the gate reads the socket's address from them). */
  env: unknown;
}

export type FastPath = (request: HitRequest) => HttpAnswer | Promise<HttpAnswer> | undefined;

export interface FastPathParts {
  /** The /v1 gate app.ts put in front of the routes (undefined: ACCESS_CONTROL=false). */
  gate: Gate | undefined;
  /** The app's error handling, for a refusal or a failure. */
  toPublic: PublicError;
  /** The paths the two logo routes were registered with: the route labels of the request metrics. */
  routes: { logo: string; assetPath: string };
}

// Only request targets @hono/node-server takes as they come (its own test, src/url.ts) and a plain Host: anything else
// goes to the app, whose adapter normalises or refuses it exactly as before.
const PLAIN_TARGET = /^\/v1\/[!#$&-;=?-\[\]_a-z~]*$/;
const DOT_SEGMENT = /\/\.\.?(?:[/?#]|$)/;
const PLAIN_HOST = /^[a-z0-9._-]+(?::\d{1,5})?$/;

type Counting = (target: string, status: number) => void;

/** One hit's state, as a class: under tsx (keepNames) every named closure made per request costs a defineProperty. */
class Hit {
  constructor(
    readonly deps: Deps,
    readonly parts: FastPathParts,
    readonly request: HitRequest,
    readonly planned: Planned,
    readonly ifNoneMatch: string | undefined,
    readonly count: Counting,
  ) {}
}

export function createFastPath(deps: Deps, parts: FastPathParts): FastPath {
  const { routes } = parts;
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
    const planned = deps.logos.recall(planMemoKey(request.url, headerOf(request, 'accept')));
    const ifNoneMatch = headerOf(request, 'if-none-match');
    if (!planned || !deps.logos.inMemory(planned, ifNoneMatch)) return undefined;
    const hit = new Hit(deps, parts, request, planned, ifNoneMatch, count);
    try {
      const admitted = admit(parts.gate, new NodeGateRequest(request.url, request.headers, remoteAddressOf(request.env)));
      if (!isPromise(admitted)) return answer(hit, admitted);
      return admitted.then(
        (known) => answer(hit, known),
        (error: unknown) => failed(hit, error, undefined),
      );
    } catch (error) {
      return failed(hit, error, undefined);
    }
  };
}

function answer(hit: Hit, admitted: Admitted): HttpAnswer | Promise<HttpAnswer> {
  try {
    const reply = hit.deps.logos.answerLogo({ planned: hit.planned, caller: admitted.caller, ifNoneMatch: hit.ifNoneMatch });
    if (!isPromise(reply)) return answered(hit, admitted, reply);
    // The image left the response cache while the gate waited for state: produced again, as the route would.
    return reply.then(
      (late) => answered(hit, admitted, late),
      (error: unknown) => failed(hit, error, admitted),
    );
  } catch (error) {
    return failed(hit, error, admitted);
  }
}

function answered(hit: Hit, admitted: Admitted, reply: LogoReply): HttpAnswer {
  const http = logoHttpAnswer(reply, admitted.caller);
  withMiddlewareHeaders(http.headers, admitted.headers);
  hit.count(hit.request.url, http.status);
  return http;
}

// Refusals (401, 429) are rare on this path; they get the app's error body and headers, failures its logging.
function failed(hit: Hit, error: unknown, admitted: Admitted | undefined): HttpAnswer {
  const cause = logoApiError(error, hit.deps.logger);
  const path = hit.request.url.split('?', 1)[0]!;
  const refusal = cause instanceof ApiError ? cause : hit.parts.toPublic(cause as Error, hit.request.method, path);
  const http = errorAnswer(refusal);
  withMiddlewareHeaders(http.headers, admitted?.headers);
  hit.count(hit.request.url, http.status);
  return http;
}

const headerOf = (request: HitRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
};

const isPromise = <T>(value: T | Promise<T>): value is Promise<T> => typeof (value as Promise<T> | undefined)?.then === 'function';

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

function write(outgoing: ServerResponse, answer: HttpAnswer): void {
  if (answer.body !== null) answer.headers['Content-Length'] = String(answer.body.byteLength);
  outgoing.writeHead(answer.status, answer.headers);
  outgoing.end(answer.body);
}
