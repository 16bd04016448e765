// Other services' URL forms through the real nginx edge (deploy/nginx): the Clearbit host form and the logo.dev form
// are gated, cached and counted once each, like the canonical URL; another host keeps the legacy redirect; a request
// the edge and the origin could read as two different brands never lands in the cache under the other's key.
import { get as httpGet } from 'node:http';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { listen, type RunningServer } from '../../server/listen.ts';
import { utcDay } from '../../state/days.ts';
import { logos } from '../helpers/cli.ts';
import { startNginx, type Nginx } from '../helpers/nginx.ts';
import { createTestOrigin, type TestOrigin } from '../helpers/origin.ts';
import { addBrand, MARK } from '../helpers/small-catalog.ts';
import { NGINX, requireBinaryOrSkip } from '../helpers/system-binary.ts';

const SETTLE_MS = 30_000;
const skip = !requireBinaryOrSkip('test/deploy/edge-compat.test.ts', NGINX);

interface Got {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}
/** node:http, which sends the Host header asked for. */
function getAt(url: string, host: string, headers: Record<string, string> = {}): Promise<Got> {
  return new Promise((resolve, reject) => {
    const request = httpGet(url, { headers: { ...headers, host }, timeout: 20_000 }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
  });
}

describe.skipIf(skip)('compat forms at the edge', () => {
  let origin: TestOrigin;
  let server: RunningServer;
  let nginx: Nginx;
  const reachedOrigin: string[] = [];

  beforeAll(async () => {
    origin = await createTestOrigin({ seed: false, env: { TRUST_PROXY: '1', COMPAT_HOSTS: 'logo.test=clearbit', TRUSTED_ORIGINS: 'app.example.com' } });
    await addBrand(origin, 'acme.com', { icon: MARK('#1F6FEB') });
    await addBrand(origin, 'stripe.com', { icon: MARK('#635BFF') });
    await addBrand(origin, 'github.com', { icon: MARK('#24292F') });
    const app = origin.app;
    const counting = {
      fetch(request: Request, env: unknown) {
        const url = new URL(request.url);
        if (url.pathname !== '/edge/auth' && url.pathname !== '/health') reachedOrigin.push(url.pathname + url.search);
        return app.fetch(request, env);
      },
    };
    server = await listen(counting as never, 0, '127.0.0.1');
    nginx = await startNginx({ origin: `127.0.0.1:${server.port}`, assets: origin.config.assetStore, compatHosts: { 'logo.test': 'clearbit' } });
  }, 120_000);
  afterAll(async () => {
    await nginx?.stop();
    await server?.close();
    await origin?.cleanup();
  });

  it('serves the Clearbit host form and the logo.dev form from its cache on a repeat, each counted once', { timeout: 4 * SETTLE_MS }, async () => {
    const account = await origin.deps.accounts.createAccount('edge-compat@example.com', 'pro');
    const { key, record } = await origin.deps.accounts.createKey(account.id, 'edge');
    const counted = () => origin.deps.state.usage.total('key', record.id, utcDay(new Date()), utcDay(new Date()));
    reachedOrigin.length = 0;
    const forms = [
      ['logo.test', '/acme.com?size=64', 'image/png'],
      ['edge.test', `/logodev/acme.com?size=64&token=${key}`, 'image/jpeg'],
    ] as const;
    for (const [host, path, type] of forms) {
      const headers: Record<string, string> = host === 'logo.test' ? { 'x-api-key': key } : {};
      const first = await getAt(`${nginx.url}${path}`, host, headers);
      const again = await getAt(`${nginx.url}${path}`, host, headers);
      expect([path, first.status, first.headers['x-cache'], again.status, again.headers['x-cache']]).toEqual([path, 200, 'MISS', 200, 'HIT']);
      expect(again.headers['content-type']).toBe(type);
      expect(again.headers['link']).toBe(first.headers['link']);
      expect(again.body.equals(first.body)).toBe(true);
      expect(again.headers['cache-control']).toBe('private, max-age=86400');
    }
    // Each form reached the origin once, as the peer's URL, which the origin translated.
    expect(reachedOrigin.filter((path) => !path.startsWith('/v1/'))).toEqual(['/acme.com?size=64', `/logodev/acme.com?size=64&token=${key}`]);
    // The misses were counted by the origin, the hits from the edge's log: one each.
    await vi.waitFor(async () => {
      expect((await logos(origin.config.dataDir, ['usage', 'ingest', '--log', nginx.accessLog, '--json'])).code).toBe(0);
      await origin.deps.usage.flush();
      expect(await counted()).toBe(4);
    }, { timeout: SETTLE_MS, interval: 200 });
  });

  it('gates the compat forms, and keeps the legacy redirect on a host COMPAT_HOSTS does not name', async () => {
    const refused = await getAt(`${nginx.url}/acme.com?size=64`, 'logo.test');
    expect([refused.status, JSON.parse(refused.body.toString()).code]).toEqual([401, 'UNAUTHORIZED']);
    const legacy = await getAt(`${nginx.url}/acme.com?size=64`, 'other.test');
    expect([legacy.status, legacy.headers['location']]).toEqual([301, '/v1/acme.com?size=64']);
  });

  it('keeps the clean URL of each form answering its own brand after requests that nginx and the origin read apart', { timeout: 4 * SETTLE_MS }, async () => {
    const account = await origin.deps.accounts.createAccount('edge-poison@example.com', 'pro');
    const { key } = await origin.deps.accounts.createKey(account.id, 'edge');
    const keyed = { 'x-api-key': key };
    // [host, the attempt, the clean URL it would have been cached under, what the clean URL must answer]
    const attempts = [
      ['edge.test', '/icon?URL=stripe.com&url=github.com&size=32..64..128', '/icon?url=stripe.com&size=32..64..128', 'stripe.com', 64],
      ['edge.test', '/s2/favicons?DOMAIN=stripe.com&domain=github.com', '/s2/favicons?domain=stripe.com', 'stripe.com', 16],
      ['edge.test', '/s2/favicons?%64omain=github.com&domain=stripe.com&sz=32', '/s2/favicons?domain=stripe.com&sz=32', 'stripe.com', 32],
      ['logo.test', '/stripe.com?SIZE=&size=16', '/stripe.com', 'stripe.com', 128],
      ['edge.test', '/brandfetch/stripe.com%2Fw%2F24', '/brandfetch/stripe.com/w/24', 'stripe.com', 24],
    ] as const;
    const answers: unknown[] = [];
    const refusals: unknown[] = [];
    for (const [host, attempt, clean] of attempts) {
      const tried = await getAt(`${nginx.url}${attempt}`, host, keyed);
      refusals.push([attempt, tried.status]);
      const answered = await getAt(`${nginx.url}${clean}`, host, keyed);
      const width = answered.status === 200 ? (await sharp(answered.body).metadata()).width : undefined;
      answers.push([clean, answered.status, answered.headers['x-logo-domain'], width]);
    }
    expect(answers).toEqual(attempts.map(([, , clean, brand, width]) => [clean, 200, brand, width]));
    // The origin refuses what it cannot read one way: a parameter twice (400), a slash inside a segment (no such URL).
    expect(refusals).toEqual(attempts.map(([, attempt]) => [attempt, attempt.startsWith('/brandfetch/') ? 404 : 400]));
  });

  it('takes ?token= as the key on every form and a logo.dev publishable key as none, as the origin does', async () => {
    const account = await origin.deps.accounts.createAccount('edge-token@example.com', 'pro');
    const { key } = await origin.deps.accounts.createKey(account.id, 'edge');
    const page = { origin: 'https://app.example.com' };
    for (const path of [`/clearbit/acme.com?token=${key}`, `/s2/favicons?domain=acme.com&token=${key}`, `/ip3/acme.com.ico?token=${key}`]) {
      const viaEdge = await getAt(`${nginx.url}${path}`, 'edge.test');
      const atOrigin = await getAt(`${server.url}${path}`, 'edge.test', { 'x-forwarded-for': '203.0.113.9' });
      expect([path, viaEdge.status, atOrigin.status]).toEqual([path, 200, 200]);
    }
    for (const path of ['/logodev/acme.com?token=pk_X1yZ', '/clearbit/acme.com?token=pk_X1yZ', '/brandfetch/acme.com?c=pk_X1yZ']) {
      const viaEdge = await getAt(`${nginx.url}${path}`, 'edge.test', page);
      const atOrigin = await getAt(`${server.url}${path}`, 'edge.test', { ...page, 'x-forwarded-for': '203.0.113.9' });
      expect([path, viaEdge.status, atOrigin.status]).toEqual([path, 200, 200]);
    }
  });

  it('shares one entry between callers whose URLs differ only by the key', async () => {
    const account = await origin.deps.accounts.createAccount('edge-share@example.com', 'pro');
    const [{ key: one }, { key: two }] = [await origin.deps.accounts.createKey(account.id, 'one'), await origin.deps.accounts.createKey(account.id, 'two')];
    const forms = [
      [`/clearbit/github.com?size=40&token=${one}`, `/clearbit/github.com?token=${two}&size=40`, '/clearbit/github.com?size=40'],
      [`/brandfetch/github.com/w/40?c=${one}`, `/brandfetch/github.com/w/40?token=${two}`, '/brandfetch/github.com/w/40'],
    ];
    for (const [first, second, byHeader] of forms) {
      const seen = [await getAt(`${nginx.url}${first}`, 'edge.test'), await getAt(`${nginx.url}${second}`, 'edge.test'), await getAt(`${nginx.url}${byHeader}`, 'edge.test', { 'x-api-key': one })];
      expect([first, ...seen.map((got) => `${got.status} ${got.headers['x-cache']}`)]).toEqual([first, '200 MISS', '200 HIT', '200 HIT']);
    }
  });
});
