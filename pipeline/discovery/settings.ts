// Discovery's settings as the rest of the program sees them (parsed from the environment in server/config/discovery.ts).
import type { Outcome } from '../../state/types.ts';
import type { SocialPlatform } from './types.ts';

export interface DiscoverySettings {
  /** Run the worker inside the origin (on unless DISCOVERY=off). The CLI can run discovery either way. */
  enabled: boolean;
  concurrency: number;
  pollMs: number;
  threshold: number;
  queueMax: number;
  /** New domains one client (an account, or an IP without a key) may bring to the queue per hour. */
  clientQuotaPerHour: number;
  failureCooldownS: number;
  notFoundRetryS: number;
  maxBackoffS: number;
  /** Found domains are looked at again once their last look is this old (0: never), so a rebrand reaches the service. */
  recheckS: number;
  connectTimeoutMs: number;
  requestTimeoutMs: number;
  domainTimeoutMs: number;
  maxBytes: number;
  maxPixels: number;
  maxRedirects: number;
  maxRequests: number;
  maxCandidates: number;
  /** Busy time of a run's discovery thread (reading pages, stylesheets and images) after which it is stopped. */
  runCpuMs: number;
  /** Heap of a discovery thread: a run that needs more is stopped. */
  runMemoryMb: number;
  /** ip:port pairs that may be fetched although not public (tests' loopback fakes). */
  allow: string[];
  /** host -> IP answers that bypass DNS, like curl --resolve. */
  resolve: Record<string, string>;
  /** Only `resolve` answers names; every other name is refused (an offline run can never reach real DNS). */
  resolveStrict: boolean;
  /** DNS servers for TXT lookups (BIMI); empty: the system's, or none at all in strict mode. */
  dnsServers: string[];
  siteUrl: string;
  baseUrls: Record<SocialPlatform, string>;
  userAgent: string;
}

/** A domain whose logo was found is not looked at again by itself for a year. */
export const FOUND_RECHECK_S = 365 * 86_400;

/**
 * Seconds until a domain's next discovery run after `outcome` on its `attempts`-th attempt: the one back-off rule
 * of the worker and `logos discover`. Not found and failed double from their base with each attempt, never past the cap.
 */
export function retryDelaySeconds(outcome: Outcome, attempts: number, settings: Pick<DiscoverySettings, 'notFoundRetryS' | 'failureCooldownS' | 'maxBackoffS'>): number {
  if (outcome === 'found') return FOUND_RECHECK_S;
  return backoffSeconds(outcome === 'not-found' ? settings.notFoundRetryS : settings.failureCooldownS, attempts, settings.maxBackoffS);
}

/** The back-off rule itself, for every retried job (discovery runs, webhook deliveries): double per attempt, capped. */
export function backoffSeconds(baseS: number, attempts: number, maxS: number): number {
  return Math.min(maxS, baseS * 2 ** Math.max(0, Math.min(attempts - 1, 30)));
}
