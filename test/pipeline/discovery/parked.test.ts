// Domains held by parking and domain-marketplace services answer with the service's page ("this domain may be for
// sale", sponsored links, a buy button) and the service's icon: discovery stores nothing and names the service.
// Pages modelled on how the common services build them, served over HTTP on 127.0.0.1.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parkedBy } from '../../../pipeline/discovery/website/parking.ts';
import { icoOf, markPng } from '../../helpers/discovery-images.ts';
import { fakeDiscoveryEnv, startFakeWeb, testResolver, type FakeWeb } from '../../helpers/fake-web.ts';
import { createTestOrigin, type TestOrigin } from '../../helpers/origin.ts';

let fake: FakeWeb;
let origin: TestOrigin;

const html = (head: string, body: string) => ({ body: `<!DOCTYPE html><html><head><meta charset="utf-8">${head}</head><body>${body}</body></html>` });
/** Every parked page links the service's icon; were it looked at, it would be stored. */
const ICON = '<link rel="icon" type="image/png" href="/favicon.png" sizes="192x192">';

/** Domain -> [page, the service the report must name]. */
const PAGES = (port: number): Record<string, [ReturnType<typeof html>, string]> => ({
  'sedo-test.com': [
    html(`<title>sedo-test.com</title>${ICON}<script type="text/javascript" src="https://img.sedoparking.com/templates/brick_js/main.js"></script>`, '<div id="main"><h1>sedo-test.com</h1><p>This domain may be for sale!</p><div id="relatedLinks"><h2>Related Links</h2></div></div>'),
    'Sedo',
  ],
  'parkingcrew-test.com': [
    html(`<title>parkingcrew-test.com</title>${ICON}<script src="//www.google.com/adsense/domains/caf.js"></script><script src="/js/parking.2.107.3.js"></script>`, '<div id="target"></div><div class="footer">The Sponsored Listings displayed above are served automatically by a third party.</div>'),
    'ParkingCrew',
  ],
  'bodis-test.com': [
    html(`<title>bodis-test.com</title>${ICON}<script src="https://static.bodiscdn.com/lander/v1/js/lander.js"></script>`, '<div id="related-searches"><h2>Related Searches</h2></div><footer><a href="https://www.bodis.com/privacy">Privacy Policy</a></footer>'),
    'Bodis',
  ],
  'godaddy-test.com': [
    html(`<title>godaddy-test.com</title>${ICON}<script>window.LANDER_SYSTEM="PW";</script><script src="https://img1.wsimg.com/parking-lander/static/js/main.6f1b8a.js"></script>`, '<div id="root"></div>'),
    'GoDaddy parking',
  ],
  'afternic-test.com': [
    html(`<title>afternic-test.com is for sale</title>${ICON}`, `<h1>The domain name afternic-test.com is for sale</h1><a class="btn" href="https://www.afternic.com/forsale/afternic-test.com?utm_source=TDFS">Buy now</a>`),
    'Afternic',
  ],
  'hugedomains-test.com': [
    html(`<title>HugeDomains-test.com is for sale | HugeDomains</title>${ICON}`, `<div class="domain">hugedomains-test.com</div><p>This domain is for sale</p><form action="https://www.hugedomains.com/domain_profile.cfm"><button>Buy Now</button></form>`),
    'HugeDomains',
  ],
  // Dan.com parks a domain by redirecting it to the marketplace's own page for it.
  'dan-test.com': [{ body: '', status: 302, headers: { location: `http://dan.com:${port}/buy-domain/dan-test.com?redirected=true` } } as never, 'Dan.com'],
  'unnamed-test.com': [html(`<title>unnamed-test.com</title>${ICON}`, '<h1>unnamed-test.com</h1><p>The domain unnamed-test.com may be for sale. Make an offer.</p>'), 'an unnamed parking service'],
});

beforeAll(async () => {
  fake = await startFakeWeb();
  const serviceIcon = await markPng('#f2a900', 192);
  for (const [domain, [page]] of Object.entries(PAGES(fake.port))) {
    fake.on(domain, '/', page);
    fake.on(domain, '/favicon.png', { body: serviceIcon, type: 'image/png' });
    fake.on(domain, '/favicon.ico', { body: icoOf(await markPng('#f2a900', 32), 32), type: 'image/x-icon' });
  }
  fake.on('dan.com', '/buy-domain/dan-test.com?redirected=true', html(`<title>dan-test.com is for sale</title>${ICON}`, '<h1>Buy dan-test.com</h1><button>Buy now</button>'));
  fake.on('dan.com', '/favicon.png', { body: serviceIcon, type: 'image/png' });
  origin = await createTestOrigin({ seed: false, env: fakeDiscoveryEnv(fake), resolver: testResolver({ 'dan.com': ['127.0.0.1'] }) });
}, 60_000);
afterAll(async () => {
  await origin.cleanup();
  await fake.close();
});

describe('parked and for-sale pages', () => {
  it.each(Object.keys(PAGES(0)))('stores nothing for %s and names the service', async (domain) => {
    const run = await origin.deps.discoverer.run(domain);
    expect(run.parked?.service).toBe(PAGES(0)[domain]![1]);
    expect(run.parked?.evidence).toBeTruthy();
    expect(run).toMatchObject({ outcome: 'not-found', chosen: [], candidates: [] });
    expect(run.facts.name).toBeUndefined();
    expect(origin.deps.catalog.assetsOf(domain)).toEqual([]);
  }, 30_000);

  it('takes no site of its own for a parked page', () => {
    // A registrar's blog that writes about parked domains, and a shop that links a marketplace, are sites of their own.
    expect(parkedBy('<html><body><h1>Why your domain is parked</h1><p>Read our guide.</p><a href="https://sedo.com/">Sedo</a></body></html>', 'https://blog-test.com/')).toBeUndefined();
    expect(parkedBy('<html><head><script src="https://cdn-test.com/app.js"></script></head><body>Buy shoes. <a href="https://dan.com/">our other domains</a></body></html>', 'https://shop-test.com/')).toBeUndefined();
  });
});
