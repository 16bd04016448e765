import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen, type RunningServer } from '../../../server/listen.ts';
import { TWENTY_SECONDS_INTO_A_MINUTE } from '../../helpers/clock.ts';
import { createTestOrigin, tempDataDir, type TestOrigin } from '../../helpers/origin.ts';

let origin: TestOrigin;
let server: RunningServer;
let key: string;
let accountId: string;
const get = (path: string, headers: Record<string, string> = { authorization: `Bearer ${key}` }) => fetch(`${server.url}${path}`, { headers });
const post = (body: unknown, headers: Record<string, string> = { authorization: `Bearer ${key}` }) =>
  fetch(`${server.url}/v1/merchant`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) });
const q = (line: string) => encodeURIComponent(line);
// Answers are checked field by field below, so their type is left open.
const json = (response: Response) => response.json() as Promise<any>;

beforeAll(async () => {
  const plans = join(tempDataDir(), 'plans.json');
  writeFileSync(plans, JSON.stringify({ plans: { roomy: { rateLimitPerMinute: 1000, monthlyQuota: null } }, anonymousRateLimitPerMinute: 100 }));
  origin = await createTestOrigin({ env: { PLANS_FILE: plans, LOCAL_ACCESS: 'false' }, now: () => TWENTY_SECONDS_INTO_A_MINUTE });
  accountId = (await origin.deps.accounts.createAccount('merchant@example.com', 'roomy')).id;
  ({ key } = await origin.deps.accounts.createKey(accountId, 'k'));
  server = await listen(origin.app, 0, '127.0.0.1', origin.fastPath);
});
afterAll(async () => {
  await server.close();
  await origin.cleanup();
});

