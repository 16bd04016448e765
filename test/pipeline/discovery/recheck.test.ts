// The scheduled re-check: a found brand is looked at again once DISCOVERY_RECHECK_DAYS have passed on the worker's
// clock, so a rebrand on its site reaches the catalog (updatedAt moves, interested webhooks hear of it) unasked; the
// same logo found again changes nothing. The clock is injected: nothing here waits for days or for timers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createDiscoveryWorker } from '../../../pipeline/discovery/worker.ts';
import { markPng } from '../../helpers/discovery-images.ts';
import { fakeDiscoveryEnv, startFakeWeb, testResolver, type FakeWeb } from '../../helpers/fake-web.ts';
import { createTestOrigin, type TestOrigin } from '../../helpers/origin.ts';

const DAY_MS = 86_400_000;
const SITE = 'rebrand-test.com';
let fake: FakeWeb;
let origin: TestOrigin;
let clock: number;
const changes: { domain: string; at: string }[] = [];

const siteWithIcon = async (colour: string) => {
  fake.on(SITE, '/', { body: '<!doctype html><html><head><title>Rebrand</title><link rel="apple-touch-icon" href="/apple-touch-icon.png?v=3"></head><body><h1>Rebrand</h1></body></html>' });
  fake.on(SITE, '/apple-touch-icon.png?v=3', { body: await markPng(colour, 180), type: 'application/octet-stream' });
};
const servedColour = async () => {
  const response = await origin.request(`/v1/${SITE}?format=png&size=64`);
  expect(response.headers.get('x-logo-source')).not.toBe('monogram');
  const { data } = await sharp(Buffer.from(await response.arrayBuffer())).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  // Inside the triangle of the mark, above its white circle.
  const at = (22 * 64 + 32) * 3;
  return [...data.subarray(at, at + 3)];
};

beforeAll(async () => {
  fake = await startFakeWeb();
  origin = await createTestOrigin({ seed: false, env: fakeDiscoveryEnv(fake, { DISCOVERY_RECHECK_DAYS: '30' }), resolver: testResolver() });
  clock = Date.UTC(2026, 0, 1, 9);
  await siteWithIcon('#1565c0');
});
afterAll(async () => {
  await origin.cleanup();
  await fake.close();
});

describe('scheduled re-check', () => {
  it('looks at a found brand again after the re-check age and stores its new logo', async () => {
    const worker = createDiscoveryWorker({
      queue: origin.deps.discoveryQueue,
      discoverer: origin.deps.discoverer,
      settings: origin.config.discovery,
      logger: origin.deps.logger,
      now: () => new Date(clock),
      onLogoChanged: async (domain, at) => void changes.push({ domain, at: at.toISOString() }),
    });
    await origin.deps.discoveryQueue.enqueue(SITE, new Date(clock));
    expect(await worker.drain()).toBe(1);
    const first = origin.deps.catalog.getBrand(SITE)!;
    expect(first.checkedAt).toBe(new Date(clock).toISOString());
    expect(first.logoUpdatedAt).not.toBeNull();
    expect(changes).toEqual([{ domain: SITE, at: new Date(clock).toISOString() }]);
    const [red, , blue] = await servedColour();
    expect(blue).toBeGreaterThan(150);
    expect(red).toBeLessThan(60);

    // The site rebrands; 29 days on nothing is due yet.
    await siteWithIcon('#c62828');
    clock += 29 * DAY_MS;
    expect(await worker.drain()).toBe(0);
    expect(origin.deps.catalog.getBrand(SITE)!.checkedAt).toBe(first.checkedAt);

    clock += 2 * DAY_MS;
    expect(await worker.drain()).toBe(1);
    const second = origin.deps.catalog.getBrand(SITE)!;
    expect(second.checkedAt).toBe(new Date(clock).toISOString());
    expect(second.logoUpdatedAt! > first.logoUpdatedAt!).toBe(true);
    expect(changes.map((change) => change.at)).toEqual([first.checkedAt, second.checkedAt]);
    const [newRed, , newBlue] = await servedColour();
    expect(newRed).toBeGreaterThan(150);
    expect(newBlue).toBeLessThan(80);

    // 31 days later the same logo is found again: looked at, but nothing changed.
    clock += 31 * DAY_MS;
    expect(await worker.drain()).toBe(1);
    const third = origin.deps.catalog.getBrand(SITE)!;
    expect(third.checkedAt).toBe(new Date(clock).toISOString());
    expect(third.logoUpdatedAt).toBe(second.logoUpdatedAt);
    expect(changes).toHaveLength(2);
    expect(await origin.deps.discoveryQueue.get(SITE)).toMatchObject({ status: 'found', attempts: 1 });
  });

  it('never re-checks with DISCOVERY_RECHECK_DAYS=0', async () => {
    const worker = createDiscoveryWorker({
      queue: origin.deps.discoveryQueue,
      discoverer: origin.deps.discoverer,
      settings: { ...origin.config.discovery, recheckS: 0 },
      logger: origin.deps.logger,
      now: () => new Date(clock + 3650 * DAY_MS),
    });
    expect(await worker.drain()).toBe(0);
  });
});
