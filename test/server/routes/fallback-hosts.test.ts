// fallback=<URL> held to the operator's switch (FALLBACK_URLS) and each account's list of hosts
// (PUT /v1/me/fallback-hosts), through a listening origin: what a phishing link on the service's host would need.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Resolver } from '../../../pipeline/discovery/net/resolver.ts';
import { listen, type RunningServer } from '../../../server/listen.ts';
import { createTestOrigin, type TestOrigin } from '../../helpers/origin.ts';

const resolver: Resolver = async () => [{ address: '93.184.215.14', family: 4 }];
const UNKNOWN = '/v1/unknown-brand-xyz.com';
const withFallback = (url: string) => `${UNKNOWN}?fallback=${encodeURIComponent(url)}`;

async function started(env: Record<string, string> = {}) {
  const origin = await createTestOrigin({ env: { LOCAL_ACCESS: 'false', ...env }, resolver });
  const server = await listen(origin.app, 0, '127.0.0.1', origin.fastPath);
  const accountId = (await origin.deps.accounts.createAccount('shop@example.com', 'pro')).id;
  const { key } = await origin.deps.accounts.createKey(accountId, 'shop');
  const call = (path: string, init: RequestInit = {}) =>
    fetch(`${server.url}${path}`, { ...init, redirect: 'manual', headers: { 'x-api-key': key, 'content-type': 'application/json', ...init.headers }, signal: AbortSignal.timeout(15_000) });
  return { origin, server, accountId, call };
}

describe('an account\'s fallback hosts', () => {
  let running: Awaited<ReturnType<typeof started>>;
  beforeAll(async () => {
    running = await started();
  }, 60_000);
  afterAll(async () => {
    await running.server.close();
    await running.origin.cleanup();
  });

  it('redirects anywhere public until the account lists hosts, then only there', async () => {
    const { call } = running;
    expect((await call(withFallback('https://phish.example/login'))).status).toBe(302);
    expect(await (await call('/v1/me/fallback-hosts')).json()).toEqual({ hosts: [] });

    const put = await call('/v1/me/fallback-hosts', { method: 'PUT', body: JSON.stringify({ hosts: ['CDN.example.com', '*.assets.example.com'] }) });
    expect(put.status).toBe(200);
    expect(await put.json()).toEqual({ hosts: ['*.assets.example.com', 'cdn.example.com'] });

    const listed = await call(withFallback('https://cdn.example.com/placeholder.png'));
    expect([listed.status, listed.headers.get('location')]).toEqual([302, 'https://cdn.example.com/placeholder.png']);
    expect((await call(withFallback('https://img.assets.example.com/p.png'))).status).toBe(302);
    const refused = await call(withFallback('https://phish.example/login'));
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ code: 'FALLBACK_HOST_NOT_ALLOWED', message: "fallback host phish.example is not one of the account's fallback hosts (*.assets.example.com, cdn.example.com)" });
    // A known brand still answers its logo: the list only limits where a missing one sends the visitor.
    expect((await call('/v1/stripe.com?fallback=https%3A%2F%2Fphish.example%2F')).status).toBe(200);

    await call('/v1/me/fallback-hosts', { method: 'PUT', body: JSON.stringify({ hosts: [] }) });
    expect((await call(withFallback('https://phish.example/login'))).status).toBe(302);
  });

  it('refuses a list that is not host names, and a call without a key', async () => {
    const { call, origin, accountId } = running;
    for (const hosts of [['https://cdn.example.com'], ['cdn.example.com:8443'], ['localhost'], 'cdn.example.com', Array(21).fill('cdn.example.com')]) {
      const response = await call('/v1/me/fallback-hosts', { method: 'PUT', body: JSON.stringify({ hosts }) });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'INVALID_PARAMETER', message: expect.stringMatching(/hosts/) });
    }
    expect((await call('/v1/me/fallback-hosts', { method: 'PUT', headers: { 'x-api-key': '' }, body: '{"hosts":[]}' })).status).toBe(401);
    expect(await origin.deps.state.fallbackHosts.get(accountId)).toEqual([]);
  });
});

describe('FALLBACK_URLS=false', () => {
  it('refuses every URL fallback with FALLBACK_URLS_OFF and keeps the others', async () => {
    const { origin, server, call } = await started({ FALLBACK_URLS: 'false' });
    try {
      const refused = await call(withFallback('https://cdn.example.com/placeholder.png'));
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ code: 'FALLBACK_URLS_OFF' });
      const transparent = await call(`${UNKNOWN}?fallback=transparent&format=png&size=32`);
      expect([transparent.status, transparent.headers.get('x-logo-source')]).toEqual([200, 'transparent']);
    } finally {
      await server.close();
      await origin.cleanup();
    }
  }, 60_000);
});
