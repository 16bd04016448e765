// The edge (deploy/nginx) in front of a listening origin: the canonical keyed URL from the edge's cache, the gate kept
// through /edge/auth, and usage counted exactly from the edge's access log by the real `logos usage ingest`.
import { spawn } from 'node:child_process';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { listen, type RunningServer } from '../../server/listen.ts';
import type { PlansFile } from '../../server/gate/plans.ts';
import { utcDay } from '../../state/days.ts';
import { logos } from '../helpers/cli.ts';
import { startNginx, type Nginx } from '../helpers/nginx.ts';
import { createTestOrigin, type TestOrigin } from '../helpers/origin.ts';
import { addBrand, MARK } from '../helpers/small-catalog.ts';
import { NGINX, requireBinaryOrSkip } from '../helpers/system-binary.ts';
import { provenOrigin } from '../helpers/proven-origin.ts';

const AUTH_SECONDS = 2;
const QUOTA = 4;
// How long nginx's buffered log and the CLI processes the tests start may take on a loaded machine; a deadline for
// polling, not a wait.
const SETTLE_MS = 30_000;
const SLOW_PER_MINUTE = 3;
const PLANS: PlansFile = {
  plans: {
    pro: { rateLimitPerMinute: 6000, monthlyQuota: null },
    tiny: { rateLimitPerMinute: 6000, monthlyQuota: QUOTA },
    slow: { rateLimitPerMinute: SLOW_PER_MINUTE, monthlyQuota: null },
  },
  anonymousRateLimitPerMinute: 600,
};
const get = (url: string, init: RequestInit = {}) => fetch(url, { redirect: 'manual', ...init, signal: AbortSignal.timeout(10_000) });
const bearer = (key: string) => ({ headers: { authorization: `Bearer ${key}` } });
const drained = async (response: Response) => (await response.arrayBuffer(), response);

const skip = !requireBinaryOrSkip('test/deploy/edge.test.ts', NGINX);

