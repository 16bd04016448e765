// Configuration, parsed once from the environment; an invalid value stops startup with the variable's name.
import { resolve } from 'node:path';
import { z } from 'zod';
import type { DiscoverySettings } from '../../pipeline/discovery/settings.ts';
import type { GravatarSettings } from '../../pipeline/email/gravatar.ts';
import { discoveryEnv, discoverySettingsOf } from './discovery.ts';
import { renderEnv, renderSettingsOf } from './render.ts';
import { reportEnv, reportSettingsOf, type ReportSettings } from './reports.ts';
import { webhookEnv, webhookSettingsOf, type WebhookSettings } from './webhooks.ts';
import type { RenderPoolOptions } from '../../pipeline/render/pool.ts';
import { BOOLEAN_WORDS, booleanWord } from '../schemas/boolean-word.ts';
import { parseProxyTrust, type ProxyTrust } from '../gate/proxy-trust.ts';
import { parseTrustedOrigins } from '../gate/trusted-origins.ts';
import { parseCompatHosts, type CompatServiceId } from '../compat/ids.ts';
import { LOG_LEVELS } from '../observability/logger.ts';
import { ConfigError, DEFAULT_DATA_DIR, DEFAULT_LOG_LEVEL, filesIn, STATE_URL_PATTERN, STATE_URL_PROBLEM } from './data-location.ts';

export { ConfigError };

const envFlag = (fallback: boolean) =>
  z
    .string()
    .optional()
    .transform((value, context) => {
      if (value === undefined || value === '') return fallback;
      const parsed = booleanWord(value);
      if (parsed !== undefined) return parsed;
      context.addIssue({ code: 'custom', message: `must be one of ${BOOLEAN_WORDS}, got ${JSON.stringify(value)}` });
      return z.NEVER;
    });