describe('GET /v1/merchant through HTTP', () => {
  it('answers the brand behind an Amazon Marketplace line, with the brand record', async () => {
    const response = await get(`/v1/merchant?q=${q('AMZN Mktp US*2K4AB1CD3')}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.get('cache-control')).toBe('private, max-age=3600');
    const body = await json(response);
    expect(body).toMatchObject({ query: 'AMZN Mktp US*2K4AB1CD3', merchant: 'Amazon', domain: 'amazon.com', confidence: 0.99, via: 'alias:AMZN MKTP' });
    expect(body.brand).toMatchObject({ domain: 'amazon.com', name: 'Amazon' });
    expect(body.brand.logos[0].url).toMatch(new RegExp(`^${origin.config.linkOrigin}/v1/amazon.com\\?`));
  });

  it('answers a local merchant behind Square with its cleaned name and no domain', async () => {
    const body = await json(await get(`/v1/merchant?q=${q('SQ *JOES DELI Brooklyn NY')}`));
    expect(body).toEqual({ query: 'SQ *JOES DELI Brooklyn NY', merchant: 'Joes Deli', domain: null, brand: null, confidence: 0, via: 'none' });
  });

  it('answers an alias domain the catalog lacks, with no brand record', async () => {
    const body = await json(await get(`/v1/merchant?q=${q('REGAL CINEMAS 0123 BROOKLYN NY')}`));
    expect(body).toMatchObject({ domain: 'regmovies.com', brand: null, via: 'alias:REGAL CINEMAS' });
  });

  it('answers 404 MERCHANT_NOT_FOUND for a transfer between people and a bank entry', async () => {
    for (const line of ['VENMO *JANE DOE Visa Direct NY', 'Zelle payment to JOHN SMITH Conf# abc123xyz', 'ATM WITHDRAWAL 003456 5TH AVE NEW YORK NY']) {
      const response = await get(`/v1/merchant?q=${q(line)}`);
      expect(response.status, line).toBe(404);
      expect(await json(response)).toMatchObject({ code: 'MERCHANT_NOT_FOUND', message: expect.stringContaining('not a purchase') });
    }
  });

  it('refuses an empty q, a missing q, one over 200 characters and a bad country, naming the parameter', async () => {
    for (const [query, says] of [['q=', 'q must not be empty'], ['q=%20%20', 'q must not be empty'], ['', 'q is required'], [`q=${'A'.repeat(201)}`, 'q must be at most 200 characters, got 201'], ['q=TARGET&country=USA', 'country must be a two-letter']] as const) {
      const response = await get(`/v1/merchant?${query}`);
      expect(response.status, query).toBe(400);
      expect(await json(response)).toEqual({ code: 'INVALID_PARAMETER', message: expect.stringContaining(says) });
    }
  });

  it('answers 401 without a key', async () => {
    const response = await get(`/v1/merchant?q=TARGET`, {});
    expect(response.status).toBe(401);
    expect(await json(response)).toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('GET /v1/merchant/logo through HTTP', () => {
  it('serves the brand\'s logo with the same headers as GET /v1/{domain}', async () => {
    const response = await get(`/v1/merchant/logo?q=${q('NETFLIX.COM LOS GATOS CA')}&format=png&size=64`);
    const direct = await get('/v1/netflix.com?format=png&size=64');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    for (const header of ['x-logo-domain', 'x-logo-source', 'x-logo-variant', 'cache-control', 'etag']) {
      expect(response.headers.get(header), header).toBe(direct.headers.get(header));
    }
    expect(response.headers.get('x-logo-domain')).toBe('netflix.com');
    const { width, height } = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(Math.max(width!, height!)).toBe(64);
    const notModified = await get(`/v1/merchant/logo?q=${q('NETFLIX.COM LOS GATOS CA')}&format=png&size=64`, { authorization: `Bearer ${key}`, 'if-none-match': response.headers.get('etag')! });
    expect(notModified.status).toBe(304);
  });

  it('serves the monogram of the cleaned name for a merchant with no brand, naming no domain', async () => {
    const response = await get(`/v1/merchant/logo?q=${q('SQ *JOES DELI Brooklyn NY')}&format=png&size=32`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-logo-source')).toBe('monogram');
    expect(response.headers.get('x-logo-domain')).toBeNull();
    expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(32);
    const svg = await get(`/v1/merchant/logo?q=${q('SQ *JOES DELI Brooklyn NY')}`);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    expect(await svg.text()).toMatch(/>J</);
  });

  it('answers 404 with fallback=404 for a merchant with no brand, and MERCHANT_NOT_FOUND for a transfer', async () => {
    expect((await json((await get(`/v1/merchant/logo?q=${q('SQ *JOES DELI Brooklyn NY')}&fallback=404`)))).code).toBe('LOGO_NOT_FOUND');
    const transfer = await get(`/v1/merchant/logo?q=${q('ZELLE TO MARIA GARCIA ON 03/14')}`);
    expect(transfer.status).toBe(404);
    expect((await json(transfer)).code).toBe('MERCHANT_NOT_FOUND');
  });

  it('refuses a bad logo parameter and a missing q', async () => {
    expect(await json((await get(`/v1/merchant/logo?q=TARGET&size=5000`)))).toMatchObject({ code: 'INVALID_PARAMETER', message: expect.stringContaining('size must be') });
    expect(await json((await get(`/v1/merchant/logo?size=64`)))).toMatchObject({ code: 'INVALID_PARAMETER', message: expect.stringContaining('q is required') });
  });
});

describe('POST /v1/merchant through HTTP', () => {
  it('answers one result per line, in order, with an error object for a line that names no merchant', async () => {
    const response = await post({ lines: ['WM SUPERCENTER #1234 ROGERS AR', 'VENMO *JANE DOE', 'SQ *JOES DELI Brooklyn NY'] });
    expect(response.status).toBe(200);
    const { results } = await json(response);
    expect(results.map((result: { domain?: string | null; error?: { code: string } }) => result.error?.code ?? result.domain)).toEqual(['walmart.com', 'MERCHANT_NOT_FOUND', null]);
    expect(results[1]).toMatchObject({ query: 'VENMO *JANE DOE' });
  });

  it('refuses a body without lines, over 100 lines, with a bad line, not JSON, or too large', async () => {
    const cases: [unknown, string][] = [
      [{}, 'lines is required'],
      [{ lines: [] }, 'at least one line'],
      [{ lines: Array.from({ length: 101 }, () => 'TARGET') }, 'at most 100 lines, got 101'],
      [{ lines: ['TARGET', 'A'.repeat(201)] }, 'at most 200 characters'],
      [{ lines: 'TARGET' }, 'lines must be an array'],
      ['not json', 'must be a JSON object'],
      [JSON.stringify({ lines: ['X'.repeat(70_000)] }), 'the body must be at most'],
    ];
    for (const [body, says] of cases) {
      const response = await post(body);
      expect(response.status, says).toBe(400);
      expect(await json(response)).toEqual({ code: 'INVALID_PARAMETER', message: expect.stringContaining(says) });
    }
  });
});

describe('usage and limits of the merchant routes', () => {
  async function limitedOrigin(rateLimitPerMinute: number, monthlyQuota: number | null) {
    const file = join(tempDataDir(), 'plans.json');
    writeFileSync(file, JSON.stringify({ plans: { tiny: { rateLimitPerMinute, monthlyQuota } }, anonymousRateLimitPerMinute: 100 }));
    const limited = await createTestOrigin({ seed: false, env: { PLANS_FILE: file }, now: () => TWENTY_SECONDS_INTO_A_MINUTE });
    const account = await limited.deps.accounts.createAccount('tiny@example.com', 'tiny');
    const { key: tinyKey } = await limited.deps.accounts.createKey(account.id, 'k');
    const running = await listen(limited.app, 0, '127.0.0.1', limited.fastPath);
    return { limited, running, account, headers: { authorization: `Bearer ${tinyKey}`, 'content-type': 'application/json' } };
  }

  it('counts a batch as one request per line, and refuses the batch that does not fit the minute', async () => {
    const { limited, running, account, headers } = await limitedOrigin(5, null);
    try {
      const batch = (lines: string[]) => fetch(`${running.url}/v1/merchant`, { method: 'POST', headers, body: JSON.stringify({ lines }) });
      const first = await batch(['TARGET 00012345', 'KROGER #0345', 'WALGREENS #4567']);
      expect(first.status).toBe(200);
      expect(first.headers.get('ratelimit-remaining')).toBe('2');
      const over = await batch(['TARGET 00012345', 'KROGER #0345', 'WALGREENS #4567']);
      expect(over.status).toBe(429);
      expect(await json(over)).toMatchObject({ code: 'RATE_LIMITED' });
      expect(over.headers.get('retry-after')).toBe('40');
      expect(over.headers.get('ratelimit-remaining')).toBe('2');
      // Nor does a batch refused for its body, before any line is looked at.
      expect((await batch(Array.from({ length: 101 }, () => 'TARGET'))).status).toBe(400);
      await limited.deps.usage.flush();
      // A refused batch counts nothing, so the two requests left in the minute are still there.
      expect(await limited.deps.usage.monthUsed(account.id)).toBe(3);
      expect((await batch(['TARGET 00012345', 'KROGER #0345'])).status).toBe(200);
      expect((await fetch(`${running.url}/v1/merchant?q=TARGET`, { headers })).status).toBe(429);
    } finally {
      await running.close();
      await limited.cleanup();
    }
  });

  it('counts GET /v1/merchant and GET /v1/merchant/logo once each, and refuses them over the limit', async () => {
    const { limited, running, account, headers } = await limitedOrigin(2, null);
    try {
      expect((await fetch(`${running.url}/v1/merchant?q=TARGET`, { headers })).status).toBe(200);
      expect((await fetch(`${running.url}/v1/merchant/logo?q=TARGET&format=svg`, { headers })).status).toBe(200);
      const over = await fetch(`${running.url}/v1/merchant?q=TARGET`, { headers });
      expect(over.status).toBe(429);
      expect((await fetch(`${running.url}/v1/merchant/logo?q=TARGET`, { headers })).status).toBe(429);
      expect(await limited.deps.usage.monthUsed(account.id)).toBe(2);
    } finally {
      await running.close();
      await limited.cleanup();
    }
  });

  it('refuses a batch that would pass the monthly quota', async () => {
    const { limited, running, account, headers } = await limitedOrigin(1000, 5);
    try {
      const batch = (count: number) => fetch(`${running.url}/v1/merchant`, { method: 'POST', headers, body: JSON.stringify({ lines: Array.from({ length: count }, () => 'TARGET') }) });
      expect((await batch(4)).status).toBe(200);
      const over = await batch(2);
      expect(over.status).toBe(429);
      expect((await json(over)).message).toContain('monthly quota of 5');
      // The refused batch counts nothing: the month's last request is still there.
      expect(await limited.deps.usage.monthUsed(account.id)).toBe(4);
      expect((await batch(1)).status).toBe(200);
      expect((await batch(1)).status).toBe(429);
      expect(await limited.deps.usage.monthUsed(account.id)).toBe(5);
    } finally {
      await running.close();
      await limited.cleanup();
    }
  });
});
