// A native request made by the origin itself for a request the gate already admitted (another service's URL form,
// server/compat/serve.ts, which admits before it reads the catalog): the /v1 middleware take that caller and its
// headers instead of deciding, limiting and counting a second time. Marked by the Request object, which no client
// can name.
import type { MiddlewareHandler } from 'hono';
import type { Admitted } from '../index.ts';
import type { AppEnv } from '../request-context.ts';
import { addResponseHeaders } from '../../http/respond.ts';

const admittedRequests = new WeakMap<Request, Admitted>();

/** The request, marked as admitted for `admitted`'s caller. */
export function asAdmitted(request: Request, admitted: Admitted): Request {
  admittedRequests.set(request, admitted);
  return request;
}

/** First of the /v1 middleware: sets an admitted request's caller and headers. */
export const takeAdmitted: MiddlewareHandler<AppEnv> = function takeAdmitted(c, next) {
  const admitted = admittedRequests.get(c.req.raw);
  if (admitted) {
    c.set('caller', admitted.caller);
    if (admitted.headers) addResponseHeaders(c, admitted.headers);
  }
  return next();
};

/** A /v1 middleware that an admitted request skips. */
export const unlessAdmitted = (middleware: MiddlewareHandler<AppEnv>): MiddlewareHandler<AppEnv> =>
  function unlessAdmitted(c, next) {
    return admittedRequests.has(c.req.raw) ? next() : middleware(c, next);
  };
