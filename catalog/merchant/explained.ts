// The explained rule: a line whose leading words are a brand's whole name and whose other words are all explained
// (descriptors.json, places.json). The less the name says alone, the more the rest must: a single word must not be
// an ordinary one, and a format word ("HOTEL", "SUPERCENTER") must fit the brand's industry.
import type { Brand } from '../types.ts';
import type { Search } from '../search.ts';
import type { StatementLine } from './clean.ts';
import type { Descriptors, Explained } from './explain.ts';

export interface ExplainedMatch {
  name: string;
  domain: string;
  confidence: number;
  via: string;
}

export interface ExplainedRuleDeps {
  getBrand: (domain: string) => Pick<Brand, 'gicsCode' | 'popularity'> | undefined;
  search: Pick<Search, 'resolveName'>;
  descriptors: Descriptors;
}

const CONFIDENCE = 0.8;

export function createExplainedRule({ getBrand, search, descriptors }: ExplainedRuleDeps) {
  /** Whether the brand named by `head` may carry the explained words after it. */
  const clears = (head: readonly string[], domain: string, explained: readonly Explained[]): boolean => {
    const brand = getBrand(domain);
    const gics = brand?.gicsCode ?? null;
    const formats = explained.filter((word) => descriptors.kindOf(word.as) === 'format');
    if (formats.some((word) => !descriptors.fits(word.as, gics))) return false;
    if (head.length > 1) return true;
    const word = head[0]!;
    if (word.length <= 2 || descriptors.isCommon(word)) return false;
    // A single name with no ranked reach and no industry is too often a local business's word to take a format or a
    // legal form (every local shop is an LLC); a plan word or a place says little about who the business is.
    const known = brand?.popularity != null || gics !== null;
    return known || (formats.length === 0 && !explained.some((part) => part.as === 'legal'));
  };

  /** `choose` picks among brands of the head's name, as Search.resolveName does. */
  return function explainedRule(line: Pick<StatementLine, 'words' | 'cut'>, choose?: Parameters<Search['resolveName']>[1]): ExplainedMatch | undefined {
    const { words } = line;
    // Longest name first: "HOLIDAY INN EXPRESS" before "HOLIDAY INN".
    for (let length = words.length - 1; length >= 1; length--) {
      const explained = descriptors.explain(words.slice(length));
      if (!explained) continue;
      const head = words.slice(0, length);
      const match = search.resolveName(head.join(' '), choose);
      if (!match || match.confidence < 1 || !clears(head, match.domain, explained)) continue;
      const reference = line.cut === undefined ? [] : [`${line.cut}=reference`];
      const how = [...explained.map((part) => `${part.text}=${part.as}`), ...reference].join(' ');
      return { name: match.name, domain: match.domain, confidence: CONFIDENCE, via: `explained:${head.join(' ')} + ${how}` };
    }
    return undefined;
  };
}

/**
 * Whether the name-without-suffix rule may drop these words: "DELTA HOTEL" is not the airline's, nor "SIGNAL HOTEL"
 * the messenger's. A dropped format must fit the brand's industry, and after an ordinary word the brand must have one.
 */
export function dropsFit(descriptors: Descriptors, gics: string | null, name: readonly string[], dropped: readonly string[]): boolean {
  const groups = dropped.map((word) => descriptors.groupOf(word)).filter((group) => group !== undefined);
  if (!groups.every((group) => descriptors.fits(group, gics))) return false;
  const format = groups.some((group) => descriptors.kindOf(group) === 'format');
  return !(format && gics === null && name.length === 1 && descriptors.isCommon(name[0]!));
}
