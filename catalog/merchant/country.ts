// Which country a brand's domain belongs to, and whether a brand may answer a line printed in a given country: a
// brand on another country's domain (woolworths.co.za for a line printed in Sydney) is another company of that name.
import { publicSuffixList } from '../domain.ts';
import type { NameMatch } from '../search.ts';
import type { LinePlace } from './places.ts';

/**
 * Country-code domains used worldwide rather than for their country, so they name none: the list Google Search
 * Central documents as treated as generic ("Managing multi-regional and multilingual sites"), and those startups and
 * online services register the same way (notion.so, bit.ly).
 */
const GENERIC_CODES: ReadonlySet<string> = new Set(['ad', 'ai', 'as', 'bz', 'cc', 'cd', 'co', 'dj', 'fm', 'io', 'la', 'me', 'ms', 'nu',
  'sc', 'sr', 'su', 'tv', 'tk', 'ws', 'so', 'ly', 'gg', 'sh', 'to', 'vc', 'ac']);

/** The ISO alpha-2 country a domain belongs to, or undefined for a global one (.com, .io, .co). */
export function domainCountry(domain: string): string | undefined {
  // A public suffix ends in the top-level domain, so only a generic code's suffix needs the list: bit.ly names no
  // country, example.com.co names Colombia.
  const code = domain.slice(domain.lastIndexOf('.') + 1);
  if (code.length !== 2) return undefined;
  if (GENERIC_CODES.has(code) && publicSuffixList().getPublicSuffix(domain, { allowPrivateDomains: false }) === code) return undefined;
  return code === 'uk' ? 'GB' : code.toUpperCase();
}

/**
 * How a brand with these domains fits a line printed in one of `countries`: `home` when one of them is a domain of
 * that country (and the line names one country), `global` when one is a global domain, `foreign` when every domain is
 * another country's.
 */
export function countryFit(domains: readonly string[], countries: ReadonlySet<string>): 'home' | 'global' | 'foreign' {
  const owned = domains.map(domainCountry);
  if (countries.size === 1 && owned.some((country) => country !== undefined && countries.has(country))) return 'home';
  return owned.some((country) => country === undefined || countries.has(country)) ? 'global' : 'foreign';
}

/** Picks among brands of one name, as Search.resolveName's `choose` does; undefined refuses them all. */
export type Choose = (matches: readonly NameMatch[]) => NameMatch | undefined;

export type CountryChoice = ReturnType<typeof countryChoice>;

/**
 * The brands a line printed at `place` may answer: none on another country's domain (a line printed in Sydney is not
 * paid to woolworths.co.za), and among brands of one name the one on the line's country's own domain first.
 * `domainsOf` lists a brand's domain and its aliases; `says` tells, for `via`, which brands were passed over.
 */
export function countryChoice(place: LinePlace, domainsOf: (domain: string) => string[]) {
  const passed = new Set<string>();
  const fits = new Map<string, ReturnType<typeof countryFit>>();
  // A brand's aliases (a query each) matter only among several brands of a name or when its own domain is foreign.
  const fit = (domain: string, among = 1) => {
    const own = domainCountry(domain);
    if (among === 1 && (own === undefined || place.countries.has(own))) return countryFit([domain], place.countries);
    let known = fits.get(domain);
    if (!known) fits.set(domain, (known = countryFit(domainsOf(domain), place.countries)));
    return known;
  };
  const where = `${place.text}=${[...place.countries].join('/')}`;
  const foreign = (domain: string) => {
    if (fit(domain) !== 'foreign') return false;
    passed.add(domain);
    return true;
  };
  const choose: Choose = (matches) => {
    const read = matches.map((match) => ({ match, fit: fit(match.domain, matches.length) }));
    const chosen = read.find((entry) => entry.fit === 'home') ?? read.find((entry) => entry.fit === 'global');
    // Only a brand that would have answered before the chosen one was passed over.
    for (const entry of read.slice(0, chosen ? read.indexOf(chosen) : read.length)) if (entry.fit === 'foreign') passed.add(entry.match.domain);
    return chosen?.match;
  };
  return {
    choose,
    foreign,
    /** Only a brand on the line's own country's domain, for an alias's brand to give way to. */
    home: ((matches) => matches.find((match) => fit(match.domain, matches.length) === 'home')) as Choose,
    where,
    says: () => (passed.size === 0 ? '' : ` place:${where} not:${[...passed].join(' ')}`),
  };
}
