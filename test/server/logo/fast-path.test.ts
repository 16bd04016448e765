import { get as httpGet } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastPath } from '../../../server/logo/fast-path.ts';
import { listen, type RunningServer } from '../../../server/listen.ts';
import { TWENTY_SECONDS_INTO_A_MINUTE } from '../../helpers/clock.ts';
import { createTestOrigin, type TestOrigin } from '../../helpers/origin.ts';

let origin: TestOrigin;
let server: RunningServer;
let answered = 0;
let answeredAtOnce = 0;
let key: string;
let keyId: string;

// Headers that differ between any two responses, whichever path answers.
const VOLATILE = new Set(['date', 'ratelimit-remaining', 'ratelimit-reset']);
const stable = (response: Response) => Object.fromEntries([...response.headers].filter(([name]) => !VOLATILE.has(name)));
const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers: { 'x-api-key': key, ...headers }, signal: AbortSignal.timeout(10_000) });

beforeAll(async () => {
  // A fixed clock for the rate limiter: two requests compared for RateLimit-Remaining never straddle two minutes.
  origin = await createTestOrigin({ env: { LOCAL_ACCESS: 'false' }, now: () => TWENTY_SECONDS_INTO_A_MINUTE });
  const counting: FastPath = (request) => {
    const answer = origin.fastPath(request);
    if (answer) answered++;
    if (answer && !(answer instanceof Promise)) answeredAtOnce++;
    return answer;
  };
  server = await listen(origin.app, 0, '127.0.0.1', counting);
  const account = await origin.deps.accounts.createAccount('fast@example.com', 'free');
  ({ key, record: { id: keyId } } = await origin.deps.accounts.createKey(account.id, 'fast'));
});
afterAll(async () => {
  await server.close();
  origin.cleanup();
});

describe('fast path', () => {
  it('answers a repeated logo request from memory with the bytes and headers the app sent', async () => {
    const before = answered;
    const first = await get('/v1/stripe.com?size=64&format=png');
    expect(answered).toBe(before); // planned and rendered by the app
    const second = await get('/v1/stripe.com?size=64&format=png');
    expect(answered).toBe(before + 1);
    expect(second.status).toBe(200);
    expect(stable(second)).toEqual(stable(first));
    expect(Buffer.from(await second.arrayBuffer()).equals(Buffer.from(await first.arrayBuffer()))).toBe(true);
    expect(Number(second.headers.get('ratelimit-remaining'))).toBe(Number(first.headers.get('ratelimit-remaining')) - 1);
  });

  it('answers the public asset path and a matching If-None-Match from memory too', async () => {
    const first = await get('/v1/stripe.com/icon/light/64.webp');
    const before = answered;
    const again = await get('/v1/stripe.com/icon/light/64.webp');
    const notModified = await get('/v1/stripe.com/icon/light/64.webp', { 'if-none-match': `W/${first.headers.get('etag')}` });
    expect(answered).toBe(before + 2);
    expect(stable(again)).toEqual(stable(first));
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get('etag')).toBe(first.headers.get('etag'));
  });

  it('counts usage for every request it answers', async () => {
    await get('/v1/stripe.com?size=32');
    const account = (await origin.deps.accounts.key(keyId))!.accountId;
    const used = await origin.deps.usage.monthUsed(account);
    const before = answered;
    for (let i = 0; i < 3; i++) await (await get('/v1/stripe.com?size=32')).arrayBuffer();
    expect(answered).toBe(before + 3);
    expect(await origin.deps.usage.monthUsed(account)).toBe(used + 3);
  });

  it('answers a known key\'s hit at once: gate, in-memory rate limit, quota and usage decide without a promise', async () => {
    await get('/v1/stripe.com?size=40');
    await get('/v1/stripe.com?size=40');
    const before = answeredAtOnce;
    const third = await get('/v1/stripe.com?size=40');
    expect(third.status).toBe(200);
    expect(third.headers.get('ratelimit-limit')).not.toBeNull();
    expect(answeredAtOnce).toBe(before + 1);
  });

  it('refuses a revoked key on the very next request, with the app error body', async () => {
    const { key: doomed, record } = await origin.deps.accounts.createKey((await origin.deps.accounts.key(keyId))!.accountId, 'doomed');
    expect((await get('/v1/stripe.com?size=48', { 'x-api-key': doomed })).status).toBe(200);
    expect((await get('/v1/stripe.com?size=48', { 'x-api-key': doomed })).status).toBe(200);
    await origin.deps.accounts.revokeKey(record.id);
    const before = answered;
    const refused = await get('/v1/stripe.com?size=48', { 'x-api-key': doomed });
    expect(answered).toBe(before + 1);
    expect(refused.status).toBe(401);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(await refused.json()).toMatchObject({ code: 'INVALID_API_KEY' });
  });

  it('leaves a Host header the adapter would refuse to the app, which refuses it', async () => {
    await get('/v1/stripe.com?size=64&format=png');
    const before = answered;
    // fetch() sets Host itself; node:http sends the one given.
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const url = new URL(server.url);
      const request = httpGet({ host: url.hostname, port: url.port, path: '/v1/stripe.com?size=64&format=png', headers: { 'x-api-key': key, accept: '*/*', host: 'user@example.com' } }, (response) => {
        response.resume();
        resolve(response.statusCode);
      });
      request.on('error', reject);
    });
    expect(status).toBe(400);
    expect(answered).toBe(before);
  });

  it('leaves other methods, paths and requests it has not seen to the app', async () => {
    await get('/v1/stripe.com?size=96');
    const before = answered;
    expect((await fetch(`${server.url}/v1/stripe.com?size=96`, { method: 'HEAD', headers: { 'x-api-key': key } })).status).toBe(200);
    expect((await get('/v1/search?q=stripe')).status).toBe(200);
    expect((await get('/v1/stripe.com?size=97')).status).toBe(200);
    expect((await get('/health')).status).toBe(200);
    expect(answered).toBe(before);
  });
});
