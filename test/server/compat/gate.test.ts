// The compat forms pass the same gate as the native URL, count once per request, and take the hot path on a repeat.
import { get as httpGet } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastPath } from '../../../server/logo/fast-path.ts';
import { listen, type RunningServer } from '../../../server/listen.ts';
import { TWENTY_SECONDS_INTO_A_MINUTE } from '../../helpers/clock.ts';
import type { TestOrigin } from '../../helpers/origin.ts';
import { bytesOf, compatOrigin } from './compat-origin.ts';

let origin: TestOrigin;
let server: RunningServer;
let answeredFast = 0;
let key: string;
let accountId: string;

/** node:http, which sends the Host header asked for (fetch sends the URL's). */
function getAt(host: string, path: string, headers: Record<string, string>): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = httpGet(`${server.url}${path}`, { headers: { ...headers, host }, timeout: 20_000 }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode!, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
  });
}
const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers, redirect: 'manual', signal: AbortSignal.timeout(20_000) });

beforeAll(async () => {
  origin = await compatOrigin({ LOCAL_ACCESS: 'false' });
  const counting: FastPath = (request) => {
    const answer = origin.fastPath(request);
    if (answer) answeredFast++;
    return answer;
  };
  server = await listen(origin.app, 0, '127.0.0.1', counting);
  const account = await origin.deps.accounts.createAccount('compat@example.com', 'free');
  accountId = account.id;
  ({ key } = await origin.deps.accounts.createKey(account.id, 'compat'));
}, 120_000);
afterAll(async () => {
  await server.close();
  await origin.cleanup();
});

