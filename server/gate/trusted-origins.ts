// Who may call key-less from a browser page. TRUSTED_ORIGINS: exact hosts ("app.example.com") or wildcards
// ("*.example.com", any subdomain, not the apex), anonymous. An account's own origins: the same host patterns with
// the page's scheme and port ("https://app.example.com", "https://*.example.com:8443"), served as that account.
import { isIP } from 'node:net';
import { publicSuffixList } from '../../catalog/domain.ts';

export type OriginMatcher = (header: string | undefined) => boolean;

const HOST_PATTERN = /^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*$/;

export function parseTrustedOrigins(list: string): string[] {
  const entries = list.split(',').map((entry) => entry.trim().toLowerCase()).filter(Boolean);
  for (const entry of entries) {
    if (!HOST_PATTERN.test(entry)) {
      throw new Error(`TRUSTED_ORIGINS entries must be hosts like app.example.com or *.example.com, got ${JSON.stringify(entry)}`);
    }
  }
  return entries;
}

export function originMatcher(entries: readonly string[]): OriginMatcher {
  const trusts = hostMatcher(entries);
  return (header) => {
    const host = pageOf(header)?.hostname;
    return host !== undefined && trusts(host);
  };
}

/** The same decision over a host already read from the header (the gate parses the header once). */
export function hostMatcher(entries: readonly string[]): (host: string) => boolean {
  const exact = new Set(entries.filter((entry) => !entry.startsWith('*.')));
  const suffixes = entries.filter((entry) => entry.startsWith('*.')).map((entry) => entry.slice(1));
  return (host) => exact.has(host) || suffixes.some((suffix) => host.endsWith(suffix) && host.length > suffix.length);
}