describe.skipIf(skip)('the edge in front of a running origin', () => {
  let origin: TestOrigin;
  let server: RunningServer;
  let nginx: Nginx;
  const reachedOrigin: string[] = [];
  let authAsked = 0;
  const newKey = async (email: string, plan = 'pro') => {
    const account = await origin.deps.accounts.createAccount(email, plan);
    const { key, record } = await origin.deps.accounts.createKey(account.id, 'edge-test');
    return { key, keyId: record.id, accountId: account.id };
  };
  // Counted by key: the log is written in buffered batches, so lines of earlier tests may still arrive.
  const logLines = (keyId: string, file = nginx.accessLog) => readFileSync(file, 'utf8').split('\n').filter((line) => line.includes(keyId)).length;
  const keyCount = (keyId: string) => origin.deps.state.usage.total('key', keyId, utcDay(new Date()), utcDay(new Date()));
  const ingest = () => logos(origin.config.dataDir, ['usage', 'ingest', '--log', nginx.accessLog, '--json']);

  beforeAll(async () => {
    const plansFile = join(process.env.TMPDIR ?? '/tmp', `logos-edge-plans-${process.pid}.json`);
    writeFileSync(plansFile, JSON.stringify(PLANS));
    origin = await createTestOrigin({ seed: false, env: { TRUST_PROXY: '1', TRUSTED_ORIGINS: 'app.example.com', PLANS_FILE: plansFile } });
    await addBrand(origin, 'acme.com', { icon: MARK('#1F6FEB') });
    const app = origin.app;
    const counting = {
      fetch(request: Request, env: unknown) {
        const url = new URL(request.url);
        if (url.pathname.startsWith('/v1/')) reachedOrigin.push(url.pathname + url.search);
        if (url.pathname === '/edge/auth') authAsked++;
        return app.fetch(request, env);
      },
    };
    server = await listen(counting as never, 0, '127.0.0.1');
    nginx = await startNginx({ origin: `127.0.0.1:${server.port}`, assets: origin.config.assetStore, authSeconds: AUTH_SECONDS, plans: PLANS });
  });
  afterAll(async () => {
    await nginx?.stop();
    await server?.close();
    await origin?.cleanup();
  });

  it('answers the keyed canonical URL from its cache after the first request, one entry for every key and spelling', async () => {
    const one = await newKey('one@example.com');
    const two = await newKey('two@example.com');
    reachedOrigin.length = 0;
    const first = await get(`${nginx.url}/v1/acme.com?size=64&token=${one.key}`);
    expect(first.status).toBe(200);
    expect(first.headers.get('x-cache')).toBe('MISS');
    await drained(first);
    const again = await get(`${nginx.url}/v1/acme.com?size=64&token=${one.key}`);
    expect(again.headers.get('x-cache')).toBe('HIT');
    expect(again.headers.get('content-type')).toBe('image/webp');
    expect(again.headers.get('cache-control')).toBe('private, max-age=86400');
    expect((await sharp(Buffer.from(await again.arrayBuffer())).metadata()).width).toBe(64);
    // Another key, another header, the defaults spelled out, another order: the same entry.
    const other = await drained(await get(`${nginx.url}/v1/acme.com?variant=ICON&size=064&retina=no&theme=auto`, bearer(two.key)));
    expect([other.status, other.headers.get('x-cache')]).toEqual([200, 'HIT']);
    const viaHeader = await drained(await get(`${nginx.url}/v1/acme.com?size=64`, { headers: { 'x-api-key': two.key } }));
    expect(viaHeader.headers.get('x-cache')).toBe('HIT');
    // The origin was asked once, with the normalised query and without the token.
    expect(reachedOrigin).toEqual(['/v1/acme.com?size=64&variant=icon&theme=auto&retina=false&greyscale=false&fallback=monogram']);
  });

  it("asks the origin about a key once per auth cache time, however many requests it sends", async () => {
    const busy = await newKey('busy@example.com');
    authAsked = 0;
    for (let sent = 0; sent < 5; sent++) expect((await drained(await get(`${nginx.url}/v1/acme.com?size=64&token=${busy.key}`))).status).toBe(200);
    expect(authAsked).toBe(1);
  });

  it('refuses a missing or unknown key with the origin\'s 401 JSON, and key-less callers that are not a trusted page', async () => {
    const none = await get(`${nginx.url}/v1/acme.com?size=64`);
    expect(none.status).toBe(401);
    expect(none.headers.get('content-type')).toBe('application/json');
    expect(await none.json()).toEqual({
      code: 'UNAUTHORIZED',
      message: 'send an API key in "Authorization: Bearer la_…", "X-API-Key: la_…" or "?token=la_…", or call from a trusted origin',
    });
    const unknown = await get(`${nginx.url}/v1/acme.com?size=64&token=la_${'x'.repeat(32)}`);
    expect(unknown.status).toBe(401);
    expect(((await unknown.json()) as { code: string }).code).toBe('INVALID_API_KEY');
    const page = await drained(await get(`${nginx.url}/v1/acme.com?size=64`, { headers: { referer: 'https://app.example.com/crm' } }));
    expect([page.status, page.headers.get('x-cache'), page.headers.get('cache-control')]).toEqual([200, 'HIT', 'public, max-age=86400']);
    expect(page.headers.get('vary')).toBe('Authorization, X-API-Key, Origin');
  });

  it("lets a registered site's key-less page in as its account, counted to the account from the edge's log", { timeout: 4 * SETTLE_MS }, async () => {
    const owner = await newKey('site-owner@example.com');
    await origin.deps.state.origins.add(provenOrigin(owner.accountId, 'https://shop.example.test'), 5, new Date());
    const accountCount = () => origin.deps.state.usage.total('account', owner.accountId, utcDay(new Date()), utcDay(new Date()));
    for (const page of ['https://shop.example.test/cart', 'https://shop.example.test/']) {
      expect((await drained(await get(`${nginx.url}/v1/acme.com?size=64`, { headers: { referer: page } }))).status).toBe(200);
    }
    const stranger = await get(`${nginx.url}/v1/acme.com?size=64`, { headers: { referer: 'https://elsewhere.example.test/' } });
    expect(stranger.status).toBe(401);
    await vi.waitFor(() => expect(readFileSync(nginx.accessLog, 'utf8').split('\n').filter((line) => line.includes(owner.accountId))).toHaveLength(2), { timeout: SETTLE_MS, interval: 50 });
    await origin.deps.usage.flush();
    await vi.waitFor(async () => {
      expect((await ingest()).code).toBe(0);
      expect(await accountCount()).toBe(2);
    }, { timeout: SETTLE_MS, interval: 100 });
  });

  it('lets a key in a header win over ?token=, as the origin does', async () => {
    const header = await newKey('header@example.com');
    const unknown = `la_${'y'.repeat(32)}`;
    expect((await drained(await get(`${nginx.url}/v1/acme.com?size=64&token=${unknown}`, bearer(header.key)))).status).toBe(200);
    const refused = await get(`${nginx.url}/v1/acme.com?size=64&token=${header.key}`, { headers: { 'x-api-key': unknown } });
    expect([refused.status, ((await refused.json()) as { code: string }).code]).toEqual([401, 'INVALID_API_KEY']);
  });

  it('refuses a revoked key within the auth cache time', async () => {
    const revoked = await newKey('revoked@example.com');
    expect((await drained(await get(`${nginx.url}/v1/acme.com?size=64`, bearer(revoked.key)))).status).toBe(200);
    await origin.deps.accounts.revokeKey(revoked.keyId);
    const started = Date.now();
    await vi.waitFor(
      async () => {
        const response = await get(`${nginx.url}/v1/acme.com?size=64`, bearer(revoked.key));
        expect(response.status).toBe(401);
        expect(((await response.json()) as { code: string }).code).toBe('INVALID_API_KEY');
      },
      { timeout: (AUTH_SECONDS + 5) * 1000, interval: 100 },
    );
    // nginx keeps the cached answer for whole seconds; a second more leaves room for a request on a busy machine, and
    // the bound is still far below the image cache's time, which a key check that was not cached apart would take.
    expect(Date.now() - started).toBeLessThan((AUTH_SECONDS + 2) * 1000);
  });

  it('answers 429 RATE_LIMITED with Retry-After once the edge\'s own counts, ingested, use up the quota', { timeout: 4 * SETTLE_MS }, async () => {
    const tiny = await newKey('tiny@example.com', 'tiny');
    for (let sent = 0; sent < QUOTA; sent++) expect((await drained(await get(`${nginx.url}/v1/acme.com?size=64`, bearer(tiny.key)))).status).toBe(200);
    await vi.waitFor(() => expect(readFileSync(nginx.accessLog, 'utf8')).toContain(tiny.keyId), { timeout: SETTLE_MS, interval: 50 });
    await vi.waitFor(async () => {
      expect((await ingest()).code).toBe(0);
      // A miss that reached the origin is counted there, not from the edge's log.
      await origin.deps.usage.flush();
      expect(await keyCount(tiny.keyId)).toBe(QUOTA);
    }, { timeout: SETTLE_MS, interval: 100 });
    await vi.waitFor(
      async () => {
        const response = await get(`${nginx.url}/v1/acme.com?size=64`, bearer(tiny.key));
        expect(response.status).toBe(429);
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
        const body = (await response.json()) as { code: string; message: string };
        expect(body.code).toBe('RATE_LIMITED');
        expect(body.message).toMatch(new RegExp(`^monthly quota of ${QUOTA} requests of the tiny plan is used up; it renews in \\d+ s$`));
      },
      { timeout: (AUTH_SECONDS + 3) * 1000, interval: 100 },
    );
  });

  it("answers 429 RATE_LIMITED with Retry-After once a key passes its plan's per-minute limit", async () => {
    const slow = await newKey('slow@example.com', 'slow');
    for (let sent = 0; sent < SLOW_PER_MINUTE; sent++) expect((await drained(await get(`${nginx.url}/v1/acme.com?size=64`, bearer(slow.key)))).status).toBe(200);
    const refused = await get(`${nginx.url}/v1/acme.com?size=64`, bearer(slow.key));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('20');
    expect(await refused.json()).toEqual({ code: 'RATE_LIMITED', message: `rate limit of ${SLOW_PER_MINUTE} requests per minute reached; retry in 20 s` });
    // Another key of another plan is not held back by it.
    const other = await newKey('not-slow@example.com');
    expect((await drained(await get(`${nginx.url}/v1/acme.com?size=64`, bearer(other.key)))).status).toBe(200);
  });

  it('counts exactly the requests sent after `logos usage ingest`, across a restart of the ingester and a log rotation', { timeout: 4 * SETTLE_MS }, async () => {
    const counted = await newKey('counted@example.com');
    const send = async (n: number) => {
      for (let i = 0; i < n; i++) expect((await drained(await get(`${nginx.url}/v1/acme.com?size=32`, bearer(counted.key)))).status).toBe(200);
    };
    const follower = spawn('node', ['cli/logos.js', 'usage', 'ingest', '--log', nginx.accessLog, '--follow', '--interval', '0.2'], {
      env: { ...process.env, DATA_DIR: origin.config.dataDir, LOG_LEVEL: 'silent' },
      stdio: 'ignore',
    });
    const exited = new Promise((done) => follower.once('exit', done));
    try {
      await send(7);
      await vi.waitFor(() => expect(logLines(counted.keyId)).toBe(7), { timeout: SETTLE_MS, interval: 50 });
      // One miss reached the origin, which counts it itself (flushed here); the edge's six hits come from its log.
      await origin.deps.usage.flush();
      await vi.waitFor(async () => expect(await keyCount(counted.keyId)).toBe(7), { timeout: SETTLE_MS, interval: 100 });
    } finally {
      follower.kill('SIGKILL');
      await exited;
    }
    // Written while no ingester runs, then the log is rotated as logrotate does it, and more after.
    await send(5);
    await vi.waitFor(() => expect(logLines(counted.keyId)).toBe(12), { timeout: SETTLE_MS, interval: 50 });
    renameSync(nginx.accessLog, `${nginx.accessLog}.1`);
    nginx.reopenLogs();
    await vi.waitFor(() => expect(() => readFileSync(nginx.accessLog)).not.toThrow(), { timeout: SETTLE_MS, interval: 50 });
    await send(4);
    // A worker that has not reopened yet still writes into the rotated file: the ingester reads that one to its end too.
    await vi.waitFor(() => expect(logLines(counted.keyId, `${nginx.accessLog}.1`) + logLines(counted.keyId)).toBe(16), { timeout: SETTLE_MS, interval: 50 });
    const result = await ingest();
    expect(result.code).toBe(0);
    expect(await keyCount(counted.keyId)).toBe(16);
    // Once more: nothing new, nothing counted twice.
    expect(JSON.parse((await ingest()).stdout)).toEqual({ lines: 0, deltas: 0 });
    expect(await keyCount(counted.keyId)).toBe(16);
  });
});
