import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanDescription } from '../../../pipeline/discovery/website/facts.ts';
import { fakeDiscoveryEnv, startFakeWeb, testResolver, type FakeWeb } from '../../helpers/fake-web.ts';
import { createTestOrigin, type TestOrigin } from '../../helpers/origin.ts';
import { fixtureSites, serveSites } from '../../helpers/real-sites.ts';

let fake: FakeWeb;
let origin: TestOrigin;

beforeAll(async () => {
  fake = await startFakeWeb();
  const site = (await fixtureSites()).find((s) => s.domain === 'facts-test.com')!;
  serveSites(fake, [site, { ...site, domain: 'curated-test.com' }]);
  origin = await createTestOrigin({ seed: false, env: fakeDiscoveryEnv(fake), resolver: testResolver() });
  // A brand from a reviewed brand file: its name, description and X profile must survive discovery.
  origin.deps.catalog.upsertBrand({ domain: 'curated-test.com', name: 'Curated', description: 'The curated description.', colors: [], socials: { x: 'https://x.com/curated' }, employees: 12, gicsCode: null, source: 'brand-file' });
}, 60_000);
afterAll(async () => {
  await origin.cleanup();
  await fake.close();
});

describe('brand facts from the same visit', () => {
  it('reads name, description, the brand\'s own profiles and colours, and says where each came from', async () => {
    await origin.deps.discoverer.run('facts-test.com');
    const brand = origin.deps.catalog.getBrand('facts-test.com')!;
    expect(brand).toMatchObject({
      name: 'Facts Inc.',
      description: 'Facts builds ledgers for small shops. It is used in 40 countries.',
      socials: { x: 'https://x.com/factsinc', linkedin: 'https://www.linkedin.com/company/facts-inc', github: 'https://github.com/factsinc', instagram: 'https://www.instagram.com/facts.inc' },
      source: 'discovery',
    });
    // The partner's GitHub and the share link are not the brand's.
    expect(Object.values(brand.socials).join(' ')).not.toMatch(/partnerco|intent/);
    expect(brand.colors[0]).toEqual({ hex: expect.stringMatching(/^#0[a-c]7[89a-c]7[4-6]$/), type: 'brand' });
    expect(brand.colors.every((c) => c.hex !== '#000000')).toBe(true);
    expect(brand.factSources).toMatchObject({
      name: 'website json-ld',
      description: 'website meta description',
      'socials.x': 'website json-ld sameAs',
      'socials.github': 'website link',
      colors: expect.stringContaining('website chosen mark'),
    });
  });

  it('answers where each fact came from in GET /v1/brand', async () => {
    const response = await origin.request('/v1/brand/facts-test.com');
    expect(response.status).toBe(200);
    const body = (await response.json()) as { name: string; factSources: Record<string, string> };
    expect(body.name).toBe('Facts Inc.');
    expect(body.factSources).toEqual({
      name: 'website json-ld',
      description: 'website meta description',
      colors: expect.stringContaining('website chosen mark'),
      'socials.x': 'website json-ld sameAs',
      'socials.linkedin': 'website json-ld sameAs',
      'socials.github': 'website link',
      'socials.instagram': 'website link',
    });
  });

  it('stores the same assets when run again, not steered by the colours it read the first time', async () => {
    const before = origin.deps.catalog.assetsOf('facts-test.com').map((a) => `${a.variant}/${a.theme} ${a.provenance.url}`).sort();
    expect(before).toHaveLength(4);
    await origin.deps.discoverer.run('facts-test.com');
    expect(origin.deps.catalog.assetsOf('facts-test.com').map((a) => `${a.variant}/${a.theme} ${a.provenance.url}`).sort()).toEqual(before);
  });

  it('keeps every curated fact and fills only the missing ones', async () => {
    await origin.deps.discoverer.run('curated-test.com');
    const brand = origin.deps.catalog.getBrand('curated-test.com')!;
    expect(brand).toMatchObject({ name: 'Curated', description: 'The curated description.', employees: 12, source: 'brand-file' });
    expect(brand.socials.x).toBe('https://x.com/curated');
    expect(brand.socials.linkedin).toBe('https://www.linkedin.com/company/facts-inc');
    expect(brand.factSources).toEqual(expect.objectContaining({ 'socials.linkedin': 'website json-ld sameAs' }));
    expect(brand.factSources).not.toHaveProperty('name');
    expect(brand.factSources).not.toHaveProperty('description');
    expect(brand.factSources).not.toHaveProperty('socials.x');
  });

  it('answers curated facts as curated and discovered ones as discovered in GET /v1/brand', async () => {
    const body = (await (await origin.request('/v1/brand/curated-test.com')).json()) as { factSources: Record<string, string> };
    expect(body.factSources).toMatchObject({ name: 'brand-file', description: 'brand-file', employees: 'brand-file', 'socials.x': 'brand-file', 'socials.linkedin': 'website json-ld sameAs' });
  });

  it('cleans a description to one or two sentences of at most 300 characters', () => {
    expect(cleanDescription('  We make <em>tools</em>.\n\nThey are good!  Third sentence. ')).toBe('We make tools. They are good!');
    const long = cleanDescription(`${'word '.repeat(100)}end.`);
    expect(long.length).toBeLessThanOrEqual(300);
    expect(long.endsWith('…')).toBe(true);
    expect(cleanDescription('Version 2.5 is out now. Try it')).toBe('Version 2.5 is out now. Try it');
  });
});
