// The brand behind a statement line: the alias table first, then an airline ticket, a domain the line prints, the
// catalog's name lookup on the cleaned name, and a brand's name followed by explained words. Never a guess: without a
// match the line answers its cleaned name and no domain.
import type { Catalog } from '../catalog.ts';
import { InvalidDomainError, normaliseDomain, publicSuffixList } from '../domain.ts';
import type { Search } from '../search.ts';
import { merchantAliases, type AliasTable, type MerchantAlias } from './aliases.ts';
import { readLine, type NotMerchant, type StatementLine } from './clean.ts';
import { countryChoice, type Choose, type CountryChoice } from './country.ts';
import { merchantDescriptors, type Descriptors } from './explain.ts';
import { createExplainedRule, dropsFit } from './explained.ts';

export interface MerchantMatch {
  /** The cleaned merchant name (the brand's name when one matched), for display and for a monogram. */
  merchant: string;
  domain: string | null;
  /** 0 to 1: how sure the domain is; 0 when there is none. */
  confidence: number;
  /**
   * Which rule answered: "alias:<printed form>", "ticket:<carrier> <code>", "domain", "name", "name-without-suffix",
   * "name-without-city", "explained:<name> + <word>=<what it is> ..." or "none"; followed by " place:<place>=<countries>
   * not:<domain> ..." when a brand of that name on another country's domain was passed over.
   */
  via: string;
}

export type MerchantResolution = ({ found: true } & MerchantMatch) | { found: false; reason: NotMerchant | 'no-name' };

export interface MerchantResolverDeps {
  catalog: Pick<Catalog, 'resolveDomain' | 'getBrand' | 'aliasesOf'>;
  search: Pick<Search, 'resolveName'>;
  aliases?: AliasTable;
  descriptors?: Descriptors;
}

export type MerchantResolver = ReturnType<typeof createMerchantResolver>;

export function createMerchantResolver({ catalog, search, aliases = merchantAliases(), descriptors = merchantDescriptors() }: MerchantResolverDeps) {
  const brandName = (domain: string) => catalog.getBrand(domain)?.name;
  const explained = createExplainedRule({ getBrand: (domain) => catalog.getBrand(domain), search, descriptors });
  const withoutSuffixes = (words: readonly string[]) => dropTrailing(words, descriptors.trailing);

  // An airline's name before a ticket number that starts with its own IATA code ("UNITED 0162345678901").
  const fromTicket = (line: StatementLine): MerchantMatch | undefined => {
    const name = line.words.join(' ');
    const carrier = descriptors.carrier(name, line.cut);
    if (!carrier) return undefined;
    const domain = catalog.resolveDomain(carrier.domain) ?? carrier.domain;
    return { merchant: brandName(domain) ?? titleCase(name), domain, confidence: 0.95, via: `ticket:${name} ${carrier.code}` };
  };

  // An alias names the brand; where the line's country has its own brand of exactly that name (Safeway's Canadian
  // stores are safeway.ca), that one answers.
  const fromAlias = (alias: MerchantAlias, confidence: number, place?: CountryChoice): MerchantMatch => {
    const domain = catalog.resolveDomain(alias.domain) ?? alias.domain;
    const name = brandName(domain);
    const home = name && place ? search.resolveName(name, place.home) : undefined;
    const via = `alias:${alias.printed}`;
    if (home && home.confidence === 1 && home.name === name) return { merchant: name, domain: home.domain, confidence, via: `${via} place:${place!.where}` };
    return { merchant: name ?? alias.name, domain, confidence, via };
  };

  const fromName = (words: readonly string[], confidence: number, via: string, choose?: Choose): MerchantMatch | undefined => {
    const match = words.length > 0 ? search.resolveName(words.join(' '), choose) : undefined;
    return match && { merchant: match.name, domain: match.domain, confidence: round(confidence * match.confidence), via };
  };

  const fromPrintedDomain = (word: string): MerchantMatch | undefined => {
    if (!word.includes('.')) return undefined;
    let host: string;
    try {
      host = normaliseDomain(word);
    } catch (error) {
      if (error instanceof InvalidDomainError) return undefined;
      throw error;
    }
    const known = catalog.resolveDomain(host);
    const registrable = known ?? publicSuffixList().getDomain(host, { allowPrivateDomains: false });
    if (!registrable) return undefined;
    return { merchant: brandName(registrable) ?? titleCase(registrable.split('.')[0]!), domain: registrable, confidence: known ? 0.95 : 0.85, via: 'domain' };
  };

  const fromCatalog = (line: StatementLine, choose: Choose | undefined): MerchantMatch | undefined => {
    const { words } = line;
    const printed = fromPrintedDomain(words[0]!);
    if (printed) return printed;
    const whole = fromName(words, 0.9, 'name', choose);
    if (whole) return whole;
    const trimmed = withoutSuffixes(words);
    const shorter = trimmed.length < words.length ? fromName(trimmed, 0.85, 'name-without-suffix', choose) : undefined;
    const gics = shorter?.domain ? (catalog.getBrand(shorter.domain)?.gicsCode ?? null) : null;
    if (shorter && dropsFit(descriptors, gics, trimmed, words.slice(trimmed.length))) return shorter;
    const rest = explained(line, choose);
    if (rest) return { merchant: rest.name, domain: rest.domain, confidence: rest.confidence, via: rest.via };
    // A state with no known city before it: the last word is likely a town. Behind a facilitator (mostly small local
    // businesses) a shortened name is too likely to be another company's.
    return line.unknownTown && !line.processor && trimmed.length >= 2 ? fromName(trimmed.slice(0, -1), 0.75, 'name-without-city', choose) : undefined;
  };

  return {
    aliases,
    resolve(line: string, options: { country?: string } = {}): MerchantResolution {
      const read = readLine(line, options.country);
      if (read.kind !== 'merchant') return { found: false, reason: read.kind };
      const place = read.place && countryChoice(read.place, (domain) => [domain, ...catalog.aliasesOf(domain)]);
      const alias = aliases.match(read.text);
      if (alias && !place?.foreign(alias.domain)) return { found: true, ...fromAlias(alias, 0.99, place) };
      if (read.words.length === 0) return { found: false, reason: 'no-name' };
      const named = aliases.match(read.words.join(' '));
      if (named && !place?.foreign(named.domain)) return { found: true, ...fromAlias(named, 0.95, place) };
      const match = fromTicket(read) ?? fromCatalog(read, place?.choose);
      const says = place?.says() ?? '';
      if (match) return { found: true, ...match, via: match.via + says };
      return { found: true, merchant: titleCase(withoutSuffixes(read.words).join(' ')), domain: null, confidence: 0, via: `none${says}` };
    },
  };
}

function dropTrailing(words: readonly string[], trailing: ReadonlySet<string>): string[] {
  const kept = [...words];
  // A lone letter is an order or terminal marker ("EBAY O*12-345...", "MICROSOFT 365 P").
  while (kept.length > 1 && (trailing.has(kept.at(-1)!) || kept.at(-1)!.length === 1)) kept.pop();
  return kept;
}

const titleCase = (text: string) => text.toLowerCase().replace(/(^|[\s/&-])(\p{L})/gu, (_all, before: string, letter: string) => before + letter.toUpperCase());
const round = (value: number) => Math.round(value * 100) / 100;
