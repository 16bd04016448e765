// What the service keeps about its callers, as one interface with an embedded (SQLite) and a shared (PostgreSQL)
// backend. Every method is async so both backends fit; the SQLite one answers from the same tick.

export interface Account {
  id: string;
  email: string;
  plan: string;
  createdAt: string;
}

export interface ApiKeyRecord {
  id: string;
  accountId: string;
  prefix: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

export interface KeyOwner {
  key: ApiKeyRecord;
  account: Account;
}

export interface AccountsStore {
  createAccount(email: string, plan: string): Promise<Account>;
  account(idOrEmail: string): Promise<Account | undefined>;
  accounts(): Promise<Account[]>;
  /** The only moment the full key exists outside the caller's hands: it is returned once and never stored. */
  createKey(accountId: string, name: string): Promise<{ key: string; record: ApiKeyRecord }>;
  /** The active key and its account for a presented key; undefined when unknown or revoked. */
  ownerOf(presented: string): Promise<KeyOwner | undefined>;
  /**
   * The same answer without waiting when it is at hand (the hot path's memo): an owner, null for unknown or revoked,
   * or undefined when only ownerOf() can tell.
   */
  memoisedOwner(presented: string): KeyOwner | null | undefined;
  key(id: string): Promise<ApiKeyRecord | undefined>;
  keys(accountId?: string): Promise<ApiKeyRecord[]>;
  revokeKey(id: string): Promise<ApiKeyRecord>;
  touchKeys(lastUsed: ReadonlyMap<string, string>): Promise<void>;
}

export interface PasswordsStore {
  set(accountId: string, password: string): Promise<void>;
  has(accountId: string): Promise<boolean>;
  /** True only for an account that has this password; unknown accounts take the same time as real ones. */
  verify(accountId: string | undefined, password: string): Promise<boolean>;
}

export interface SessionRecord {
  accountId: string;
  createdAt: number;
  expiresAt: number;
}

export interface SessionsStore {
  create(id: string, accountId: string, now: number, ttlMs: number): Promise<SessionRecord>;
  find(id: string, now: number): Promise<SessionRecord | undefined>;
  end(id: string): Promise<void>;
  /** Ends every session of an account, as after a password reset. */
  endAllOf(accountId: string): Promise<void>;
}

export type UsageKind = 'account' | 'key' | 'ip';

export interface UsageDelta {
  day: string;
  kind: UsageKind;
  id: string;
  count: number;
}

export interface UsageStore {
  /** Adds a batch of deltas atomically; concurrent adds from several origins sum exactly. */
  add(deltas: readonly UsageDelta[]): Promise<void>;
  total(kind: UsageKind, id: string, fromDay: string, toDay: string): Promise<number>;
  daily(kind: UsageKind, id: string, fromDay: string): Promise<{ day: string; count: number }[]>;
  /** Where reading an access log stopped (`logos usage ingest`), or undefined before its first read. */
  logCursor(source: string): Promise<LogCursor | undefined>;
  /** Adds the deltas read from a log and moves its cursor in one transaction, so a crash counts nothing twice. */
  addFromLog(deltas: readonly UsageDelta[], source: string, cursor: LogCursor): Promise<void>;
}

/** A position in an access log: the file's identity (device and inode, which survive a rename) and a byte offset. */
export interface LogCursor {
  file: string;
  offset: number;
}

/** Logo requests answered with a brand's own logo, per brand domain and UTC day (the search's own-demand signal). */
export interface DemandDelta {
  day: string;
  domain: string;
  count: number;
}

export interface BrandDemandStore {
  /** Adds a batch atomically; concurrent adds from several origins sum exactly. */
  add(deltas: readonly DemandDelta[]): Promise<void>;
  /** Each domain's requests from `fromDay` on, summed: the `limit` most requested domains. */
  totals(fromDay: string, limit: number): Promise<Map<string, number>>;
  /** Forgets the days before `beforeDay`; answers how many rows went. */
  prune(beforeDay: string): Promise<number>;
}

export const QUEUE_STATUSES = ['pending', 'running', 'found', 'not-found', 'failed'] as const;
export type QueueStatus = (typeof QUEUE_STATUSES)[number];
export type Outcome = 'found' | 'not-found' | 'failed';
export type EnqueueResult = 'queued' | 'seen' | 'full';

export interface QueuedDomain {
  domain: string;
  requests: number;
  status: QueueStatus;
  firstSeen: string;
  lastSeen: string;
  attempts: number;
  nextAttemptAt: string;
  lastAttemptAt: string | null;
  lastError: string | null;
  lastResult: unknown;
}

export interface QueueStatusReport {
  counts: Record<QueueStatus, number>;
  due: number;
  open: number;
  max: number;
}

export interface CompletedAttempt {
  nextAttemptAt: Date;
  error?: string;
  result?: unknown;
  now?: Date;
}

/** Where a domain asked to be looked at again stands: waiting (1 is next) or being looked at now. */
export type RefreshState = { state: 'queued'; position: number } | { state: 'running'; position: null };

export interface EnqueueSummary {
  queued: number;
  seen: number;
  full: number;
  evicted: number;
}

/** The durable queue of domains asked for without a logo: deduplicated, bounded, claimed with a lease. */
export interface DiscoveryQueue {
  enqueue(domain: string, now?: Date): Promise<EnqueueResult>;
  /**
   * Records a batch of requests (domain -> count) in one write. New domains take free slots; when there are too few,
   * open rows nobody asked for in STALE_AFTER_MS are evicted, least requested first, to make room.
   */
  enqueueMany(requests: ReadonlyMap<string, number>, now?: Date): Promise<EnqueueSummary>;
  /** Takes the most requested due domain; no two workers, on any origin, get the same one. */
  claim(now?: Date, leaseMs?: number): Promise<{ domain: string; attempts: number } | undefined>;
  complete(domain: string, outcome: Outcome, details: CompletedAttempt): Promise<void>;
  /**
   * Asks for the domain to be looked at again, ahead of every domain not so asked (refreshes among themselves in the
   * order they came). Not bounded by the queue's size: refreshes are bounded per account by their plan.
   */
  refresh(domain: string, now?: Date): Promise<RefreshState>;
  /**
   * Makes found domains last looked at before `checkedBefore` due again, at most `limit` of them, oldest first:
   * the scheduled re-check that lets a rebrand reach the service. Answers how many were made due.
   */
  requeueFound(checkedBefore: Date, now: Date, limit: number): Promise<number>;
  get(domain: string): Promise<QueuedDomain | undefined>;
  list(limit?: number): Promise<QueuedDomain[]>;
  status(now?: Date): Promise<QueueStatusReport>;
}

/** What discovery found for a brand (its record and discovered assets), replicated to every origin. */
export interface DiscoveryRecord {
  seq: number;
  domain: string;
  payload: unknown;
}

export interface DiscoveriesStore {
  /** Replaces the brand's record; each write gets a higher sequence number than any before it. */
  record(domain: string, payload: unknown): Promise<void>;
  /** Records written after `seq`, oldest first. */
  since(seq: number, limit?: number): Promise<DiscoveryRecord[]>;
}

import type { WebhooksStore } from './webhook-types.ts';

export * from './webhook-types.ts';

export interface SettingsStore {
  /** The stored value, or `make()` stored first; processes starting together agree on the first value written. */
  getOrCreate(name: string, make: () => string): Promise<string>;
  /** The stored value, if there is one. */
  get(name: string): Promise<string | undefined>;
  /** Stores the value, replacing the one before (an operator's mark, such as an account's sign-in unlocked). */
  set(name: string, value: string): Promise<void>;
}

export const LOGO_EVENT_KINDS = ['pin', 'revert', 'discovery'] as const;
export type LogoEventKind = (typeof LOGO_EVENT_KINDS)[number];

/**
 * One change of what a brand serves: an operator's pin or revert, or a discovery run that stored a logo. Asset records
 * are the catalog's, kept as JSON here because state does not know the catalog's types.
 */
export interface LogoEvent {
  id: number;
  domain: string;
  kind: LogoEventKind;
  variant: string;
  theme: string;
  /** Who: "cli:<user>", "admin:<email>", "discovery:<provider>". */
  by: string;
  at: string;
  /** The record served from then on (a pin's or discovery's asset); null for a revert. */
  asset: unknown;
  /** The records it took out of the catalog, so a revert can put them back. */
  replaced: unknown[];
  /** Set on a pin when a revert took it back. */
  revertedAt: string | null;
}

export interface LogoHistoryStore {
  add(event: Omit<LogoEvent, 'id' | 'revertedAt'>): Promise<LogoEvent>;
  /** Newest first. */
  list(domain: string, limit?: number): Promise<LogoEvent[]>;
  markReverted(id: number, at: string): Promise<void>;
}

/** An account's own logo for a domain, served to that account's keys only. */
export interface LogoOverride {
  accountId: string;
  domain: string;
  storageKey: string;
  contentHash: string;
  format: string;
  width: number;
  height: number;
  createdAt: string;
}

export interface OverridesStore {
  /** Stores or replaces the account's override; 'limit' when it would be the account's `max + 1`th domain. */
  put(override: LogoOverride, max: number): Promise<'stored' | 'limit'>;
  list(accountId: string): Promise<LogoOverride[]>;
  /** Every override of every account (the origins' in-memory index; bounded by the plans' limits). */
  all(): Promise<LogoOverride[]>;
  remove(accountId: string, domain: string): Promise<LogoOverride | undefined>;
}

/** How control of a registered origin was shown: a DNS TXT record, a file at a well-known path, or the operator's word
 * (origins registered before proof was asked for). */
export type OriginProof = 'dns' | 'file' | 'operator';

/**
 * A web origin an account claimed: once proven, key-less requests from its pages are that account's
 * (server/gate/trusted-origins.ts). Several accounts may claim one origin; the first to prove it owns it.
 */
export interface AccountOrigin {
  accountId: string;
  /** Normalised: "https://app.example.com", "https://*.example.com:8443". */
  origin: string;
  createdAt: string;
  /** SHA-256 (hex) of the token shown once at registration; null where none was given. */
  tokenHash: string | null;
  /** When control was proven; null while the claim is unproven, which serves nothing. */
  verifiedAt: string | null;
  proof: OriginProof | null;
  /** When an unproven claim lapses (then it is as if never made); null once proven. */
  expiresAt: string | null;
}

export interface OriginsStore {
  /**
   * Claims an origin, unproven unless `entry` says otherwise. 'taken' when another account proved it; 'exists' when the
   * account holds it already; 'limit' when it would be the account's `max + 1`th. Lapsed claims count for nothing.
   */
  add(entry: AccountOrigin, max: number, now: Date): Promise<'stored' | 'exists' | 'taken' | 'limit'>;
  /** The account's claims that have not lapsed, proven or not. */
  list(accountId: string, now: Date): Promise<AccountOrigin[]>;
  /**
   * Marks the account's claim proven and drops every other account's unproven claim of the origin: 'missing' when the
   * account holds no live claim, 'taken' when another account proved it first.
   */
  prove(accountId: string, origin: string, proof: OriginProof, now: Date): Promise<'proven' | 'missing' | 'taken'>;
  remove(accountId: string, origin: string): Promise<AccountOrigin | undefined>;
  /**
   * The account of the most specific of `candidates` proven (server/gate/trusted-origins.ts accountOriginCandidates: the
   * page's exact origin first, then the wildcards covering it), if any; memoised by the exact origin.
   */
  ownerOf(candidates: readonly string[]): Promise<Account | undefined>;
  /** The same answer by the page's exact origin when it is at hand: an account, null for none, undefined when only ownerOf() can tell. */
  memoisedOwner(origin: string): Account | null | undefined;
}

export interface LogoReport {
  id: number;
  domain: string;
  accountId: string;
  keyId: string;
  reason: string;
  imageUrl: string | null;
  /** What the next discovery runs of the domain leave out: the reported image's URL and content hash, when known. */
  excludedUrl: string | null;
  excludedHash: string | null;
  createdAt: string;
}

/** The hosts an account lets fallback=<URL> redirect to (PUT /v1/me/fallback-hosts); none listed: any public host. */
export interface FallbackHostsStore {
  /** The account's hosts, sorted; empty when it set none. */
  get(accountId: string): Promise<string[]>;
  /** Replaces the account's list; an empty list removes it. */
  set(accountId: string, hosts: readonly string[]): Promise<void>;
}

export interface ReportsStore {
  add(report: Omit<LogoReport, 'id'>): Promise<LogoReport>;
  /** Newest first, of one domain or of all. */
  list(limit: number, domain?: string): Promise<LogoReport[]>;
  /** The URLs and content hashes reported for a domain by at least `confirmations` accounts (1 by default) or an operator. */
  exclusions(domain: string, confirmations?: number): Promise<{ urls: string[]; hashes: string[] }>;
  /** Reports of an account, or of a domain, created at or after `since` (an ISO time). */
  countSince(of: { accountId: string } | { domain: string }, since: string): Promise<number>;
}

/** An account asked for a brand's logo (or its placeholder) on a UTC day. */
export interface DomainRequest {
  accountId: string;
  domain: string;
  day: string;
}

/**
 * Which domains each account asked logos of, one row per (account, domain) with the last UTC day asked. Read by
 * overrides (only for a domain the account uses) and webhooks (who hears of a logo change); server/usage/requested-domains.ts
 * holds the windows both read over and prunes past the longest.
 */
export interface RequestedDomainsStore {
  /** Keeps the latest day per (account, domain). */
  add(requests: readonly DomainRequest[]): Promise<void>;
  /** Whether the account asked for the domain on or after `sinceDay` (any day still kept when omitted). */
  has(accountId: string, domain: string, sinceDay?: string): Promise<boolean>;
  /** The accounts that asked for the domain on or after `sinceDay`, sorted. */
  accountsSince(domain: string, sinceDay: string): Promise<string[]>;
  /** Forgets pairs last asked before `beforeDay`; answers how many went. */
  prune(beforeDay: string): Promise<number>;
}

export interface StateStore {
  readonly backend: 'sqlite' | 'postgres';
  accounts: AccountsStore;
  passwords: PasswordsStore;
  sessions: SessionsStore;
  usage: UsageStore;
  brandDemand: BrandDemandStore;
  discoveryQueue: DiscoveryQueue;
  discoveries: DiscoveriesStore;
  webhooks: WebhooksStore;
  settings: SettingsStore;
  logoHistory: LogoHistoryStore;
  overrides: OverridesStore;
  origins: OriginsStore;
  reports: ReportsStore;
  requestedDomains: RequestedDomainsStore;
  fallbackHosts: FallbackHostsStore;
  /** A real query, for /health. */
  check(): Promise<void>;
  close(): Promise<void>;
}
