// Turns whatever a caller typed (a URL, a host with port, an IDN) into the canonical ASCII domain we key brands by,
// and gives the Public Suffix List to everything that asks which part of a domain is registrable.
import { createRequire } from 'node:module';
import { domainToASCII, domainToUnicode } from 'node:url';
import type * as Tldts from 'tldts';

// The list (tldts) is required when first asked for, not imported: building it takes a short command longer than its
// whole lookup, and most lookups (a domain of two labels, a .com brand's country) are answered without it. A require
// of its own, so the bundle leaves the package to be loaded then.
const requireAtRunTime = createRequire(import.meta.url);
let suffixList: typeof Tldts | undefined;

export function publicSuffixList(): typeof Tldts {
  return (suffixList ??= requireAtRunTime('tldts') as typeof Tldts);
}

export class InvalidDomainError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidDomainError';
  }
}

const MAX_INPUT_LENGTH = 2048;
const MAX_DOMAIN_LENGTH = 253;
const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;
const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

export function normaliseDomain(input: string): string {
  const quoted = JSON.stringify(input.length > 80 ? `${input.slice(0, 80)}…` : input);
  const fail = (why: string): never => {
    throw new InvalidDomainError(`domain must be a hostname such as "stripe.com", got ${quoted}: ${why}`);
  };
  if (input.length > MAX_INPUT_LENGTH) fail(`longer than ${MAX_INPUT_LENGTH} characters`);
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(input)) fail('contains control characters or backslashes');
  if (input.includes('..')) fail('contains ".."');

  let host = input.trim().replace(SCHEME, '');
  host = host.split(/[/?#]/, 1)[0] ?? '';
  host = host.slice(host.lastIndexOf('@') + 1);
  if (host.startsWith('[')) fail('IP addresses are not brands');
  host = host.replace(/:\d*$/, '').toLowerCase().replace(/\.$/, '');
  if (host.startsWith('www.')) host = host.slice(4);
  if (host === '') fail('empty');

  const ascii = domainToASCII(host);
  if (ascii === '') fail('not a valid hostname');
  // An IPv6 address never gets here: brackets are refused above, and a bare one is no valid hostname.
  if (IPV4.test(ascii)) fail('IP addresses are not brands');
  if (ascii.length > MAX_DOMAIN_LENGTH) fail(`longer than ${MAX_DOMAIN_LENGTH} characters`);
  const labels = ascii.split('.');
  if (labels.length < 2) fail('needs at least two labels');
  if (!labels.every((label) => LABEL.test(label))) fail('labels must be 1-63 letters, digits or inner hyphens');
  const tld = labels.at(-1)!;
  if (!/^(?:[a-z]{2,63}|xn--[a-z0-9-]+)$/.test(tld)) fail(`"${tld}" is not a top-level domain`);
  if (tld === 'localhost' || tld === 'local' || tld === 'internal') fail('local names are not brands');
  return ascii;
}

/** The domain's first label as a person would read it, for placeholders of IDN domains. */
export function displayName(domain: string): string {
  return domainToUnicode(domain).split('.')[0] ?? domain;
}

/**
 * The domains a lookup tries for a normalised host, most specific first: the host itself, then each parent down to
 * its registrable domain ("docs.aws.amazon.com" → aws.amazon.com → amazon.com), so the longest listed brand wins.
 * The Public Suffix List's private section counts: "someone.blogspot.com" and "user.github.io" are their owners'
 * own sites, never blogspot.com or github.io.
 */
export function lookupCandidates(domain: string): string[] {
  // Two labels are the registrable domain itself or a public suffix: either way the host is the one candidate.
  if (domain.indexOf('.') === domain.lastIndexOf('.')) return [domain];
  const registrable = publicSuffixList().getDomain(domain, { allowPrivateDomains: true });
  if (!registrable || registrable === domain || !domain.endsWith(`.${registrable}`)) return [domain];
  const candidates = [domain];
  for (let at = domain.indexOf('.'); at !== -1; at = domain.indexOf('.', at + 1)) {
    const parent = domain.slice(at + 1);
    candidates.push(parent);
    if (parent === registrable) break;
  }
  return candidates;
}
