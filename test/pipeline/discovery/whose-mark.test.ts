// Discovery asks whose mark each candidate is, over HTTP on 127.0.0.1 through the real discovery path: a parent's logo
// in a link to its site, an agency identifier, a sponsor strip, a "powered by" badge and a co-brand named in its alt are
// never stored, each with the evidence in the run's report; an image with no evidence of being the brand's own never
// outranks the icon the site declares.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeDiscoveryEnv, startFakeWeb, testResolver, type FakeWeb } from '../../helpers/fake-web.ts';
import { createTestOrigin, type TestOrigin } from '../../helpers/origin.ts';
import { whoseMarkSites, type WhoseMarkSite } from '../../helpers/whose-mark-sites.ts';

let fake: FakeWeb;
let origin: TestOrigin;
let sites: WhoseMarkSite[];

beforeAll(async () => {
  fake = await startFakeWeb();
  sites = await whoseMarkSites();
  for (const site of sites) for (const [path, answer] of Object.entries(site.routes)) fake.on(site.domain, path, answer);
  origin = await createTestOrigin({ seed: false, env: fakeDiscoveryEnv(fake), resolver: testResolver() });
}, 60_000);
afterAll(async () => {
  await origin.cleanup();
  await fake.close();
});

const url = (domain: string, path: string) => `http://${domain}:${fake.port}${path}`;

const EVIDENCE: Record<string, RegExp | undefined> = {
  'topbar-test.com': /links to another site \(parentco-test\)/,
  'agencysite-test.com': /section about others \(usa-identifier/,
  'sponsored-test.com': /section about others \(sponsor-strip\)/,
  'poweredpage-test.com': /words before it introduce someone else \("Powered by"\)/,
  'cobrand-test.com': /label names someone else \("Initech"\)/,
  // Neither the brand's nor anyone else's by its markup: in the header it only fills a slot the declared icon leaves
  // empty; outside it, it is not taken at all.
  'plainwall-test.com': undefined,
  'bandwall-test.com': undefined,
};

describe('whose mark a candidate is', () => {
  it.each(Object.keys(EVIDENCE))('stores only the brand\'s own marks on %s, saying why the other is not', async (domain) => {
    const site = sites.find((s) => s.domain === domain)!;
    const run = await origin.deps.discoverer.run(domain);
    const stored = origin.deps.catalog.assetsOf(domain).map((a) => `${a.variant}/${a.theme} ${a.provenance.url}`).sort();
    expect(stored).toEqual(site.stored.map((s) => s.replace(' /', ` ${url(domain, '/')}`)).sort());
    const foreign = run.candidates.find((c) => c.url === url(domain, site.foreign))!;
    const expected = EVIDENCE[domain];
    if (expected) {
      expect(foreign).toMatchObject({ verdict: 'foreign-mark', score: 0 });
      expect(foreign.evidence!.another.join('; ')).toMatch(expected);
      expect(foreign.reason).toMatch(/^another's mark: /);
    } else {
      expect(foreign.evidence).toEqual({ own: [], another: [] });
      expect(foreign.reason).toMatch(domain === 'bandwall-test.com' ? /outside its header, with nothing saying it is the brand's own/ : /nothing says it is the brand's own/);
      if (domain === 'bandwall-test.com') expect(foreign.verdict).toBe('unowned');
    }
    // Every stored mark carries the evidence that it is the brand's own.
    for (const chosen of run.chosen) expect(chosen.evidence?.own.length, chosen.url).toBeGreaterThan(0);
  }, 30_000);
});
