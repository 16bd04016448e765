// The typed client (clients/js) against a listening origin on 127.0.0.1, and its types against the live document.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogosClient, LogosApiError, type LogosClient } from '../../clients/js/src/index.ts';
import { SCHEMA_FILE, typesFrom } from '../../clients/js/scripts/generate.mjs';
import { liveOpenApiDocument } from '../../scripts/docs/openapi-page.ts';
import { listen, type RunningServer } from '../../server/listen.ts';
import { bodyOf, meanDrawnColour, pixelsOf } from '../helpers/images.ts';
import { createTestOrigin, type TestOrigin } from '../helpers/origin.ts';
import { addBrand, MARK } from '../helpers/small-catalog.ts';

let origin: TestOrigin;
let server: RunningServer;
let client: LogosClient;
let key: string;

beforeAll(async () => {
  origin = await createTestOrigin({ seed: false });
  await addBrand(origin, 'stripe.com', { icon: MARK('#635BFF') });
  origin.deps.catalog.upsertBrand({ ...origin.deps.catalog.getBrand('stripe.com')!, name: 'Stripe', colors: [{ hex: '#635BFF', type: 'brand' }] }, ['stripe.network']);
  key = (await origin.deps.accounts.createKey((await origin.deps.accounts.createAccount('client@example.com', 'free')).id, 'client')).key;
  server = await listen(origin.app, 0, '127.0.0.1', origin.fastPath);
  client = createLogosClient({ baseUrl: server.url, apiKey: key });
}, 60_000);
afterAll(async () => {
  await server?.close();
  await origin?.cleanup();
});

describe('clients/js types', () => {
  it('are what the live OpenAPI document generates (run npm run client:types after changing routes)', async () => {
    expect(readFileSync(SCHEMA_FILE, 'utf8')).toBe(await typesFrom(await liveOpenApiDocument()));
  }, 60_000);

  it('change when a route\'s document changes, so a stale file is caught', async () => {
    const document = (await liveOpenApiDocument()) as { paths: Record<string, { get?: { summary?: string } }> };
    document.paths['/v1/search']!.get!.summary = 'Renamed in a newer origin';
    expect(await typesFrom(document)).not.toBe(readFileSync(SCHEMA_FILE, 'utf8'));
  }, 60_000);
});

describe('clients/js against a running origin', () => {
  it('searches brands', async () => {
    const results = await client.search('stripe');
    expect(results[0]).toMatchObject({ name: 'Stripe', domain: 'stripe.com', logo: `${origin.config.linkOrigin}/v1/stripe.com` });
  });

  it('reads a brand, and undefined for an unknown one', async () => {
    const brand = await client.brand('stripe.network');
    expect(brand).toMatchObject({ domain: 'stripe.com', name: 'Stripe', colors: [{ hex: '#635BFF', type: 'brand' }], aliases: ['stripe.network'] });
    expect(brand!.logos[0]).toMatchObject({ variant: 'icon', format: 'svg' });
    expect(await client.brand('unknown-brand.example')).toBeUndefined();
  });

  it('throws the API\'s code and message on a refusal', async () => {
    const error = await client.brand('under_score.com').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(LogosApiError);
    expect(error).toMatchObject({ status: 400, code: 'INVALID_DOMAIN', message: expect.stringMatching(/^domain must be a hostname/) });
    const stranger = createLogosClient({ baseUrl: server.url, apiKey: 'la_not_a_real_key_at_all_000000000000' });
    await expect(stranger.search('stripe')).rejects.toMatchObject({ status: 401, code: 'INVALID_API_KEY' });
  });

  it('calls any documented operation typed, through api', async () => {
    const { data, response } = await client.api.GET('/v1/me');
    expect(response.status).toBe(200);
    expect(data).toMatchObject({ account: { email: 'client@example.com' } });
  });

  it('builds logo URLs that answer the asked image', async () => {
    const url = client.logoUrl('stripe.com', { size: 48, format: 'png', theme: 'dark' });
    expect(url).toBe(`${server.url}/v1/stripe.com?size=48&format=png&theme=dark`);
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-logo-domain')).toBe('stripe.com');
    const body = await bodyOf(response);
    expect(await pixelsOf(body)).toMatchObject({ width: 48, height: 48 });
    expect((await meanDrawnColour(body)).b).toBeGreaterThan(200);
    const email = client.emailLogoUrl('jane+news@stripe.com', { format: 'png', size: 32 });
    expect(email).toBe(`${server.url}/v1/email/jane%2Bnews%40stripe.com?format=png&size=32`);
    expect((await fetch(email)).headers.get('x-logo-domain')).toBe('stripe.com');
  });
});
