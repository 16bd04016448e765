// Two stateless origins behind nginx, sharing PostgreSQL (state), Redis (rate limits) and an S3-compatible store
// (sources, the published catalog): everything a caller sees must not depend on which origin answered.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Agent, fetch as undiciFetch } from 'undici';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort, waitForHttp } from '../../bench/processes.ts';
import { publishCatalog } from '../../pipeline/publish/catalog-artifact.ts';
import { createS3Storage } from '../../pipeline/storage/s3.ts';
import { utcDay } from '../../state/days.ts';
import { openState, type OpenedState } from '../../state/open.ts';
import { awayFromMinuteBoundary } from '../helpers/clock.ts';
import { logos } from '../helpers/cli.ts';
import { startNginx, type Nginx } from '../helpers/nginx.ts';
import { createTestOrigin, type TestOrigin } from '../helpers/origin.ts';
import { startPostgres, type TestPostgres } from '../helpers/postgres.ts';
import { startRedis, type TestRedis } from '../helpers/redis.ts';
import { startS3Server, type S3Server } from '../helpers/s3-server.ts';
import { markPng } from '../helpers/discovery-images.ts';
import { fakeDiscoveryEnv, startFakeWeb, type FakeWeb } from '../helpers/fake-web.ts';
import sharp from 'sharp';
import { addBrand, MARK } from '../helpers/small-catalog.ts';
import { NGINX, POSTGRES, REDIS, requireBinaryOrSkip } from '../helpers/system-binary.ts';

const binaries = {
  postgres: requireBinaryOrSkip('scale-out end to end', POSTGRES),
  redis: requireBinaryOrSkip('scale-out end to end', REDIS),
  nginx: requireBinaryOrSkip('scale-out end to end', NGINX),
};
const runnable = Boolean(binaries.postgres && binaries.redis && binaries.nginx);

const S3_ENV = {
  AWS_ACCESS_KEY_ID: 'S3RVER',
  AWS_SECRET_ACCESS_KEY: 'S3RVER',
  AWS_REQUEST_CHECKSUM_CALCULATION: 'WHEN_REQUIRED',
  AWS_RESPONSE_CHECKSUM_VALIDATION: 'WHEN_REQUIRED',
};
const LIMITED_PER_MINUTE = 40;
const METRICS_TOKEN = 'scale-out-metrics-token';

interface RunningOrigin {
  url: string;
  child: ChildProcess;
}

let pg: TestPostgres;
let redis: TestRedis;
let s3: S3Server;
let nginx: Nginx;
let publisher: TestOrigin;
let fake: FakeWeb;
let sharedEnv: Record<string, string>;
/** The shared state database, read directly: a read through /v1/me would itself be counted. */
let state: OpenedState;
const origins: RunningOrigin[] = [];
const saved = { ...process.env };

