// The /v1 gate as plain functions, in order: who calls (access), whether they may now (rate limit and quota), and
// the count of what passed (usage). The Hono middleware (server/gate/middleware/) wrap each; the hot path calls admit().
import type { Deps } from '../deps.ts';
import type { Caller } from './request-context.ts';
import type { HeaderRecord } from '../http/respond.ts';
import { createAccessDecision, type AccessDecision } from './access.ts';
import { createRateLimitDecision, type RateLimitDecision } from './rate.ts';
import type { GateRequest } from './request.ts';

export interface Gate {
  access: AccessDecision;
  rate: RateLimitDecision;
  usage: (caller: Caller) => void;
}

/** Who calls when ACCESS_CONTROL=false: no key, no limit, nothing counted. */
export const OPEN_CALLER: Caller = { kind: 'anonymous', via: 'open', ip: 'unknown' };

/** The gate of this configuration, or undefined when ACCESS_CONTROL=false lets every request in as OPEN_CALLER. */
export function createGate(deps: Deps): Gate | undefined {
  if (!deps.config.accessControl) return undefined;
  return {
    access: createAccessDecision({ accounts: deps.accounts, origins: deps.state.origins, ...deps.config, logger: deps.logger }),
    rate: createRateLimitDecision({ limiter: deps.rateLimiter, plans: deps.plans, usage: deps.usage }),
    usage: (caller) => deps.usage.record(caller),
  };
}

export interface Admitted {
  caller: Caller;
  /** Headers every answer to this request carries (RateLimit-*). */
  headers: HeaderRecord | undefined;
}

const OPEN: Admitted = { caller: OPEN_CALLER, headers: undefined };

/** The three decisions in order; throws the refusal's ApiError. A promise only when a decision waits for state. */
export function admit(gate: Gate | undefined, request: GateRequest): Admitted | Promise<Admitted> {
  if (!gate) return OPEN;
  const caller = gate.access(request);
  return caller instanceof Promise ? caller.then((known) => limited(gate, known)) : limited(gate, caller);
}

// Module functions, not closures made per request: under tsx (keepNames) every named closure costs a defineProperty.
function limited(gate: Gate, caller: Caller): Admitted | Promise<Admitted> {
  const headers = gate.rate(caller);
  return headers instanceof Promise ? headers.then((known) => counted(gate, caller, known)) : counted(gate, caller, headers);
}

function counted(gate: Gate, caller: Caller, headers: HeaderRecord): Admitted {
  gate.usage(caller);
  return { caller, headers };
}
