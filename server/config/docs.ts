// What each setting of server/config/index.ts means, for the generated table in docs/configuration.md.
import type { z } from 'zod';
import type { configSchema } from './index.ts';

export type SettingName = keyof z.input<typeof configSchema>;

export interface SettingDoc {
  /** Markdown for the meaning column. */
  meaning: string;
  /** Shown instead of the schema's default where that default depends on the machine or is computed at start. */
  shownDefault?: string;
}

// A Record over every schema key, so a setting added to the schema without a line here does not type-check.
export const SETTING_DOCS: Record<SettingName, SettingDoc> = {
  PORT: { meaning: 'HTTP port (`logos serve --port` overrides it)' },
  HOST: { meaning: 'address to listen on' },
  DATA_DIR: { meaning: '`catalog.db`, `state.db` and `assets/` (the folder object storage)' },
  CACHE_MAX_BYTES: { meaning: 'in-memory cache of produced images, by total bytes; `0` turns it off', shownDefault: '`67108864` (64 MiB)' },
  SOURCE_CACHE_MAX_BYTES: { meaning: 'in-memory cache of stored source logos in front of object storage', shownDefault: '`33554432` (32 MiB)' },
  ASSET_CACHE_MAX_BYTES: { meaning: 'in-memory cache of prebuilt objects in front of `ASSET_STORE`', shownDefault: '`33554432` (32 MiB)' },
  LOG_LEVEL: { meaning: '`debug`, `info`, `warn`, `error` or `silent`; logs are JSON lines on stderr' },
  ACCESS_CONTROL: { meaning: '`false` turns the gate, rate limits and usage counting off (benchmarks, private networks)' },
  TRUSTED_ORIGINS: {
    meaning: 'comma-separated hosts whose pages may embed logos without a key: `app.example.com` (exact) or `*.example.com` (any subdomain, not the apex)',
  },
  LOCAL_ACCESS: {
    meaning:
      'key-less requests from a loopback address that carry no forwarding header are let in (rate limited per IP); set `false` when a tunnel on the same machine forwards internet traffic without `X-Forwarded-For`',
  },
  COMPAT_HOSTS: {
    meaning:
      'comma-separated `host=service` pairs: each host answers that service\'s URLs at the root, as the service did (`logo.example.com=clearbit,img.example.com=logodev`); services `clearbit`, `logodev`, `brandfetch`, `google`, `duckduckgo`, `besticon`, `unavatar` ([migrating](migrating.md))',
    shownDefault: 'empty (the services\' forms only under their prefixes, such as `/clearbit/<domain>`)',
  },
  TRUST_PROXY: {
    meaning:
      'the proxies whose `X-Forwarded-For`/`X-Forwarded-Proto` are believed: addresses, CIDR ranges and the words `loopback`, `private`, `linklocal`; `true` (or `1`) means `loopback` ([proxies](access.md#proxies-and-client-addresses))',
    shownDefault: 'empty (no proxy is believed)',
  },
  PLANS_FILE: { meaning: 'JSON file of plans and limits ([plans](access.md#plans-and-limits)), validated at start', shownDefault: 'built-in plans' },
  STATE_URL: { meaning: '`postgres://…`: accounts, keys, sessions, usage and the discovery queue in PostgreSQL, shared by every origin ([scaling out](scaling-out.md))', shownDefault: 'unset (`DATA_DIR/state.db`)' },
  REDIS_URL: { meaning: '`redis://…` or `rediss://…`: rate-limit windows shared by every origin', shownDefault: 'unset (limits in memory)' },
  ASSET_STORE: {
    meaning: 'where `logos build` writes and the origin looks for prebuilt objects: a folder or `s3://bucket/prefix` ([static build](static-build.md))',
    shownDefault: '`s3://$S3_BUCKET` if set, else `DATA_DIR/assets`',
  },
  SOURCE_STORE: {
    meaning: 'where source logos live (`sources/…` keys), written by `logos import` and discovery and read by every origin and build; `s3://bucket/prefix` shares them',
    shownDefault: '`DATA_DIR/assets`',
  },
  CATALOG_URL: {
    meaning: 'where the catalog is published: a folder, `file://` URL or `s3://bucket/prefix` ([published catalog](scaling-out.md#published-catalog))',
    shownDefault: 'unset (`DATA_DIR/catalog.db`)',
  },
  CATALOG_POLL: { meaning: 'seconds between checks for a newer published catalog (1–86400)' },
  S3_ENDPOINT: { meaning: 'endpoint of an S3-compatible store (R2, MinIO, …)', shownDefault: 'AWS' },
  S3_REGION: { meaning: 'region' },
  S3_BUCKET: { meaning: 'bucket, when `ASSET_STORE` is not given' },
  S3_FORCE_PATH_STYLE: { meaning: 'path-style URLs (MinIO and most self-hosted stores)' },
  DISCOVERY: { meaning: '`true` runs the logo discovery worker inside the origin ([discovery](discovery.md))' },
  DISCOVERY_CONCURRENCY: { meaning: 'domains in flight' },
  DISCOVERY_POLL_MS: { meaning: 'how often an idle worker looks for due domains' },
  DISCOVERY_THRESHOLD: { meaning: 'lowest score that is stored' },
  DISCOVERY_QUEUE_MAX: { meaning: 'open queue rows; when full, open rows nobody asked for in a day are evicted (least requested first) to make room' },
  DISCOVERY_CLIENT_QUOTA: {
    meaning: 'new domains one client (an account, or an IP without a key) may bring to the queue per hour; requests are written to the queue in one batch per second',
  },
  DISCOVERY_FAILURE_COOLDOWN_S: { meaning: 'wait after a domain whose site could not be reached, doubling per attempt' },
  DISCOVERY_NOT_FOUND_RETRY_S: { meaning: 'wait after a domain where nothing reached the threshold, doubling per attempt' },
  DISCOVERY_MAX_BACKOFF_S: { meaning: 'the longest wait the doubling reaches' },
  DISCOVERY_RECHECK_DAYS: {
    meaning: 'a domain whose logo was found is looked at again once its last look is this many days old, so a rebrand reaches the service unasked; `0` never ([freshness](freshness.md))',
  },
  DISCOVERY_CONNECT_TIMEOUT_MS: { meaning: 'TCP/TLS connect deadline' },
  DISCOVERY_REQUEST_TIMEOUT_MS: { meaning: 'total deadline of one fetch, redirects included' },
  DISCOVERY_DOMAIN_TIMEOUT_MS: { meaning: "deadline of one domain's whole run" },
  DISCOVERY_MAX_BYTES: { meaning: 'response body cap, enforced while reading and again after decompression (a compressed bomb is refused)' },
  DISCOVERY_MAX_PIXELS: { meaning: 'sharp `limitInputPixels`: an image whose header declares more pixels is refused before decoding' },
  DISCOVERY_MAX_REDIRECTS: { meaning: 'redirects per fetch' },
  DISCOVERY_MAX_REQUESTS: {
    meaning: 'fetches per domain (the home page may take four addresses, the first tier up to 16 candidates and the manifest, the social tier a page and a picture per platform)',
  },
  DISCOVERY_MAX_CANDIDATES: { meaning: 'candidates fetched and scored per tier' },
  DISCOVERY_RUN_CPU_MS: { meaning: "CPU time one run may spend reading a site's pages, stylesheets and images in its discovery thread; past it the run is stopped (`TOO_COSTLY`)" },
  DISCOVERY_RUN_MEMORY_MB: { meaning: 'heap of a discovery thread; a run that needs more is stopped (`TOO_COSTLY`)' },
  DISCOVERY_ALLOW: { meaning: '`ip:port` pairs that may be connected to although not public (tests); a redirect to any other port or address is still refused' },
  DISCOVERY_RESOLVE: { meaning: '`host=ip` answers that bypass DNS (like `curl --resolve`)' },
  DISCOVERY_RESOLVE_STRICT: { meaning: '`true`: only `DISCOVERY_RESOLVE` answers names and BIMI asks only `DISCOVERY_DNS_SERVERS`, so an offline run cannot reach the internet' },
  DISCOVERY_DNS_SERVERS: { meaning: "DNS servers (`ip` or `ip:port`) for the BIMI TXT lookup; empty: the system's" },
  DISCOVERY_SITE_URL: { meaning: 'URL template of the home page, `{domain}` replaced' },
  DISCOVERY_GITHUB_URL: { meaning: 'base URL of the GitHub provider' },
  DISCOVERY_X_URL: { meaning: 'base URL of the X provider' },
  DISCOVERY_LINKEDIN_URL: { meaning: 'base URL of the LinkedIn provider' },
  DISCOVERY_FACEBOOK_URL: { meaning: 'base URL of the Facebook provider (Graph API)' },
  DISCOVERY_INSTAGRAM_URL: { meaning: 'base URL of the Instagram provider' },
  DISCOVERY_YOUTUBE_URL: { meaning: 'base URL of the YouTube provider' },
  DISCOVERY_USER_AGENT: { meaning: 'sent with every fetch' },
  RENDER_PROCESSES: { meaning: 'child processes that render on-demand misses ([what is shed](operations.md#what-is-shed-and-when))', shownDefault: 'cores − 1 (1 to 4)' },
  RENDER_DEADLINE_MS: { meaning: 'a render still running after this is stopped by killing its process; answered `RENDER_FAILED`' },
  RENDER_QUEUE_MAX: { meaning: 'renders that may wait for a free process; beyond that `503 OVERLOADED` with `Retry-After`' },
  RENDER_FAILURE_TTL_S: { meaning: 'how long a source that failed to render is refused without trying again' },
  RENDER_RECYCLE_AFTER: { meaning: 'a render process is replaced after this many renders, returning its memory' },
  GRAVATAR: {
    meaning: 'personal addresses (at a free mail provider) given to `GET /v1/email/{address}` answer their Gravatar when one exists; `false` answers the fallback without asking Gravatar ([email addresses](api.md#logos-from-an-email-address))',
  },
  GRAVATAR_BASE_URL: { meaning: 'where `/avatar/<sha256>?s=…&d=404` is asked, through discovery\'s guarded fetcher (`DISCOVERY_ALLOW` lets a local server through)' },
  GRAVATAR_TIMEOUT_MS: { meaning: 'how long one Gravatar request may take before the address is answered with the fallback' },
  GRAVATAR_TTL_S: { meaning: 'how long a Gravatar answer, found or not found, is remembered in memory; `0` asks every time' },
  SIGNUP: { meaning: '`true` lets anyone create an account (on the `free` plan) on the dashboard sign-up page' },
  STOREFRONT: {
    meaning:
      'the public search page at `/` and the brand pages at `/brand/:domain`, whose own key-less `/v1` and `/mcp` calls pass the gate when `PUBLIC_URL` is set ([what that opens](access.md#the-storefront)); `false` turns them off',
  },
  PUBLIC_URL: {
    meaning:
      'the origin browsers and clients reach this service at, such as `https://logos.example.com`: key-less calls whose `Origin`/`Referer` is this origin pass the gate as the storefront\'s own, and absolute URLs in answers (`logo` links, the OpenAPI server, snippets) name it, and no account may register a site on its host ([registered sites](access.md#an-accounts-own-sites)). Unset: the storefront\'s key-less calls are refused (said in the start log) and URLs name `http://localhost:PORT`; the request\'s `Host` is never used',
    shownDefault: 'unset',
  },
  FALLBACK_URLS: {
    meaning:
      '`false` refuses every `fallback=<URL>` with `400 FALLBACK_URLS_OFF` (`monogram`, `404` and `transparent` still work); each account may also limit its redirects to hosts it lists ([fallback hosts](access.md#fallback-hosts))',
  },
  WEBHOOK_CA_FILE: {
    meaning: 'PEM file of certificates trusted for webhook deliveries besides the system roots (a private CA, or a test receiver); `https` is still required',
    shownDefault: 'unset (system roots only)',
  },
  WEBHOOK_ALLOW: { meaning: '`ip:port` pairs a webhook may be registered at and delivered to although not public (tests); every other private address is refused' },
  WEBHOOK_PORTS: {
    meaning:
      'comma-separated ports a webhook URL may name besides `443` (the https default); any other port is refused with `400 WEBHOOK_PORT_NOT_ALLOWED`, so deliveries cannot probe a host\'s other services',
    shownDefault: 'empty (443 only)',
  },
  WEBHOOK_TIMEOUT_MS: { meaning: 'deadline of one delivery attempt, connect to answer' },
  WEBHOOK_RETRY_S: { meaning: 'wait after a failed delivery (no answer, or a status outside 2xx), doubling per attempt' },
  WEBHOOK_MAX_BACKOFF_S: { meaning: 'the longest wait the doubling of webhook retries reaches' },
  WEBHOOK_MAX_ATTEMPTS: { meaning: 'attempts per delivery; after the last failed one it is listed as failed and not retried' },
  REPORTS_PER_BRAND_PER_DAY: { meaning: 'reports of wrong logos one brand may receive per UTC day from all accounts together; more answer `429 RATE_LIMITED` ([reports](fixing-logos.md))' },
  REPORT_CONFIRMATIONS: {
    meaning: 'distinct accounts that must report the same image before discovery leaves it out for everyone; until then the brand is looked at again and keeps its logo (an operator\'s report needs none)',
  },
  METRICS_TOKEN: { meaning: 'at least 16 characters; turns on `GET /metrics` (Prometheus) for `Authorization: Bearer <token>` ([metrics](operations.md#metrics))' },
  CHECKPOINT_INTERVAL: { meaning: 'seconds between WAL checkpoints of the SQLite files, each also checking the files are still the ones opened ([backups](operations.md#backups))' },
  SHUTDOWN_TIMEOUT: {
    meaning:
      'seconds that requests in flight may finish after `SIGTERM`/`SIGINT`; idle connections close at once, usage counts are written first, and every connection is cut at the deadline',
  },
  SESSION_SECRET: {
    meaning: 'at least 32 characters; signs session cookies and CSRF tokens. Unset: generated on first start and kept in `state.db`; set the same value on every origin behind one balancer',
    shownDefault: 'generated',
  },
  ADMIN_EMAILS: {
    meaning: 'comma-separated emails of accounts whose API keys may pin, list the history of and revert brands\' logos through `/v1/admin/logos` ([fixing a wrong logo](fixing-logos.md))',
    shownDefault: 'empty (the admin API answers 403)',
  },
  OVERRIDES_POLL: { meaning: "seconds between each origin's reloads of accounts' logo overrides from state, so another origin's upload or removal is served" },
  SESSION_TTL: { meaning: 'how long a dashboard sign-in lasts: seconds, or a number with `s`, `m`, `h` or `d` (60 s to 366 d)' },
  ORIGIN_CLAIM_TTL: {
    meaning: 'how long an account has to prove it controls a site it registered, before the claim lapses and counts for nothing: seconds, or a number with `s`, `m`, `h` or `d` (1 h to 90 d)',
  },
};
