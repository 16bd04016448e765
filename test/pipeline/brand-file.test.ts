import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrandFileError } from '../../pipeline/seed/brand-file.ts';
import { importBrandFile } from '../../pipeline/seed/import-file.ts';
import { readBrandFacts } from '../../pipeline/seed/import.ts';
import { logos } from '../helpers/cli.ts';
import { createTestOrigin, type TestOrigin } from '../helpers/origin.ts';

let origin: TestOrigin;
beforeAll(async () => {
  origin = await createTestOrigin();
});
afterAll(() => origin.cleanup());

const importText = (text: string) => importBrandFile(origin.deps.catalog, origin.deps.gics, text, 'brands.json');

describe('brand files', () => {
  it('adds new brands and corrects existing ones, keeping fields the file leaves out', () => {
    const summary = importText(JSON.stringify([
      { domain: 'acme-widgets.com', name: 'Acme Widgets', aliases: ['acme.io'], gicsCode: '20106020', employees: 120 },
      { domain: 'https://www.stripe.com/', description: 'Payments infrastructure.' },
    ]));
    expect(summary).toEqual({ created: 1, updated: 1 });
    expect(origin.deps.catalog.getBrand('acme-widgets.com')).toMatchObject({ name: 'Acme Widgets', employees: 120, gicsCode: '20106020' });
    expect(origin.deps.catalog.resolveDomain('acme.io')).toBe('acme-widgets.com');
    expect(origin.deps.catalog.getBrand('stripe.com')).toMatchObject({ name: 'Stripe', description: 'Payments infrastructure.', colors: [{ hex: '#635BFF', type: 'brand' }] });
  });

  it('rejects a bad file whole, naming line and column, and changes nothing', () => {
    const before = { counts: origin.deps.catalog.counts(), stripe: origin.deps.catalog.getBrand('stripe.com') };
    const text = [
      '[',
      '  { "domain": "good-new-brand.com", "name": "Good" },',
      '  { "domain": "stripe.com", "description": "changed",',
      '    "gicsCode": "12" },',
      '  { "domain": "../etc", "name": "X" },',
      '  { "domain": "socials.com", "name": "S", "socials": { "x": "http://x.com/s" } }',
      ']',
    ].join('\n');
    let error: unknown;
    try {
      importText(text);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(BrandFileError);
    const problems = (error as BrandFileError).problems;
    expect(problems).toContain('brands.json:4:17: [1].gicsCode: must be an 8-digit GICS sub-industry code');
    expect(problems.some((p) => p.startsWith('brands.json:5:15: [2].domain: domain must be a hostname'))).toBe(true);
    expect(problems.some((p) => p.startsWith('brands.json:6:') && p.includes('[3].socials.x: must be an https URL'))).toBe(true);
    expect(origin.deps.catalog.counts()).toEqual(before.counts);
    expect(origin.deps.catalog.getBrand('stripe.com')).toEqual(before.stripe);
    expect(origin.deps.catalog.resolveDomain('good-new-brand.com')).toBeUndefined();
  });

  it('rejects syntax errors, unknown GICS codes and new brands without a name', () => {
    expect(() => importText('[{ "domain": "a.com", }]')).toThrow(/brands\.json:1:\d+: /);
    expect(() => importText('[{ "domain": "a.com", "name": "A", "gicsCode": "45102020" }]')).toThrow('45102020 is not a GICS 2023 sub-industry');
    expect(() => importText('[{ "domain": "nameless.com" }]')).toThrow('a new brand (nameless.com) needs a name');
    expect(() => importText('{"domain": "a.com"}')).toThrow(/\(file\): /);
  });

  describe('hostile and messy files (finding 13.12)', () => {
    const problemOf = (text: string) => {
      try {
        importText(text);
      } catch (error) {
        return (error as BrandFileError).problems.join('\n');
      }
      return 'accepted';
    };

    it('accepts a UTF-8 byte order mark, as Windows editors write it', () => {
      expect(importText('\uFEFF[{ "domain": "bom-brand.com", "name": "BOM Brand" }]')).toEqual({ created: 1, updated: 0 });
      expect(problemOf('\uFEFF[{ "domain": "bom-brand.com", "name": 7 }]')).toMatch(/^brands\.json:1:39: \[0\]\.name: /);
    });

    it('rejects deep nesting with a position instead of overflowing the stack', () => {
      const deep = `[${'['.repeat(200_000)}${']'.repeat(200_000)}]`;
      expect(problemOf(deep)).toBe('brands.json:1:17: nested deeper than 16 levels; a brand file is a list of flat entries');
      expect(problemOf('[{ "domain": "a.com", "name": "[[[[[[[[[[[[[[[[[[[[[[[[" }]')).not.toMatch(/nested/);
    });

    it.each([
      ['a control character', 'Acme\u0007 Corp'],
      ['a right-to-left override', 'Acme \u202Eprc'],
      ['a bidi isolate', 'Acme \u2066x\u2069'],
      ['a newline', 'Acme\nCorp'],
    ])('rejects a name with %s', (_label, name) => {
      expect(problemOf(JSON.stringify([{ domain: 'hidden.com', name }]))).toContain('[0].name: must not contain control or bidirectional-override characters');
    });

    it('lets a description keep its line breaks but not other controls', () => {
      expect(problemOf(JSON.stringify([{ domain: 'prose.com', name: 'Prose', description: 'Line one.\nLine two.' }]))).toBe('accepted');
      expect(problemOf(JSON.stringify([{ domain: 'prose.com', description: 'Bad \u202E' }]))).toContain('[0].description: must not contain');
    });

    it("accepts each platform's own hosts only", () => {
      const socials = { github: 'https://github.com/acme', x: 'https://twitter.com/acme', linkedin: 'https://www.linkedin.com/company/acme', tiktok: 'https://www.tiktok.com/@acme' };
      expect(problemOf(JSON.stringify([{ domain: 'social-ok.com', name: 'S', socials }]))).toBe('accepted');
      expect(problemOf(JSON.stringify([{ domain: 'social-bad.com', name: 'S', socials: { github: 'https://evil.example/acme' } }]))).toContain(
        '[0].socials.github: must be a link on github.com',
      );
      expect(problemOf(JSON.stringify([{ domain: 'social-bad.com', name: 'S', socials: { x: 'https://x.com.evil.net/acme' } }]))).toContain('must be a link on x.com or twitter.com');
      expect(problemOf(JSON.stringify([{ domain: 'social-bad.com', name: 'S', socials: { myspace: 'https://myspace.com/a' } }]))).toContain('[0].socials');
    });
  });

  it('imports from the CLI with --file and reports problems with exit code 1', async () => {
    const good = join(origin.config.dataDir, 'good.json');
    writeFileSync(good, JSON.stringify([{ domain: 'cli-brand.com', name: 'CLI Brand' }]));
    const bad = join(origin.config.dataDir, 'bad.json');
    writeFileSync(bad, '[{ "domain": "cli-bad.com" }]');
    const ok = await logos(origin.config.dataDir, ['import', '--file', good, '--json']);
    expect(ok.code).toBe(0);
    expect(JSON.parse(ok.stdout)).toEqual({ created: 1, updated: 0 });
    const refused = await logos(origin.config.dataDir, ['import', '--file', bad]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('needs a name');
  });

  it('ships a facts file whose GICS codes all exist', () => {
    for (const fact of readBrandFacts()) {
      if (fact.gicsCode) expect(origin.deps.gics.expand(fact.gicsCode), fact.domain).toBeDefined();
    }
  });
});
