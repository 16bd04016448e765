// Reporting a wrong logo through HTTP on a listening origin: the report is stored and listed, and the brand is looked
// at again; once a second account reports the same image, the run leaves it out, so the brand's next logo is another
// one (one account alone does not change what every caller is served).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen, type RunningServer } from '../../../server/listen.ts';
import { TWENTY_SECONDS_INTO_A_MINUTE } from '../../helpers/clock.ts';
import { markPng, markSvg } from '../../helpers/discovery-images.ts';
import { fakeDiscoveryEnv, startFakeWeb, testResolver, type FakeWeb } from '../../helpers/fake-web.ts';
import { bodyOf, meanDrawnColour } from '../../helpers/images.ts';
import { createTestOrigin, type TestOrigin } from '../../helpers/origin.ts';

let fake: FakeWeb;
let origin: TestOrigin;
let server: RunningServer;
let key: string;
let second: string;

const report = (domain: string, body: unknown, raw?: string, as = key) =>
  fetch(`${server.url}/v1/brand/${domain}/report`, {
    method: 'POST',
    headers: { 'x-api-key': as, 'content-type': 'application/json' },
    body: raw ?? JSON.stringify(body),
    signal: AbortSignal.timeout(20_000),
  });
const logo = (domain: string) => fetch(`${server.url}/v1/${domain}?format=png&size=64`, { headers: { 'x-api-key': key }, signal: AbortSignal.timeout(20_000) });

beforeAll(async () => {
  fake = await startFakeWeb();
  origin = await createTestOrigin({ seed: false, env: fakeDiscoveryEnv(fake), resolver: testResolver(), now: () => TWENTY_SECONDS_INTO_A_MINUTE });
  server = await listen(origin.app, 0, '127.0.0.1', origin.fastPath);
  const account = await origin.deps.accounts.createAccount('reporter@example.com', 'free');
  ({ key } = await origin.deps.accounts.createKey(account.id, 'crm'));
  const other = await origin.deps.accounts.createAccount('second@example.com', 'free');
  ({ key: second } = await origin.deps.accounts.createKey(other.id, 'crm'));
  // A site whose SVG icon is an old mark (orange) and whose touch icon is the current one (teal), served with the
  // wrong content type as some hosts do.
  fake.on('rebrand-test.com', '/', {
    body: '<!doctype html><html><head><title>Rebrand</title><link rel="icon" href="/old-mark.svg"><link rel="apple-touch-icon" href="/touch.png"></head><body><h1>Rebrand</h1></body></html>',
  });
  fake.on('rebrand-test.com', '/old-mark.svg', { body: markSvg('#f4a261'), type: 'text/plain' });
  fake.on('rebrand-test.com', '/touch.png', { body: await markPng('#2a9d8f', 180), type: 'image/png' });
}, 60_000);
afterAll(async () => {
  await server?.close();
  await origin?.cleanup();
  await fake?.close();
});

describe('POST /v1/brand/{domain}/report', () => {
  it('stores the report and queues discovery; the run leaves the image out once a second account reports it', async () => {
    await origin.deps.discoveryQueue.enqueue('rebrand-test.com');
    await origin.deps.discoveryWorker.drain();
    const orange = async () => {
      const served = await logo('rebrand-test.com');
      expect(served.headers.get('x-logo-source')).not.toBe('monogram');
      const colour = await meanDrawnColour(await bodyOf(served));
      return colour.r > colour.b + 60;
    };
    expect(await orange()).toBe(true);

    const response = await report('www.rebrand-test.com', { reason: 'this is our mark from before the 2024 rebrand' });
    expect(response.status).toBe(202);
    const stored = (await response.json()) as { id: number; domain: string; excluded: { url: string; contentHash: string } };
    expect(stored).toMatchObject({ domain: 'rebrand-test.com', rediscovery: 'queued', excluded: { url: expect.stringMatching(/\/old-mark\.svg$/), contentHash: expect.stringMatching(/^[0-9a-f]{64}$/) } });
    expect((await origin.deps.discoveryQueue.get('rebrand-test.com'))?.status).toBe('pending');
    // One account's report: the brand is looked at again, and every caller keeps the logo it was served.
    expect(await origin.deps.discoveryWorker.drain()).toBe(1);
    const excludedIn = async () => {
      const queued = await origin.deps.discoveryQueue.get('rebrand-test.com');
      const candidates = (queued?.lastResult as { candidates: { url: string; error?: { code: string } }[] }).candidates;
      return candidates.find((c) => c.url.endsWith('/old-mark.svg'))?.error?.code;
    };
    expect(await excludedIn()).toBeUndefined();
    expect(await orange()).toBe(true);

    expect((await report('rebrand-test.com', { reason: 'the old orange mark' }, undefined, second)).status).toBe(202);
    expect(await origin.deps.discoveryWorker.drain()).toBe(1);
    expect(await excludedIn()).toBe('EXCLUDED');
    const after = await logo('rebrand-test.com');
    expect(after.status).toBe(200);
    const now = await meanDrawnColour(await bodyOf(after));
    expect(now.g).toBeGreaterThan(now.r + 40); // teal
    expect((await origin.deps.state.reports.list(10, 'rebrand-test.com')).map((r) => r.reason)).toEqual(['the old orange mark', 'this is our mark from before the 2024 rebrand']);
  }, 120_000);

  it('takes an imageUrl, normalised, as the image to leave out', async () => {
    const response = await report('rebrand-test.com', { reason: 'og:image, not the logo', imageUrl: 'HTTPS://Rebrand-Test.com/img/og.png' });
    expect(response.status).toBe(202);
    expect(await response.json()).toMatchObject({ domain: 'rebrand-test.com', excluded: { url: 'https://rebrand-test.com/img/og.png', contentHash: null } });
    // Stored for the operators; left out of discovery for everyone only once a second account reports it.
    expect((await origin.deps.state.reports.exclusions('rebrand-test.com', 2)).urls).not.toContain('https://rebrand-test.com/img/og.png');
    expect((await origin.deps.state.reports.exclusions('rebrand-test.com', 1)).urls).toContain('https://rebrand-test.com/img/og.png');
  });

  it('answers bad input with a 400 that names the parameter', async () => {
    const cases: [unknown, string | undefined, RegExp][] = [
      [{}, undefined, /^reason must be/],
      [{ reason: '   ' }, undefined, /^reason must be/],
      [{ reason: 'x'.repeat(501) }, undefined, /^reason must be a text of 1 to 500/],
      [{ reason: 'wrong', imageUrl: 'javascript:alert(1)' }, undefined, /^imageUrl must be an http or https URL/],
      [{ reason: 'wrong', imageUrl: 42 }, undefined, /^imageUrl must be/],
      [null, 'reason=wrong', /^body must be JSON/],
    ];
    for (const [body, raw, message] of cases) {
      const response = await report('stripe.com', body, raw);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ code: 'INVALID_PARAMETER', message: expect.stringMatching(message) });
    }
    const badDomain = await report('not a domain', { reason: 'wrong' });
    expect(badDomain.status).toBe(400);
    expect(await badDomain.json()).toMatchObject({ code: 'INVALID_DOMAIN' });
    const huge = await report('stripe.com', null, JSON.stringify({ reason: 'x', pad: 'y'.repeat(20_000) }));
    expect(huge.status).toBe(413);
    expect(await huge.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });
});