describe('compat routes behind the gate', () => {
  it('refuses a caller without a key as the native URL does', async () => {
    for (const path of ['/clearbit/acme.com', '/logodev/acme.com?token=pk_abc', '/s2/favicons?domain=acme.com', '/allicons.json?url=acme.com']) {
      const response = await get(path);
      expect([path, response.status, ((await response.json()) as { code: string }).code]).toEqual([path, 401, 'UNAUTHORIZED']);
    }
  });

  it('counts each answered request once, by the app and by the hot path, and never a refused value', async () => {
    const used = await origin.deps.usage.monthUsed(accountId);
    const first = await get(`/logodev/acme.com?size=48&token=${key}`);
    expect(first.status).toBe(200);
    await bytesOf(first);
    const fastBefore = answeredFast;
    const second = await get(`/logodev/acme.com?size=48&token=${key}`);
    const third = await getAt('logo.test', '/acme.com?size=48', { 'x-api-key': key });
    expect([second.status, third.status]).toEqual([200, 200]);
    await bytesOf(second);
    expect(answeredFast).toBe(fastBefore + 1); // the Clearbit host form's first request is planned by the app
    expect((await get('/clearbit/acme.com?size=huge', { 'x-api-key': key })).status).toBe(400);
    expect(await origin.deps.usage.monthUsed(accountId)).toBe(used + 3);
  });

  it('answers a repeat from the hot path with the bytes and headers the app sent, the canonical link included', async () => {
    const headers = { 'x-api-key': key };
    const first = await get('/brandfetch/acme.com/w/40/theme/dark', headers);
    const fastBefore = answeredFast;
    const again = await get('/brandfetch/acme.com/w/40/theme/dark', headers);
    expect(answeredFast).toBe(fastBefore + 1);
    expect(again.headers.get('link')).toBe('</v1/acme.com?variant=icon&format=webp&size=40&theme=light&fallback=monogram>; rel="canonical"');
    for (const name of ['content-type', 'etag', 'cache-control', 'vary', 'x-logo-source', 'link']) expect(again.headers.get(name)).toBe(first.headers.get(name));
    expect((await bytesOf(again)).equals(await bytesOf(first))).toBe(true);
    const ico = await get('/ip3/acme.com.ico', headers);
    const icoAgain = await get('/ip3/acme.com.ico', headers);
    expect((await bytesOf(icoAgain)).equals(await bytesOf(ico))).toBe(true);
    expect(icoAgain.headers.get('content-type')).toBe('image/x-icon');
  });

  it('refuses a key-less stranger before reading the catalog, on the forms whose translation reads it', async () => {
    const catalog = origin.deps.catalog;
    const reads = [vi.spyOn(catalog, 'lookup'), vi.spyOn(catalog, 'tickers'), vi.spyOn(catalog, 'cryptoAsset')];
    const generation = catalog.generation();
    try {
      for (const path of ['/clearbit/never-seen-1.com', '/ip3/never-seen-2.com.ico', '/brandfetch/NVSN', '/brandfetch/never-seen-3.com', '/s2/favicons?domain=never-seen-4.com']) {
        const response = await get(path);
        expect([path, response.status]).toEqual([path, 401]);
        await response.arrayBuffer();
      }
      expect(reads.map((read) => read.mock.calls.length)).toEqual([0, 0, 0]);
      expect(catalog.generation()).toBe(generation);
    } finally {
      for (const read of reads) read.mockRestore();
    }
  });

  it('refuses a value that names a property of every object before the gate, naming the parameter, and counts none', async () => {
    const used = await origin.deps.usage.monthUsed(accountId);
    const headers = { 'x-api-key': key };
    const refused = [
      ['/clearbit/acme.com?format=constructor', 'format'],
      ['/clearbit/acme.com?format=__proto__', 'format'],
      ['/logodev/acme.com?theme=toString', 'theme'],
      ['/logodev/acme.com?fallback=hasOwnProperty', 'fallback'],
      ['/brandfetch/acme.com/theme/constructor', 'theme'],
      ['/brandfetch/acme.com/fallback/__proto__', 'fallback'],
      ['/brandfetch/acme.com/type/constructor', 'type'],
      ['/brandfetch/acme.com/w/64/constructor', 'no'],
    ];
    const answers: unknown[] = [];
    for (const [path] of refused) {
      const response = await get(path!, headers);
      const body = (await response.json()) as { code: string; message: string };
      answers.push([path, response.status, body.code, body.message.split(' ')[0]]);
    }
    await origin.deps.usage.flush();
    expect(await origin.deps.usage.monthUsed(accountId)).toBe(used);
    // A trailing segment that is no type is no Brandfetch URL at all.
    expect(answers).toEqual(refused.map(([path, parameter]) => (parameter === 'no' ? [path, 404, 'NOT_FOUND', 'no'] : [path, 400, 'INVALID_PARAMETER', parameter])));
  });

  it('refuses a parameter named twice (in any case, or percent-encoded) with DUPLICATE_PARAMETER, before the gate', async () => {
    const used = await origin.deps.usage.monthUsed(accountId);
    const headers = { 'x-api-key': key };
    const twice = [
      ['/icon?URL=acme.com&url=wordy.com&size=32..64..128', 'url'],
      ['/s2/favicons?DOMAIN=acme.com&domain=wordy.com', 'domain'],
      ['/s2/favicons?%64omain=wordy.com&domain=acme.com', 'domain'],
      ['/clearbit/acme.com?size=16&size=64', 'size'],
      [`/logodev/acme.com?token=${key}&TOKEN=${key}`, 'token'],
    ];
    const codeOf = (body: Buffer) => (body[0] === 0x7b ? (JSON.parse(body.toString()) as { code: string; message: string }) : { code: 'an image', message: '' });
    const answers: unknown[] = [];
    for (const [path, parameter] of twice) {
      const response = await get(path!, headers);
      const body = codeOf(await bytesOf(response));
      answers.push([path, response.status, body.code, body.message.includes(`${parameter} `)]);
    }
    const mapped = await getAt('logo.test', '/acme.com?SIZE=&size=16', headers);
    answers.push(['logo.test/acme.com?SIZE=&size=16', mapped.status, codeOf(mapped.body).code, codeOf(mapped.body).message.includes('size ')]);
    expect(answers).toEqual([...twice.map(([path]) => path), 'logo.test/acme.com?SIZE=&size=16'].map((path) => [path, 400, 'DUPLICATE_PARAMETER', true]));
    await origin.deps.usage.flush();
    expect(await origin.deps.usage.monthUsed(accountId)).toBe(used);
  });

  it('takes ?token= as the key on every form, and a logo.dev publishable key (pk_) as none on every form', async () => {
    for (const path of [
      `/clearbit/acme.com?token=${key}`,
      `/s2/favicons?domain=acme.com&token=${key}`,
      `/ip3/acme.com.ico?token=${key}`,
      `/icon?url=acme.com&size=32&token=${key}`,
      `/allicons.json?url=acme.com&token=${key}`,
      `/unavatar/acme.com?token=${key}`,
      `/logodev/acme.com?token=${key}`,
      `/brandfetch/acme.com?token=${key}`,
      `/brandfetch/acme.com?c=${key}`,
    ]) {
      const response = await get(path);
      expect([path, response.status]).toEqual([path, 200]);
      await response.arrayBuffer();
    }
    for (const path of ['/clearbit/acme.com?token=pk_X1yZ', '/logodev/acme.com?token=pk_X1yZ', '/brandfetch/acme.com?c=pk_X1yZ']) {
      const response = await get(path);
      expect([path, response.status, ((await response.json()) as { code: string }).code]).toEqual([path, 401, 'UNAUTHORIZED']);
    }
  });
});
