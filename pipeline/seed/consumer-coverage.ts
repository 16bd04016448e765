// How the catalog answers the consumer-brand yardstick (catalog/data/consumer-brands.json), through the lookups
// GET /v1/brand/:domain uses: a brand record, a real logo, and whether the brand that answers is the one named.
import type { Catalog } from '../../catalog/catalog.ts';
import { compactNameSpelled, foldName, foldNameLoosely } from '../../catalog/text.ts';
import type { ConsumerBrand } from './consumer-brands.ts';

export interface ConsumerCoverage {
  brands: number;
  brandRecord: number;
  realLogo: number;
  /** Yardstick domains that answer with a brand of another name (another company, or a wrong alias). */
  otherBrand: { domain: string; expected: string; answered: string }[];
  bySegment: Record<string, { brands: number; brandRecord: number; realLogo: number }>;
  /** Domains without a record or without a logo, for the reader to look at (first N). */
  misses: { domain: string; name: string; record: boolean }[];
}

/**
 * The answering brand is the yardstick's when one name folds into the other's start ("Walmart" answers "Walmart
 * Supercenter") or is its last words ("Telekom" and "Deutsche Telekom").
 */
export function sameBrand(expected: string, answered: string): boolean {
  const keys = (name: string) => [foldName(name), foldNameLoosely(name) ?? '', compactNameSpelled(name)].filter((key) => key.length > 0);
  if (keys(expected).some((a) => keys(answered).some((b) => a === b || (Math.min(a.length, b.length) >= 3 && (a.startsWith(b) || b.startsWith(a)))))) return true;
  const words = (name: string) => name.split(/\s+/).map(compactNameSpelled).filter(Boolean).join(' ');
  const [short, long] = [words(expected), words(answered)].sort((a, b) => a.length - b.length);
  return short!.length >= 3 && long!.endsWith(` ${short}`);
}

export function measureConsumerBrands(catalog: Catalog, yardstick: ReadonlyMap<string, ConsumerBrand>, missesShown = 30): ConsumerCoverage {
  const report: ConsumerCoverage = { brands: yardstick.size, brandRecord: 0, realLogo: 0, otherBrand: [], bySegment: {}, misses: [] };
  for (const [domain, entry] of yardstick) {
    const segment = (report.bySegment[entry.segment] ??= { brands: 0, brandRecord: 0, realLogo: 0 });
    segment.brands++;
    const primary = catalog.resolveDomain(domain);
    const brand = primary ? catalog.getBrand(primary) : undefined;
    if (!brand) {
      if (report.misses.length < missesShown) report.misses.push({ domain, name: entry.name, record: false });
      continue;
    }
    if (!sameBrand(entry.name, brand.name)) report.otherBrand.push({ domain, expected: entry.name, answered: brand.name });
    report.brandRecord++;
    segment.brandRecord++;
    if (catalog.assetsOf(brand.domain).length > 0) {
      report.realLogo++;
      segment.realLogo++;
    } else if (report.misses.length < missesShown) report.misses.push({ domain, name: entry.name, record: true });
  }
  return report;
}
