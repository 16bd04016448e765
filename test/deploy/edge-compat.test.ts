// Other services' URL forms through the real nginx edge (deploy/nginx): the Clearbit host form and the logo.dev form
// are gated, cached and counted once each, like the canonical URL; another host keeps the legacy redirect.
import { get as httpGet } from 'node:http';
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
    origin = await createTestOrigin({ seed: false, env: { TRUST_PROXY: '1', COMPAT_HOSTS: 'logo.test=clearbit' } });
    await addBrand(origin, 'acme.com', { icon: MARK('#1F6FEB') });
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
});