/** The origin of an http(s) URL with no path, query or credentials (a trailing slash is fine); else undefined. */
function publicOriginOf(value: string): string | undefined {
  try {
    const url = new URL(value.trim());
    const plain = !url.username && !url.password && url.pathname === '/' && !url.search && !url.hash;
    return plain && (url.protocol === 'https:' || url.protocol === 'http:') ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

const UNIT_SECONDS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86_400 };
const spoken = (seconds: number) => (seconds % 86_400 === 0 ? `${seconds / 86_400}d` : seconds % 3600 === 0 ? `${seconds / 3600}h` : `${seconds}s`);

/** A duration in seconds: a number, or a number with s, m, h or d. */
const duration = (fallback: string, min: number, max: number) =>
  z
    .string()
    .default(fallback)
    .transform((value, context) => {
      const match = /^(\d{1,7})\s*(s|m|h|d)?$/.exec(value.trim());
      const seconds = match ? Number(match[1]) * UNIT_SECONDS[match[2] ?? 's']! : 0;
      if (seconds >= min && seconds <= max) return seconds;
      context.addIssue({ code: 'custom', message: `must be a duration from ${spoken(min)} to ${spoken(max)} such as 3600, 30m, 12h or 7d, got ${JSON.stringify(value)}` });
      return z.NEVER;
    });

/** Every setting the environment may give; docs/configuration.md is generated from it and server/config/docs.ts. */
export const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1, 'must not be empty').default(DEFAULT_DATA_DIR),
  CACHE_MAX_BYTES: z.coerce.number().int().min(0).default(64 * 1024 * 1024),
  SOURCE_CACHE_MAX_BYTES: z.coerce.number().int().min(0).default(32 * 1024 * 1024),
  ASSET_CACHE_MAX_BYTES: z.coerce.number().int().min(0).default(32 * 1024 * 1024),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: (issue) => `must be one of ${LOG_LEVELS.join(', ')}, got ${JSON.stringify(issue.input)}` }).default(DEFAULT_LOG_LEVEL),
  ACCESS_CONTROL: envFlag(true),
  TRUSTED_ORIGINS: z
    .string()
    .default('')
    .transform((value, context) => {
      try {
        return parseTrustedOrigins(value);
      } catch (error) {
        context.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
  LOCAL_ACCESS: envFlag(true),
  COMPAT_HOSTS: z
    .string()
    .default('')
    .transform((value, context) => {
      try {
        return parseCompatHosts(value);
      } catch (error) {
        context.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
  TRUST_PROXY: z
    .string()
    .default('')
    .transform((value, context) => {
      try {
        return parseProxyTrust(value);
      } catch (error) {
        context.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
  PLANS_FILE: z.string().optional(),
  STATE_URL: z
    .string()
    .regex(STATE_URL_PATTERN, { error: STATE_URL_PROBLEM })
    .optional(),
  REDIS_URL: z.string().regex(/^rediss?:\/\/./, { error: 'must be a redis:// or rediss:// URL (unset: limits in memory)' }).optional(),
  ASSET_STORE: z.string().min(1).optional(),
  SOURCE_STORE: z.string().min(1).optional(),
  CATALOG_URL: z.string().min(1).optional(),
  CATALOG_POLL: z.coerce.number({ error: 'must be a number of seconds' }).int().min(1).max(86_400).default(60),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: envFlag(false),
  ...discoveryEnv(envFlag),
  ...renderEnv(),
  ...webhookEnv(),
  ...reportEnv(),
  GRAVATAR: envFlag(true),
  GRAVATAR_BASE_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).default('https://gravatar.com'),
  GRAVATAR_TIMEOUT_MS: z.coerce.number({ error: 'must be a number of milliseconds' }).int().min(100).max(30_000).default(3000),
  GRAVATAR_TTL_S: z.coerce.number({ error: 'must be a number of seconds' }).int().min(0).max(30 * 86_400).default(3600),
  SIGNUP: envFlag(false),
  STOREFRONT: envFlag(true),
  FALLBACK_URLS: envFlag(true),
  PUBLIC_URL: z
    .string()
    .optional()
    .transform((value, context) => {
      if (value === undefined || value === '') return undefined;
      const origin = publicOriginOf(value);
      if (origin !== undefined) return origin;
      context.addIssue({ code: 'custom', message: `must be the http(s) origin browsers reach this service at, such as https://logos.example.com (no path), got ${JSON.stringify(value)}` });
      return z.NEVER;
    }),
  METRICS_TOKEN: z.string().min(16, { error: 'must have at least 16 characters' }).optional(),
  CHECKPOINT_INTERVAL: z.coerce.number({ error: 'must be a number of seconds' }).min(1).max(3600).default(30),
  SHUTDOWN_TIMEOUT: z.coerce.number({ error: 'must be a number of seconds' }).min(0).max(3600).default(10),
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((value, context) => {
      const emails = value.split(',').map((email) => email.trim().toLowerCase()).filter(Boolean);
      const bad = emails.find((email) => !/^[^@\s]+@[^@\s]+$/.test(email));
      if (bad === undefined) return emails;
      context.addIssue({ code: 'custom', message: `must be comma-separated account emails, got ${JSON.stringify(bad)}` });
      return z.NEVER;
    }),
  OVERRIDES_POLL: z.coerce.number({ error: 'must be a number of seconds' }).int().min(1).max(3600).default(30),
  SESSION_SECRET: z.string().min(32, { error: 'must have at least 32 characters' }).optional(),
  SESSION_TTL: duration('12h', 60, 366 * 86_400),
  ORIGIN_CLAIM_TTL: duration('7d', 3600, 90 * 86_400),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  catalogPath: string;
  statePath: string;
  /** Where source logos live (import, discovery and every origin read them): a folder, or s3://bucket/prefix. */
  sourceStore: string;
  /** Where a published catalog is pulled from (a folder, file:// URL or s3://bucket/prefix); unset: DATA_DIR/catalog.db. */
  catalogUrl: string | undefined;
  /** Seconds between checks for a newer published catalog. */
  catalogPollSeconds: number;
  cacheMaxBytes: number;
  /** The in-memory read cache in front of the source logos (SOURCE_STORE). */
  sourceCacheMaxBytes: number;
  /** The in-memory read cache in front of the prebuilt objects (ASSET_STORE). */
  assetCacheMaxBytes: number;
  logLevel: z.infer<typeof configSchema>['LOG_LEVEL'];
  accessControl: boolean;
  trustedOrigins: string[];
  localAccess: boolean;
  /** Host names that answer a peer's URL form at the root (COMPAT_HOSTS, docs/migrating.md). */
  compatHosts: ReadonlyMap<string, CompatServiceId>;
  /** Peers whose X-Forwarded-For and X-Forwarded-Proto are believed (TRUST_PROXY). */
  trustedProxies: ProxyTrust;
  plansFile: string | undefined;
  /** PostgreSQL shared by several origins; unset: state.db in DATA_DIR. */
  stateUrl: string | undefined;
  /** Redis for rate limits shared by several origins; unset: limits in this process's memory. */
  redisUrl: string | undefined;
  /** Where prebuilt assets live: a folder, or s3://bucket/prefix. */
  assetStore: string;
  s3: { endpoint: string | undefined; region: string; forcePathStyle: boolean };
  /** Background logo discovery (docs/discovery.md). */
  discovery: DiscoverySettings;
  /** The render processes of on-demand misses (docs/operations.md). */
  render: RenderPoolOptions;
  /** Deliveries of logo-change notices (docs/freshness.md). */
  webhooks: WebhookSettings;
  /** Limits of reports of wrong logos, and how many accounts confirm one (docs/fixing-logos.md). */
  reports: ReportSettings;
  /** Avatars of personal addresses (GET /v1/email/:address at a free mail provider). */
  gravatar: GravatarSettings;
  /** Whether anyone may create an account on the dashboard's sign-up page. */
  signup: boolean;
  /** The public search page at /, and key-less /v1 calls from the origin's own pages (those need publicUrl). */
  storefront: boolean;
  /** The origin browsers and clients reach this service at (PUBLIC_URL), never taken from a request's Host; no
   * account may register a site on its host. */
  publicUrl: string | undefined;
  /** The origin absolute URLs in answers name: publicUrl, else http://localhost:PORT. */
  linkOrigin: string;
  /** Whether fallback=<URL> may redirect at all (FALLBACK_URLS); accounts may narrow it to their own hosts. */
  fallbackUrls: boolean;
  /** Signs session cookies and CSRF tokens; generated once and kept in state.db when not given. */
  sessionSecret: string | undefined;
  sessionTtlSeconds: number;
  /** How long an unproven claim of a web origin lasts (ORIGIN_CLAIM_TTL). */
  originClaimTtlSeconds: number;
  /** On SIGTERM/SIGINT, how long requests in flight may finish before every connection is cut. */
  shutdownTimeoutMs: number;
  /** How often the SQLite files are checkpointed and checked to still be the files opened. */
  checkpointIntervalMs: number;
  /** Turns GET /metrics on, for callers that send it as a Bearer token. */
  metricsToken: string | undefined;
  /** Accounts whose API keys may pin and revert brands' logos through /v1/admin (lower-case emails). */
  adminEmails: string[];
  /** How often each origin reloads accounts' overrides from state (other origins' uploads and removals). */
  overridesPollMs: number;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`invalid configuration: ${problems.join('; ')}`);
  }
  const values = parsed.data;
  const { dataDir, catalogPath, statePath } = filesIn(values.DATA_DIR);
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir,
    catalogPath,
    statePath,
    sourceStore: values.SOURCE_STORE ?? resolve(dataDir, 'assets'),
    catalogUrl: values.CATALOG_URL,
    catalogPollSeconds: values.CATALOG_POLL,
    cacheMaxBytes: values.CACHE_MAX_BYTES,
    sourceCacheMaxBytes: values.SOURCE_CACHE_MAX_BYTES,
    assetCacheMaxBytes: values.ASSET_CACHE_MAX_BYTES,
    logLevel: values.LOG_LEVEL,
    accessControl: values.ACCESS_CONTROL,
    trustedOrigins: values.TRUSTED_ORIGINS,
    localAccess: values.LOCAL_ACCESS,
    compatHosts: values.COMPAT_HOSTS,
    trustedProxies: values.TRUST_PROXY,
    plansFile: values.PLANS_FILE,
    stateUrl: values.STATE_URL,
    redisUrl: values.REDIS_URL,
    assetStore: values.ASSET_STORE ?? (values.S3_BUCKET ? `s3://${values.S3_BUCKET}` : resolve(dataDir, 'assets')),
    s3: { endpoint: values.S3_ENDPOINT, region: values.S3_REGION, forcePathStyle: values.S3_FORCE_PATH_STYLE },
    discovery: discoverySettingsOf(values),
    render: renderSettingsOf(values),
    webhooks: webhookSettingsOf(values),
    reports: reportSettingsOf(values),
    gravatar: { enabled: values.GRAVATAR, baseUrl: values.GRAVATAR_BASE_URL, timeoutMs: values.GRAVATAR_TIMEOUT_MS, ttlSeconds: values.GRAVATAR_TTL_S },
    signup: values.SIGNUP,
    storefront: values.STOREFRONT,
    publicUrl: values.PUBLIC_URL,
    linkOrigin: values.PUBLIC_URL ?? `http://localhost:${values.PORT}`,
    fallbackUrls: values.FALLBACK_URLS,
    sessionSecret: values.SESSION_SECRET,
    sessionTtlSeconds: values.SESSION_TTL,
    originClaimTtlSeconds: values.ORIGIN_CLAIM_TTL,
    shutdownTimeoutMs: Math.round(values.SHUTDOWN_TIMEOUT * 1000),
    metricsToken: values.METRICS_TOKEN,
    checkpointIntervalMs: Math.round(values.CHECKPOINT_INTERVAL * 1000),
    adminEmails: values.ADMIN_EMAILS,
    overridesPollMs: values.OVERRIDES_POLL * 1000,
  };
}
