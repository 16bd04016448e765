// Derives a brand's primary domain from a source URL only when the registrable domain visibly names the brand.
import { publicSuffixList } from '../../catalog/domain.ts';
import { compactName, compactNameSpelled } from '../../catalog/text.ts';

// Common ways a brand's own site adds to its name (getbootstrap.com, djangoproject.com, rust-lang.org).
const PREFIXES = ['get', 'use', 'try', 'join', 'the', 'go', 'my'];
const SUFFIXES = ['app', 'hq', 'js', 'io', 'dev', 'labs', 'inc', 'lang', 'project', 'official', 'group', 'global',
  'online', 'software', 'tech', 'cloud', 'corp', 'ai'];


export function trustedDomain(names: readonly string[], urls: readonly (string | undefined)[]): string | undefined {
  const candidates = new Set(names.flatMap((name) => [compactNameSpelled(name), compactName(name)]).filter(Boolean));
  for (const url of urls) {
    if (!url) continue;
    const parsed = publicSuffixList().parse(url);
    if (!parsed.domain || !parsed.isIcann || !parsed.domainWithoutSuffix) continue;
    const label = compactName(parsed.domainWithoutSuffix);
    if (candidates.has(label) || candidates.has(compactName(parsed.domain))) return parsed.domain;
    for (const name of candidates) {
      if (name.length < 3) continue;
      if (PREFIXES.some((p) => label === p + name) || SUFFIXES.some((s) => label === name + s)) return parsed.domain;
    }
  }
  return undefined;
}