async function startOriginProcess(name: string, extraEnv: Record<string, string> = {}): Promise<RunningOrigin> {
  const port = await freePort();
  const child = spawn(process.execPath, ['cli/logos.js', 'serve'], {
    env: { ...process.env, DISCOVERY: 'off', ...sharedEnv, ...extraEnv, DATA_DIR: mkdtempSync(join(tmpdir(), `logos-${name}-`)), PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/health`, 60_000);
  return { url, child };
}

const keyed = (key: string) => ({ headers: { authorization: `Bearer ${key}` } });
// A keyed asset path goes through nginx to an origin every time; the canonical query URL would be answered from the
// edge's cache, which counts and limits it apart from the origins (test/deploy/edge.test.ts).
const ORIGIN_PATH = '/v1/acme.com/icon/light/vector.svg';
const cli = (args: string[]) => logos(mkdtempSync(join(tmpdir(), 'logos-ops-')), args, sharedEnv);

async function createKey(email: string, plan: string): Promise<{ key: string; id: string }> {
  expect((await cli(['accounts', 'create', '--email', email, '--plan', plan, '--json'])).code).toBe(0);
  const created = await cli(['keys', 'create', '--account', email, '--name', 'e2e', '--json']);
  expect(created.code, created.stderr).toBe(0);
  const parsed = JSON.parse(created.stdout) as { key: string; id: string };
  return parsed;
}

/** The key's requests counted in the state database today (and yesterday, should the test cross midnight UTC). */
const storedCount = (keyId: string) => state.usage.total('key', keyId, utcDay(new Date(Date.now() - 86_400_000)), utcDay(new Date()));

/** Seconds the origin's oldest usage count has waited for its flush (0: nothing waiting). */
async function flushLag(url: string): Promise<number> {
  const metrics = await (await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  const lag = /^logos_usage_flush_lag_seconds(?:\{[^}]*\})? (\S+)$/m.exec(metrics)?.[1];
  if (lag === undefined) throw new Error(`no usage flush lag in the metrics of ${url}`);
  return Number(lag);
}

beforeAll(async () => {
  if (!runnable) return;
  [pg, redis, s3] = await Promise.all([startPostgres(binaries.postgres!), startRedis(binaries.redis!), startS3Server('scale-out')]);
  Object.assign(process.env, S3_ENV);
  const plans = join(mkdtempSync(join(tmpdir(), 'logos-plans-')), 'plans.json');
  writeFileSync(plans, JSON.stringify({
    plans: { bulk: { rateLimitPerMinute: 100_000, monthlyQuota: null }, limited: { rateLimitPerMinute: LIMITED_PER_MINUTE, monthlyQuota: null } },
    anonymousRateLimitPerMinute: 100_000,
  }));
  sharedEnv = {
    ...S3_ENV,
    STATE_URL: await pg.createDatabase(),
    REDIS_URL: redis.url,
    S3_ENDPOINT: s3.endpoint,
    S3_FORCE_PATH_STYLE: 'true',
    SOURCE_STORE: `s3://${s3.bucket}/sources`,
    ASSET_STORE: `s3://${s3.bucket}/assets`,
    CATALOG_URL: `s3://${s3.bucket}/published`,
    CATALOG_POLL: '1',
    PLANS_FILE: plans,
    TRUST_PROXY: '1',
    LOG_LEVEL: 'warn',
    METRICS_TOKEN,
  };
  state = await openState({ url: sharedEnv.STATE_URL, sqlitePath: '' });

  // The pipeline's side: a catalog with one brand whose source lives in the shared bucket, published.
  publisher = await createTestOrigin({ seed: false, env: sharedEnv });
  await addBrand(publisher, 'acme.com', { icon: MARK('#E03C31') });
  await publishCatalog(publisher.deps.catalogDb, createS3Storage({ bucket: s3.bucket, prefix: 'published', region: 'us-east-1', endpoint: s3.endpoint, forcePathStyle: true }), publisher.config.dataDir);

  // A brand's website as discovery finds it: a home page linking a large touch icon.
  fake = await startFakeWeb();
  fake.on('newco-test.com', '/', { body: '<html><head><title>Newco</title><link rel="apple-touch-icon" sizes="180x180" href="/touch.png"></head><body></body></html>' });
  fake.on('newco-test.com', '/touch.png', { body: await markPng('#1E90FF', 180), type: 'image/png' });
  const discovering = { DISCOVERY: 'on', DISCOVERY_POLL_MS: '500', DISCOVERY_RESOLVE: 'newco-test.com=127.0.0.1', ...fakeDiscoveryEnv(fake) };
  origins.push(...(await Promise.all([startOriginProcess('a', discovering), startOriginProcess('b')])));
  nginx = await startNginx({ origins: origins.map((origin) => new URL(origin.url).host), assets: mkdtempSync(join(tmpdir(), 'logos-cdn-')) });
}, 180_000);

afterAll(async () => {
  await nginx?.stop();
  for (const origin of origins) origin.child.kill('SIGKILL');
  await publisher?.cleanup();
  await state?.close();
  await fake?.close();
  await Promise.all([pg?.stop(), redis?.stop(), s3?.stop()]);
  process.env = saved;
}, 60_000);

describe.skipIf(!runnable)('two origins on PostgreSQL, Redis and S3 behind nginx', () => {
  it('accepts a key created on one origin\'s machine on the other, and refuses it everywhere once it is revoked', async () => {
    const [a, b] = origins;
    const { key, id } = await createKey('shared@example.com', 'bulk');
    for (const origin of [a!, b!, { url: nginx.url }]) {
      const response = await fetch(`${origin.url}/v1/acme.com?format=png&size=32`, keyed(key));
      expect(response.status).toBe(200);
      expect(response.headers.get('x-logo-source')).not.toBe('monogram');
    }
    expect((await cli(['keys', 'revoke', id])).code).toBe(0);
    // NOTIFY tells every origin at once and a poll backs it up; the deadline leaves a busy machine room.
    const refusedBy = (url: string) =>
      vi.waitFor(async () => expect((await fetch(`${url}/v1/acme.com?format=svg`, keyed(key))).status).toBe(401), { timeout: 5000, interval: 10 });
    await Promise.all([refusedBy(a!.url), refusedBy(b!.url)]);
  });

  it('counts 2,000 concurrent keyed requests spread over both origins exactly once', async () => {
    const { key, id } = await createKey('counted@example.com', 'bulk');
    // All 2,000 in flight at once over 200 connections (each takes two of nginx's 1,024: client and upstream).
    const dispatcher = new Agent({ connections: 200 });
    const statuses = await Promise.all(
      Array.from({ length: 2000 }, (_, i) =>
        undiciFetch(`${nginx.url}${ORIGIN_PATH}?size=${16 + (i % 64)}`, { ...keyed(key), dispatcher }).then(async (r) => (await r.arrayBuffer(), r.status)),
      ),
    );
    await dispatcher.close();
    expect(statuses.filter((status) => status === 200)).toHaveLength(2000);
    // Settled: both origins have nothing left to flush and the stored count has reached the requests sent; a lost
    // count never reaches it (the wait times out), a doubled one is seen by the exact assertion.
    await vi.waitFor(async () => {
      expect(await Promise.all(origins.map((origin) => flushLag(origin.url)))).toEqual([0, 0]);
      expect(await storedCount(id)).toBeGreaterThanOrEqual(2000);
    }, { timeout: 30_000, interval: 100 });
    expect(await storedCount(id)).toBe(2000);
    const me = await (await fetch(`${origins[0]!.url}/v1/me`, keyed(key))).json() as { usage: { today: number } };
    expect(me.usage.today).toBe(2001);
  }, 90_000);

  it('lets exactly the per-minute limit through across both origins, then answers 429', async () => {
    const { key } = await createKey('limited@example.com', 'limited');
    await awayFromMinuteBoundary();
    const responses = await Promise.all(Array.from({ length: LIMITED_PER_MINUTE * 2 }, () => fetch(`${nginx.url}${ORIGIN_PATH}`, keyed(key))));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(LIMITED_PER_MINUTE);
    expect(statuses.filter((s) => s === 429)).toHaveLength(LIMITED_PER_MINUTE);
    const refused = responses.find((r) => r.status === 429)!;
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.headers.get('ratelimit-remaining')).toBe('0');
  });

  it('picks up a catalog published while both run, with no failed request', async () => {
    // Through nginx nothing is "the machine itself" (finding 13.1): the load shows a key, as internet callers do.
    const { key } = await createKey('publish@example.com', 'bulk');
    const statuses = new Map<number, number>();
    let loading = true;
    const load = (async () => {
      for (let i = 0; loading; i++) {
        const response = await fetch(`${nginx.url}/v1/acme.com?format=png&size=${16 + (i % 48)}`, keyed(key));
        await response.arrayBuffer();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      }
    })();
    await addBrand(publisher, 'globex.com', { icon: MARK('#00AA00') });
    await publishCatalog(
      publisher.deps.catalogDb,
      createS3Storage({ bucket: s3.bucket, prefix: 'published', region: 'us-east-1', endpoint: s3.endpoint, forcePathStyle: true }),
      publisher.config.dataDir,
      new Date(Date.now() + 1000),
    );
    const served = (url: string) =>
      vi.waitFor(async () => {
        const response = await fetch(`${url}/v1/globex.com?format=svg`);
        expect(response.headers.get('x-logo-source')).not.toBe('monogram');
        return response.status;
      }, { timeout: 30_000, interval: 200 });
    expect(await Promise.all(origins.map((origin) => served(origin.url)))).toEqual([200, 200]);
    loading = false;
    await load;
    expect([...statuses.keys()]).toEqual([200]);
  });

  it('serves a logo discovered by one origin\'s worker from both origins within a minute, and the next publication folds it in', async () => {
    const { key } = await createKey('discovery@example.com', 'bulk');
    const asked = await fetch(`${nginx.url}/v1/newco-test.com?format=png&size=64`, keyed(key));
    expect(asked.headers.get('x-logo-source')).toBe('monogram');
    const askedAt = Date.now();
    const served = async (url: string) => {
      for (;;) {
        const response = await fetch(`${url}/v1/newco-test.com?format=png&size=64`);
        const body = Buffer.from(await response.arrayBuffer());
        if (response.headers.get('x-logo-source') !== 'monogram') return { status: response.status, body, seconds: (Date.now() - askedAt) / 1000 };
        expect(Date.now() - askedAt).toBeLessThan(60_000);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    };
    const answers = await Promise.all(origins.map((origin) => served(origin.url)));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      const { data, info } = await sharp(answer.body).raw().toBuffer({ resolveWithObject: true });
      expect([info.width, info.height]).toEqual([64, 64]);
      // Inside the triangle, above the mark's white circle.
      const inside = (20 * 64 + 32) * info.channels;
      expect([...data.subarray(inside, inside + 3)]).toEqual([0x1e, 0x90, 0xff]);
    }
    console.info(`discovered logo served by both origins ${answers.map((a) => a.seconds.toFixed(1)).join(' s and ')} s after the first request`);

    const published = await logos(publisher.config.dataDir, ['catalog', 'publish', '--json'], sharedEnv);
    expect(published.code, published.stderr).toBe(0);
    expect(JSON.parse(published.stdout)).toMatchObject({ discoveriesFolded: 1 });
    expect(publisher.deps.catalog.assetsOf('newco-test.com')).toEqual([expect.objectContaining({ variant: 'icon', provenance: expect.objectContaining({ source: 'discovery' }) })]);
  });

  it('loses no request when one origin is killed with kill -9 under load: nginx retries on the other', async () => {
    const { key, id } = await createKey('survivor@example.com', 'bulk');
    const statuses: number[] = [];
    const answeredAt: number[] = [];
    let loading = true;
    const worker = async () => {
      for (let i = 0; loading; i++) {
        const response = await fetch(`${nginx.url}${ORIGIN_PATH}?size=${16 + (i % 64)}`, keyed(key));
        await response.arrayBuffer();
        statuses.push(response.status);
        answeredAt.push(Date.now());
      }
    };
    const load = Promise.all(Array.from({ length: 8 }, worker));
    // Counted in answers, not in time: the load is under way on both origins before the kill and goes on after it.
    await vi.waitFor(() => expect(statuses.length).toBeGreaterThanOrEqual(200), { timeout: 60_000, interval: 10 });
    // How long the doomed origin's oldest unflushed count has waited: only counts younger than that can be lost.
    const lagAsked = Date.now();
    const lag = await flushLag(origins[1]!.url);
    const killedAt = Date.now();
    origins[1]!.child.kill('SIGKILL');
    const answeredBeforeKill = statuses.length;
    await vi.waitFor(() => expect(statuses.length).toBeGreaterThanOrEqual(answeredBeforeKill + 200), { timeout: 60_000, interval: 10 });
    loading = false;
    await load;
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    await vi.waitFor(async () => expect(await flushLag(origins[0]!.url)).toBe(0), { timeout: 30_000, interval: 100 });
    const lost = statuses.length - (await storedCount(id));
    // Counts the killed origin held: recorded after its oldest unflushed one, or in a flush write still under way
    // (started at most one flush interval, a second, before that).
    const unflushedSince = lagAsked - lag * 1000 - 1000;
    const mayBeLost = answeredAt.filter((at) => at >= unflushedSince && at <= killedAt).length;
    console.info(`kill -9: ${statuses.length} requests answered 200; ${lost} counts lost, of ${mayBeLost} answered by both origins since the killed one's oldest unflushed count`);
    expect(lost).toBeGreaterThanOrEqual(0);
    expect(lost).toBeLessThanOrEqual(mayBeLost);
  }, 120_000);
});
