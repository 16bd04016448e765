import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bimiLocation } from '../../../pipeline/discovery/providers/bimi.ts';
import { markPng, markSvg } from '../../helpers/discovery-images.ts';
import { startFakeDns, type FakeDns } from '../../helpers/dns-server.ts';
import { fakeDiscoveryEnv, startFakeWeb, testResolver, type FakeWeb } from '../../helpers/fake-web.ts';
import { createTestOrigin, type TestOrigin } from '../../helpers/origin.ts';

let fake: FakeWeb;
let dns: FakeDns;
let origin: TestOrigin;

// An SVG Tiny PS file as brands publish them: baseProfile, a title, no scripts allowed (one sneaks in here anyway).
const tinyPs = (colour: string) =>
  markSvg(colour)
    .replace('<svg ', '<svg version="1.2" baseProfile="tiny-ps" ')
    .replace('<path', '<title>Bimi Inc.</title><script>alert(1)</script><path');

beforeAll(async () => {
  fake = await startFakeWeb();
  dns = await startFakeDns();
  // The mail-signing brand: its website offers only a 32 px favicon; its BIMI record points at the official SVG.
  fake.on('bimi-test.com', '/', { body: '<!doctype html><html><head><link rel="icon" href="/favicon-32.png" sizes="32x32"></head><body></body></html>' });
  fake.on('bimi-test.com', '/favicon-32.png', { body: await markPng('#b71c1c', 32), type: 'image/png' });
  fake.on('mail-test.com', '/brand/bimi-logo.svg', { body: tinyPs('#b71c1c'), type: 'image/svg+xml' });
  dns.txt.set('default._bimi.bimi-test.com', ['v=spf1 include:_spf.example ~all', `v=BIMI1; l=http://mail-test.com:${fake.port}/brand/bimi-logo.svg; a=;`]);
  // A brand that declines BIMI (empty l=) and one with no record at all.
  dns.txt.set('default._bimi.declined-test.com', ['v=BIMI1; l=; a=;']);
  fake.on('declined-test.com', '/', { body: '<html><head><link rel="apple-touch-icon" href="/t.png"></head></html>' });
  fake.on('declined-test.com', '/t.png', { body: await markPng('#33691e', 180), type: 'image/png' });
  origin = await createTestOrigin({ seed: false, env: fakeDiscoveryEnv(fake, { DISCOVERY_DNS_SERVERS: dns.server }), resolver: testResolver() });
});
afterAll(async () => {
  await origin.cleanup();
  await Promise.all([fake.close(), dns.close()]);
});

describe('BIMI provider', () => {
  it('stores the BIMI logo found through a real DNS lookup, fetched safely and sanitised', async () => {
    const run = await origin.deps.discoverer.run('bimi-test.com');
    expect(dns.questions).toContain('TXT default._bimi.bimi-test.com');
    expect(run.best).toMatchObject({ provider: 'bimi', kind: 'bimi', url: `http://mail-test.com:${fake.port}/brand/bimi-logo.svg`, format: 'svg', width: 64, height: 64 });
    const [asset] = origin.deps.catalog.assetsOf('bimi-test.com');
    expect(asset).toMatchObject({ variant: 'icon', theme: 'light', format: 'svg', provenance: { provider: 'bimi' } });
    const svg = (await origin.deps.storage.get(asset!.storageKey))!.body.toString();
    expect(svg).toContain('<path');
    expect(svg).not.toContain('<script');
  });

  it('asks nothing more of a brand that declined, or has no record', async () => {
    const run = await origin.deps.discoverer.run('declined-test.com', { store: false });
    expect(run.candidates.some((c) => c.provider === 'bimi')).toBe(false);
    expect(run.failures).toEqual([]);
    expect(run.best).toMatchObject({ kind: 'apple-touch-icon' });
  });

  it('reads the logo location of a BIMI record and nothing else', () => {
    expect(bimiLocation('v=BIMI1; l=https://acme.com/bimi.svg; a=https://acme.com/vmc.pem')).toBe('https://acme.com/bimi.svg');
    expect(bimiLocation('v=BIMI1;l=https://acme.com/a.svg?x=1')).toBe('https://acme.com/a.svg?x=1');
    expect(bimiLocation('v=BIMI1; l=;')).toBeUndefined();
    expect(bimiLocation('v=spf1 -all')).toBeUndefined();
    expect(bimiLocation('v=BIMI1; l=javascript:alert(1)')).toBeUndefined();
  });
});