/** An account's origin as written ("https://App.example.com/") normalised, or a message saying what was expected. */
export function parseAccountOrigin(text: string): { origin: string } | { problem: string } {
  const expected = `must be a scheme and host like https://app.example.com (optionally *.example.com, a port), got ${JSON.stringify(text.slice(0, 300))}`;
  // An IPv6 literal is read too, so that registering one is refused for what it is (registrationProblem).
  const match = text.length > 300 ? null : /^(https?):\/\/(\[[0-9a-f:.]+\]|[^/:?#@[\]]+)(?::(\d{1,5}))?\/?$/i.exec(text.trim());
  const host = match?.[2]!.toLowerCase();
  if (!match || !(HOST_PATTERN.test(host!) || host!.startsWith('['))) return { problem: expected };
  if (!isHostSized(host!)) return { problem: 'has a host over 253 characters or a label over 63, which no DNS name has' };
  const scheme = match[1]!.toLowerCase();
  const port = match[3] === undefined ? '' : Number(match[3]);
  if (port !== '' && (port < 1 || port > 65_535)) return { problem: expected };
  const defaultPort = port === (scheme === 'https' ? 443 : 80);
  return { origin: `${scheme}://${host}${port === '' || defaultPort ? '' : `:${port}`}` };
}

/** The host of a normalised origin ("*.example.com" for a wildcard). */
export const hostOfOrigin = (origin: string): string => origin.slice(origin.indexOf('://') + 3).replace(/:\d+$/, '');

export type RegistrationProblem = { problem: string; kind: 'ip' | 'invalid' | 'public-suffix' | 'own' };

const IP_PROBLEM: RegistrationProblem = { problem: "names an IP address; register the site's host name", kind: 'ip' };
const LDH_LABEL = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

/**
 * Why a host (a wildcard's base) is no DNS name a site could be registered under: an IP address in any form a
 * browser's URL parser reads as one ("0x7f000001", "2130706433", "0177.0.0.1", "127.1", "[::ffff:7f00:1]"), a name the
 * parser refuses or rewrites (a numeric last label, bad punycode), or a label with a hyphen at either end.
 */
export function hostNameProblem(name: string): RegistrationProblem | undefined {
  if (name.startsWith('[')) return IP_PROBLEM;
  let parsed: string | undefined;
  try {
    parsed = new URL(`http://${name}/`).hostname;
  } catch {
    parsed = undefined;
  }
  if (parsed !== undefined && isIP(parsed) !== 0) return IP_PROBLEM;
  if (parsed !== name || !name.split('.').every((label) => LDH_LABEL.test(label))) {
    return { problem: 'is no DNS name: each label must be letters, digits and inner hyphens, the last not a number', kind: 'invalid' };
  }
  return undefined;
}

/**
 * Why a normalised origin may not be registered, if it may not: an IP address (no site to prove) or no DNS name, a
 * wildcard over a public suffix ("*.co.uk", "*.github.io": the Public Suffix List, its private section included), or a
 * host of the service itself (`ownHost`, from PUBLIC_URL).
 */
export function registrationProblem(origin: string, ownHost?: string): RegistrationProblem | undefined {
  const host = hostOfOrigin(origin);
  const base = host.startsWith('*.') ? host.slice(2) : undefined;
  const named = hostNameProblem(base ?? host);
  if (named) return named;
  // A wildcard covers the subdomains of one registrable domain, never everyone's sites under a public suffix.
  if (base !== undefined && publicSuffixList().getPublicSuffix(base, { allowPrivateDomains: true }) === base) {
    return { problem: `would cover every site under the public suffix ${base}; register your own domain, like *.example.${base}`, kind: 'public-suffix' };
  }
  if (ownHost !== undefined && (host === ownHost || (base !== undefined && ownHost.endsWith(`.${base}`)))) {
    return { problem: `covers this service's own host ${ownHost} (PUBLIC_URL), whose pages no account can claim`, kind: 'own' };
  }
  return undefined;
}

/** The page's origin as an account registers it ("https://app.example.com:8443"); undefined unless http(s). */
export function originOfPage(page: URL): string | undefined {
  if (page.protocol !== 'https:' && page.protocol !== 'http:') return undefined;
  return page.port === '' ? `${page.protocol}//${page.hostname}` : `${page.protocol}//${page.hostname}:${page.port}`;
}

// RFC 1035: a name is at most 253 characters and a label 63, so at most 127 labels.
const MAX_HOST_LENGTH = 253;
const MAX_LABEL_LENGTH = 63;

/** Whether a host is short enough to be a DNS name; anything longer is refused before any lookup. */
export function isHostSized(host: string): boolean {
  if (host.length > MAX_HOST_LENGTH) return false;
  let label = 0;
  for (let i = 0; i < host.length; i++) {
    if (host.charCodeAt(i) === 46 /* . */) label = 0;
    else if (++label > MAX_LABEL_LENGTH) return false;
  }
  return true;
}

/** How many wildcards above a page are looked up: registered wildcards sit near the site's own domain. */
export const MAX_WILDCARD_CANDIDATES = 8;

/**
 * The account origins that would cover a page, most specific first: its exact origin, then each wildcard of a parent
 * domain ("https://*.b.example.com", "https://*.example.com") down to the registrable domain, at most
 * MAX_WILDCARD_CANDIDATES of them, those nearest the registrable domain. Empty unless http(s) and a DNS-sized host.
 */
export function accountOriginCandidates(page: URL): string[] {
  const exact = originOfPage(page);
  if (exact === undefined || !isHostSized(page.hostname)) return [];
  const port = page.port === '' ? '' : `:${page.port}`;
  const labels = page.hostname.split('.');
  // A wildcard's base is never a public suffix (registeredSiteProblem), so bases shorter than the registrable
  // domain are not looked up; "*.a.b" needs at least two labels of base.
  const { domain: registrable, isIp } = publicSuffixList().parse(page.hostname, { allowPrivateDomains: true });
  if (isIp) return [exact];
  const lastBase = labels.length - Math.max(2, registrable ? registrable.split('.').length : 2);
  const firstBase = Math.max(1, lastBase - MAX_WILDCARD_CANDIDATES + 1);
  const candidates = [exact];
  for (let i = firstBase; i <= lastBase; i++) candidates.push(`${page.protocol}//*.${labels.slice(i).join('.')}${port}`);
  return candidates;
}

/** The page an Origin or Referer header names, if it is a URL. */
export function pageOf(header: string | undefined): URL | undefined {
  if (!header) return undefined;
  try {
    return new URL(header);
  } catch {
    return undefined;
  }
}
