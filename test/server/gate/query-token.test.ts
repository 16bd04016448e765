// An API key as ?token= in the URL (an <img> that reaches the origin directly): the same checks as a header key on the
// app's routes and on the fast path, one cached answer for every token, and the key never written to a log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastPath } from '../../../server/logo/fast-path.ts';
import { listen, type RunningServer } from '../../../server/listen.ts';
import { utcDay } from '../../../state/days.ts';
import { TWENTY_SECONDS_INTO_A_MINUTE } from '../../helpers/clock.ts';
import { createTestOrigin, type TestOrigin } from '../../helpers/origin.ts';

let origin: TestOrigin;
let server: RunningServer;
let fastAnswered = 0;
const keys: Record<'one' | 'two', { key: string; id: string }> = {} as never;
const UNKNOWN = `la_${'Q'.repeat(32)}`;

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers, signal: AbortSignal.timeout(10_000) });
/** The answer, and whether the fast path gave it. */
const sent = async (path: string, headers: Record<string, string> = {}) => {
  const before = fastAnswered;
  const response = await get(path, headers);
  const body = response.headers.get('content-type')?.includes('json') ? await response.json() : (await response.arrayBuffer(), null);
  return { status: response.status, body, etag: response.headers.get('etag'), cacheControl: response.headers.get('cache-control'), fast: fastAnswered > before };
};
const countedTo = async (which: keyof typeof keys) => {
  await origin.deps.usage.flush();
  const today = utcDay(new Date());
  return origin.deps.state.usage.total('key', keys[which].id, today, today);
};

beforeAll(async () => {
  // A fixed clock for the rate limiter; LOCAL_ACCESS=false, so a request without a key is refused here too.
  origin = await createTestOrigin({ env: { LOCAL_ACCESS: 'false' }, now: () => TWENTY_SECONDS_INTO_A_MINUTE });
  const counting: FastPath = (request) => {
    const answer = origin.fastPath(request);
    if (answer) fastAnswered++;
    return answer;
  };
  server = await listen(origin.app, 0, '127.0.0.1', counting);
  for (const name of ['one', 'two'] as const) {
    const account = await origin.deps.accounts.createAccount(`${name}@example.com`, 'pro');
    const { key, record } = await origin.deps.accounts.createKey(account.id, 'img');
    keys[name] = { key, id: record.id };
  }
});
afterAll(async () => {
  await server?.close();
  await origin?.cleanup();
});

describe('?token= at the origin', () => {
  it('answers a good token through the app, then any token of the same URL from the fast path, counted to each key', async () => {
    const first = await sent(`/v1/stripe.com?size=64&format=png&token=${keys.one.key}`);
    expect(first).toMatchObject({ status: 200, cacheControl: expect.stringMatching(/^private\b/), fast: false });
    const other = await sent(`/v1/stripe.com?token=${keys.two.key}&size=64&format=png`);
    const again = await sent(`/v1/stripe.com?size=64&format=png&token=${keys.one.key}`);
    // The token is not part of what was planned or cached: another key's URL is the same entry.
    expect(other).toMatchObject({ status: 200, etag: first.etag, fast: true });
    expect(again).toMatchObject({ status: 200, etag: first.etag, fast: true });
    expect(await countedTo('one')).toBe(2);
    expect(await countedTo('two')).toBe(1);
  });

  it('refuses a bad token with the 401 error JSON on both paths', async () => {
    const refused = { status: 401, body: { code: 'INVALID_API_KEY', message: 'the API key is malformed, unknown or revoked' } };
    expect(await sent(`/v1/github.com?size=48&token=${UNKNOWN}`)).toMatchObject({ ...refused, fast: false });
    expect(await sent('/v1/github.com?size=48&token=la_short')).toMatchObject({ ...refused, fast: false });
    await sent(`/v1/github.com?size=48&token=${keys.one.key}`);
    await sent(`/v1/github.com?size=48&token=${keys.one.key}`);
    expect(await sent(`/v1/github.com?size=48&token=${UNKNOWN}`)).toMatchObject({ ...refused, fast: true });
  });

  it('treats an empty token as no key', async () => {
    expect(await sent('/v1/stripe.com?size=64&format=png&token=')).toMatchObject({ status: 401, body: { code: 'UNAUTHORIZED' } });
  });

  it('lets a key in a header win over the token', async () => {
    const before = await countedTo('two');
    const headerGood = await sent(`/v1/stripe.com?size=64&format=png&token=${UNKNOWN}`, { 'x-api-key': keys.two.key });
    expect(headerGood).toMatchObject({ status: 200, fast: true });
    expect(await countedTo('two')).toBe(before + 1);
    const headerBad = await sent(`/v1/stripe.com?size=64&format=png&token=${keys.two.key}`, { authorization: `Bearer ${UNKNOWN}` });
    expect(headerBad).toMatchObject({ status: 401, body: { code: 'INVALID_API_KEY' } });
    expect(await countedTo('two')).toBe(before + 1);
  });

  it('never writes the token to a log line or an error body', async () => {
    const bad = await sent(`/v1/stripe.com?size=abc&token=${keys.one.key}`);
    expect(bad).toMatchObject({ status: 400, body: { code: 'INVALID_PARAMETER' } });
    expect(JSON.stringify(bad.body)).not.toContain(keys.one.key);
    expect(origin.logs.join('\n')).not.toContain(keys.one.key.slice('la_'.length + 6));
  });
});
