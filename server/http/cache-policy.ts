// Who may cache a /v1 answer. The gate decides per request, so a shared cache must never hand one caller's answer
// to a caller the gate would refuse: keyed answers are private; key-less ones vary on what the gate looked at.
import type { Caller } from '../gate/request-context.ts';
import type { HeaderRecord } from './respond.ts';

/** The request headers the gate reads (Referer aside: it is as forgeable as Origin, so varying on it protects nothing). */
export const GATE_VARY = 'Authorization, X-API-Key, Origin';

/**
 * The Cache-Control and Vary of a gated answer whose public policy is `cacheControl` ("public, max-age=N"):
 * - an API key's answer, or a page of an account's registered origin: `private, max-age=N` (browsers keep it, shared caches do not);
 * - a key-less answer (trusted page, this machine): public, with `Vary: Authorization, X-API-Key, Origin`;
 * - ACCESS_CONTROL=false: public as is, since there is no gate to bypass.
 * `vary` lists what the answer already varies on (Accept for format=auto).
 */
export function gatedCaching(caller: Caller | undefined, cacheControl: string, vary?: string): HeaderRecord {
  // An account's page may be served the account's override, which no shared cache may hand to another page.
  if (caller?.kind === 'key' || caller?.kind === 'site') {
    const privately = privateOf(cacheControl);
    return vary ? { 'Cache-Control': privately, Vary: vary } : { 'Cache-Control': privately };
  }
  if (caller === undefined || (caller.kind === 'anonymous' && caller.via === 'open')) {
    return vary ? { 'Cache-Control': cacheControl, Vary: vary } : { 'Cache-Control': cacheControl };
  }
  return { 'Cache-Control': cacheControl, Vary: vary ? `${vary}, ${GATE_VARY}` : GATE_VARY };
}

// A handful of public policies exist (one per kind of answer), and every keyed hit needs the private one of its policy:
// remembered rather than rewritten by two regular expressions per request.
const privatePolicies = new Map<string, string>();
function privateOf(cacheControl: string): string {
  let privately = privatePolicies.get(cacheControl);
  if (privately === undefined) {
    privately = cacheControl.replace(/\bpublic\b/, 'private').replace(/,\s*s-maxage=\d+/, '');
    if (privatePolicies.size < 64) privatePolicies.set(cacheControl, privately);
  }
  return privately;
}
