// Discovery's settings as the rest of the program sees them (parsed from the environment in server/discovery-config.ts).
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
  connectTimeoutMs: number;
  requestTimeoutMs: number;
  domainTimeoutMs: number;
  maxBytes: number;
  maxPixels: number;
  maxRedirects: number;
  maxRequests: number;
  maxCandidates: number;
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

/** When to try a domain again: doubling from the base with each attempt, never past the cap. */
export function backoffSeconds(baseSeconds: number, attempts: number, maxSeconds: number): number {
  return Math.min(maxSeconds, baseSeconds * 2 ** Math.max(0, Math.min(attempts - 1, 30)));
}
