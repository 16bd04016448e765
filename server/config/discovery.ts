// The discovery part of the configuration: DISCOVERY_* variables with defaults, parsed with the rest in index.ts.
import { isIP } from 'node:net';
import { z } from 'zod';
import { baseUrlVariable, PLATFORM_SITES, SOCIAL_PLATFORMS } from '../../pipeline/discovery/platform-sites.ts';
import type { DiscoverySettings } from '../../pipeline/discovery/settings.ts';
import type { SocialPlatform } from '../../pipeline/discovery/types.ts';

const int = (min: number, max: number, fallback: number) => z.coerce.number().int().min(min).max(max).default(fallback);
const baseUrl = (fallback: string) => z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).default(fallback);

// Comma-separated lists; each item is checked so a typo names itself instead of silently allowing nothing.
const list = <T>(what: string, check: (item: string) => T | undefined) =>
  z
    .string()
    .default('')
    .transform((value, context) => {
      const items: T[] = [];
      for (const item of value.split(',').map((part) => part.trim()).filter(Boolean)) {
        const parsed = check(item);
        if (parsed === undefined) {
          context.addIssue({ code: 'custom', message: `each entry must be ${what}, got ${JSON.stringify(item)}` });
          return z.NEVER;
        }
        items.push(parsed);
      }
      return items;
    });

/** `ip:port` pairs a guarded client may connect to although not public: tests' loopback servers. */
export const ipPortList = () =>
  list('an ip:port such as 127.0.0.1:8081', (item) => {
    const match = /^\[?([0-9a-fA-F:.]+)\]?:(\d{1,5})$/.exec(item);
    return match && isIP(match[1]!) && Number(match[2]) <= 65535 ? `${match[1]}:${match[2]}` : undefined;
  });

export function discoveryEnv(flag: (fallback: boolean) => z.ZodType<boolean, string | undefined>) {
  return {
    DISCOVERY: flag(true),
    DISCOVERY_CONCURRENCY: int(1, 16, 2),
    DISCOVERY_POLL_MS: int(100, 3_600_000, 5000),
    DISCOVERY_THRESHOLD: z.coerce.number().min(0).max(1).default(0.6),
    DISCOVERY_QUEUE_MAX: int(1, 10_000_000, 10_000),
    DISCOVERY_CLIENT_QUOTA: int(1, 1_000_000, 60),
    DISCOVERY_FAILURE_COOLDOWN_S: int(1, 30 * 86_400, 900),
    DISCOVERY_NOT_FOUND_RETRY_S: int(1, 365 * 86_400, 86_400),
    DISCOVERY_MAX_BACKOFF_S: int(1, 365 * 86_400, 30 * 86_400),
    DISCOVERY_RECHECK_DAYS: int(0, 3650, 30),
    DISCOVERY_CONNECT_TIMEOUT_MS: int(50, 60_000, 3000),
    DISCOVERY_REQUEST_TIMEOUT_MS: int(100, 120_000, 8000),
    DISCOVERY_DOMAIN_TIMEOUT_MS: int(100, 600_000, 30_000),
    DISCOVERY_MAX_BYTES: int(1024, 64 * 1024 * 1024, 2 * 1024 * 1024),
    DISCOVERY_MAX_PIXELS: int(1024, 100_000_000, 16_777_216),
    DISCOVERY_MAX_REDIRECTS: int(0, 10, 3),
    DISCOVERY_MAX_REQUESTS: int(1, 200, 40),
    DISCOVERY_MAX_CANDIDATES: int(1, 50, 16),
    DISCOVERY_RUN_CPU_MS: int(100, 600_000, 10_000),
    DISCOVERY_RUN_MEMORY_MB: int(32, 4096, 256),
    DISCOVERY_ALLOW: ipPortList(),
    DISCOVERY_RESOLVE: list('host=ip such as acme.test=127.0.0.1', (item) => {
      const [host, address] = item.split('=');
      return host && address && isIP(address) ? ([host.toLowerCase(), address] as const) : undefined;
    }),
    DISCOVERY_RESOLVE_STRICT: flag(false),
    DISCOVERY_DNS_SERVERS: list('a DNS server ip or ip:port such as 127.0.0.1:5353', (item) => {
      const match = /^\[?([0-9a-fA-F:.]+?)\]?(?::(\d{1,5}))?$/.exec(item);
      return match && isIP(match[1]!) && (match[2] === undefined || Number(match[2]) <= 65535) ? item : undefined;
    }),
    DISCOVERY_SITE_URL: z.string().regex(/^https?:\/\/.*\{domain\}/, 'must be an http(s) URL template containing {domain}').default('https://{domain}/'),
    ...(Object.fromEntries(Object.values(PLATFORM_SITES).map((platform) => [baseUrlVariable(platform.id), baseUrl(platform.baseUrl)])) as {
      [P in SocialPlatform as ReturnType<typeof baseUrlVariable<P>>]: ReturnType<typeof baseUrl>;
    }),
    DISCOVERY_USER_AGENT: z.string().min(1).max(300).default('logos-discovery/0.1 (+https://github.com/)'),
  };
}

type Env = { [K in keyof ReturnType<typeof discoveryEnv>]: z.output<ReturnType<typeof discoveryEnv>[K]> };

export function discoverySettingsOf(values: Env): DiscoverySettings {
  return {
    enabled: values.DISCOVERY,
    concurrency: values.DISCOVERY_CONCURRENCY,
    pollMs: values.DISCOVERY_POLL_MS,
    threshold: values.DISCOVERY_THRESHOLD,
    queueMax: values.DISCOVERY_QUEUE_MAX,
    clientQuotaPerHour: values.DISCOVERY_CLIENT_QUOTA,
    failureCooldownS: values.DISCOVERY_FAILURE_COOLDOWN_S,
    notFoundRetryS: values.DISCOVERY_NOT_FOUND_RETRY_S,
    maxBackoffS: values.DISCOVERY_MAX_BACKOFF_S,
    recheckS: values.DISCOVERY_RECHECK_DAYS * 86_400,
    connectTimeoutMs: values.DISCOVERY_CONNECT_TIMEOUT_MS,
    requestTimeoutMs: values.DISCOVERY_REQUEST_TIMEOUT_MS,
    domainTimeoutMs: values.DISCOVERY_DOMAIN_TIMEOUT_MS,
    maxBytes: values.DISCOVERY_MAX_BYTES,
    maxPixels: values.DISCOVERY_MAX_PIXELS,
    maxRedirects: values.DISCOVERY_MAX_REDIRECTS,
    maxRequests: values.DISCOVERY_MAX_REQUESTS,
    maxCandidates: values.DISCOVERY_MAX_CANDIDATES,
    runCpuMs: values.DISCOVERY_RUN_CPU_MS,
    runMemoryMb: values.DISCOVERY_RUN_MEMORY_MB,
    allow: values.DISCOVERY_ALLOW,
    resolve: Object.fromEntries(values.DISCOVERY_RESOLVE),
    resolveStrict: values.DISCOVERY_RESOLVE_STRICT,
    dnsServers: values.DISCOVERY_DNS_SERVERS,
    siteUrl: values.DISCOVERY_SITE_URL,
    baseUrls: Object.fromEntries(SOCIAL_PLATFORMS.map((id) => [id, values[baseUrlVariable(id)]])) as Record<SocialPlatform, string>,
    userAgent: values.DISCOVERY_USER_AGENT,
  };
}
