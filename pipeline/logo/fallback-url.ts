// fallback=<URL>: where a request with no logo is sent instead. Only https, never to a private, loopback or
// link-local address, whether written as one or reached through a name that resolves to one; length-limited.
import { isIP } from 'node:net';
import { DiscoveryError } from '../discovery/errors.ts';
import { isPublicAddress } from '../discovery/net/address.ts';
import { checkedAddresses } from '../discovery/net/checked-host.ts';
import type { Resolver } from '../discovery/net/resolver.ts';
import { FALLBACK_CHOICES, MAX_FALLBACK_URL_LENGTH, type Fallback, type FallbackChoice } from './request.ts';

/** Why a fallback URL is refused: malformed or unsafe, URL fallbacks off (FALLBACK_URLS), or a host the account did not list. */
export type FallbackRefusal = 'invalid' | 'off' | 'host-not-allowed';

/** A fallback the request may not have; its message names the parameter, what it allows and what came. */
export class InvalidFallbackError extends Error {
  constructor(
    message: string,
    readonly refusal: FallbackRefusal = 'invalid',
  ) {
    super(message);
    this.name = 'InvalidFallbackError';
  }
}

/** Who may be redirected where: the operator's switch and each account's own list of hosts. */
export interface FallbackUrlPolicy {
  /** FALLBACK_URLS: false refuses every URL fallback. */
  enabled: boolean;
  /** The hosts an account allows (empty: any public host); undefined for a caller without an account. */
  hostsOf?(accountId: string): Promise<readonly string[]>;
}

/** A fallback host as an account lists it: a lower-case host name, or `*.` and a domain for its subdomains. */
export function fallbackHostAllowed(hostname: string, allowed: readonly string[]): boolean {
  const host = hostname.toLowerCase();
  return allowed.some((entry) => (entry.startsWith('*.') ? host.endsWith(entry.slice(1)) : host === entry));
}

/** Refuses `url` when the policy does not let this caller redirect there (the public-address check comes after). */
export async function checkFallbackPolicy(policy: FallbackUrlPolicy, url: URL, accountId: string | undefined): Promise<void> {
  if (!policy.enabled) throw new InvalidFallbackError('fallback URLs are turned off on this server (FALLBACK_URLS=false); use monogram, 404 or transparent', 'off');
  if (accountId === undefined || !policy.hostsOf) return;
  const allowed = await policy.hostsOf(accountId);
  if (allowed.length === 0 || fallbackHostAllowed(url.hostname, allowed)) return;
  throw new InvalidFallbackError(`fallback host ${url.hostname} is not one of the account's fallback hosts (${allowed.join(', ')})`, 'host-not-allowed');
}

const EXPECTED = `fallback must be one of ${FALLBACK_CHOICES.join(', ')}, or an https URL of at most ${MAX_FALLBACK_URL_LENGTH} characters`;
const got = (text: string) => JSON.stringify(text.slice(0, 100));

/** The fallback a query value asks for; the checks that need no network (the host's addresses: checkFallbackHost). */
export function parseFallback(raw: string): Fallback {
  const word = raw.toLowerCase();
  if ((FALLBACK_CHOICES as readonly string[]).includes(word)) return word as FallbackChoice;
  if (raw.length > MAX_FALLBACK_URL_LENGTH) throw new InvalidFallbackError(`${EXPECTED}, got a value of ${raw.length} characters`);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new InvalidFallbackError(`${EXPECTED}, got ${got(raw)}`);
  }
  if (url.protocol !== 'https:') throw new InvalidFallbackError(`${EXPECTED}; a fallback URL must use https, got ${url.protocol} in ${got(raw)}`);
  if (url.username || url.password) throw new InvalidFallbackError(`a fallback URL must not carry a user name or password, got ${got(url.origin)}`);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // A name without a dot or under .localhost means this machine or its network, never a public page.
  const local = isIP(host) ? !isPublicAddress(host) : !host.includes('.') || host === 'localhost' || host.endsWith('.localhost');
  if (local) throw new InvalidFallbackError(`a fallback URL must not lead to a private, loopback or link-local address, got ${got(url.hostname)}`);
  return url;
}

export interface FallbackHostOptions {
  /** The longest wait for the host's addresses before the fallback is refused. */
  deadlineMs: number;
  /** How long a host's verdict is kept, so a page of broken logos costs one lookup. */
  ttlMs: number;
  /** The most hosts remembered. */
  entries: number;
}

const DEFAULTS: FallbackHostOptions = { deadlineMs: 2000, ttlMs: 300_000, entries: 1000 };

/** Why a fallback URL's host may not be redirected to (undefined: it may), from every address its name resolves to. */
export type FallbackHostCheck = (url: URL) => Promise<string | undefined>;

export function createFallbackHostCheck(resolve: Resolver, options: Partial<FallbackHostOptions> = {}): FallbackHostCheck {
  const { deadlineMs, ttlMs, entries } = { ...DEFAULTS, ...options };
  const verdicts = new Map<string, { refusal: string | undefined; until: number }>();
  return async function checkFallbackHost(url) {
    const known = verdicts.get(url.hostname);
    if (known && known.until > Date.now()) return known.refusal;
    const refusal = await refusalOf(resolve, url.hostname, deadlineMs);
    // A lookup that failed or timed out is not remembered: the next request asks again.
    if (refusal?.kind === 'unresolved') return refusal.message;
    if (verdicts.size >= entries) verdicts.clear();
    verdicts.set(url.hostname, { refusal: refusal?.message, until: Date.now() + ttlMs });
    return refusal?.message;
  };
}

async function refusalOf(resolve: Resolver, hostname: string, deadlineMs: number): Promise<{ kind: 'blocked' | 'unresolved'; message: string } | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DiscoveryError('DNS_FAILED', `could not resolve ${hostname} within ${deadlineMs} ms`)), deadlineMs);
  });
  try {
    await Promise.race([checkedAddresses(resolve, hostname), deadline]);
    return undefined;
  } catch (error) {
    if (!(error instanceof DiscoveryError)) throw error;
    if (error.code === 'BLOCKED_ADDRESS') return { kind: 'blocked', message: `a fallback URL must not lead to a private, loopback or link-local address: ${error.message}` };
    return { kind: 'unresolved', message: `the host of the fallback URL must resolve to a public address: ${error.message}` };
  } finally {
    clearTimeout(timer);
  }
}
