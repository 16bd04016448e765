// The access gate of every /v1 route: the plain access decision (gate/access.ts) on the request, its caller set on
// the Context for the rate limit, usage and the handlers.
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../request-context.ts';
import type { AccessDecision } from '../access.ts';
import { ContextGateRequest } from '../request.ts';

export const accessGate = (decide: AccessDecision): MiddlewareHandler<AppEnv> =>
  // Not async: a known caller is set and next()'s promise handed straight back, which saves a frame.
  function accessGate(c, next) {
    const caller = decide(new ContextGateRequest(c));
    if (caller instanceof Promise) {
      return caller.then((known) => {
        c.set('caller', known);
        return next();
      });
    }
    c.set('caller', caller);
    return next();
  };
