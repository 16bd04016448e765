import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { normaliseDomain } from '../../catalog/domain.ts';

// The hand-filled S&P 500 websites carry the evidence scripts/check-sp500-domains.ts found for them.
const file = JSON.parse(readFileSync(new URL('../../catalog/data/sp500-domains.json', import.meta.url), 'utf8')) as {
  domains: Record<string, { domain: string; evidence: string; note?: string }>;
};
const entries = Object.entries(file.domains);

describe('sp500-domains.json', () => {
  it('gives every entry a normalised domain and one of the known kinds of evidence', () => {
    expect(entries.length).toBeGreaterThan(350);
    for (const [symbol, site] of entries) {
      expect(normaliseDomain(site.domain), symbol).toBe(site.domain);
      expect(['nsi', 'gilbarbara', 'svgl', 'reviewed', 'hand'], symbol).toContain(site.evidence);
    }
  });

  it('says why wherever a person settled an entry against the open sources', () => {
    const reviewed = entries.filter(([, site]) => site.evidence === 'reviewed');
    expect(reviewed.length).toBeGreaterThan(0);
    for (const [symbol, site] of reviewed) expect(site.note?.length ?? 0, symbol).toBeGreaterThan(20);
    expect(file.domains.AOS!.domain).toBe('aosmith.com');
  });
});
