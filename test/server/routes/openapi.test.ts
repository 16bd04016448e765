import SwaggerParser from '@apidevtools/swagger-parser';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestOrigin, type TestOrigin } from '../../helpers/origin.ts';

interface Operation {
  responses: Record<string, { content?: Record<string, { schema?: object }> }>;
  security?: unknown[];
  parameters?: { name: string; in: string }[];
}
type Document = { openapi: string; paths: Record<string, Record<string, Operation>>; components: { securitySchemes: Record<string, unknown> } };

let origin: TestOrigin;
let document: Document;
let key: string;

// One or more real calls per documented path; a path without calls here fails the test, so nothing goes unchecked.
const MARK = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><path fill="#635bff" d="M32 4 60 58H4z"/></svg>';
const keyed = (method: string, body?: string) => ({ method, body, headers: { authorization: 'KEY' } });
const calls: Record<string, { path: string; method?: string; body?: string; headers?: Record<string, string>; ip?: string }[]> = {
  '/health': [{ path: '/health' }],
  '/api/open-api': [{ path: '/api/open-api' }],
  '/v1/search': [{ path: '/v1/search?q=stripe' }, { path: '/v1/search?q=' }],
  '/v1/me': [{ path: '/v1/me', headers: { authorization: 'KEY' } }, { path: '/v1/me', ip: '203.0.113.9' }],
  '/v1/me/fallback-hosts': [
    { path: '/v1/me/fallback-hosts', headers: { authorization: 'KEY' } },
    { path: '/v1/me/fallback-hosts', method: 'put', headers: { authorization: 'KEY', 'content-type': 'application/json' }, body: '{"hosts":["cdn.example.com"]}' },
    { path: '/v1/me/fallback-hosts', method: 'put', headers: { authorization: 'KEY', 'content-type': 'application/json' }, body: '{"hosts":["https://cdn.example.com"]}' },
    { path: '/v1/me/fallback-hosts', method: 'put', headers: { authorization: 'KEY', 'content-type': 'application/json' }, body: '{"hosts":[]}' },
    { path: '/v1/me/fallback-hosts', ip: '203.0.113.9' },
  ],
  '/v1/merchant': [
    { path: '/v1/merchant?q=AMZN%20Mktp%20US*2K4AB1CD3' },
    { path: '/v1/merchant?q=SQ%20*JOES%20DELI%20Brooklyn%20NY' },
    { path: '/v1/merchant?q=VENMO%20*JANE%20DOE' },
    { path: '/v1/merchant?q=' },
    { path: '/v1/merchant', method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ lines: ['WM SUPERCENTER #1234 ROGERS AR', 'VENMO *JANE DOE', 'SQ *JOES DELI Brooklyn NY'] }) },
    { path: '/v1/merchant', method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ lines: [] }) },
  ],
  '/v1/merchant/logo': [{ path: '/v1/merchant/logo?q=NETFLIX.COM%20LOS%20GATOS%20CA' }, { path: '/v1/merchant/logo?q=ATM%20WITHDRAWAL' }, { path: '/v1/merchant/logo?q=TARGET&size=0' }],
  '/v1/brand/{domain}': [{ path: '/v1/brand/stripe.com' }, { path: '/v1/brand/reddit.com' }, { path: '/v1/brand/nope.example' }, { path: '/v1/brand/under_score.com' }],
  '/v1/name/{brand}': [{ path: '/v1/name/Stripe' }, { path: '/v1/name/Qwxyzzy?format=svg' }, { path: '/v1/name/Qwxyzzy?fallback=404' }],
  '/v1/ticker/{symbol}': [{ path: '/v1/ticker/AAPL' }, { path: '/v1/ticker/ZZZZQ?fallback=404' }, { path: '/v1/ticker/not%20a%20symbol' }],
  '/v1/crypto/{symbol}': [{ path: '/v1/crypto/btc?format=png' }, { path: '/v1/crypto/NOPECOIN?fallback=404' }, { path: '/v1/crypto/%24%24' }],
  '/v1/{domain}': [{ path: '/v1/stripe.com' }, { path: '/v1/stripe.com?format=svg' }, { path: '/v1/stripe.com?size=0' }, { path: '/v1/stripe.com?variant=icon&fallback=404' }],
  '/v1/email/{address}': [
    { path: '/v1/email/jane@stripe.com' },
    { path: '/v1/email/bob@gmail.com?format=png' },
    { path: '/v1/email/bob@gmail.com?fallback=404' },
    { path: '/v1/email/not-an-address' },
  ],
  '/v1/{domain}/{variant}/{theme}/{file}': [{ path: '/v1/stripe.com/icon/dark/64.png' }, { path: '/v1/stripe.com/logo/light/vector.svg' }, { path: '/v1/stripe.com/icon/light/64.gif' }],
  '/v1/{domain}/{file}': [{ path: '/v1/stripe.com/logo.png' }, { path: '/v1/stripe.com/logo.gif' }],
  '/v1/{domain}/theme/{theme}/{file}': [{ path: '/v1/stripe.com/theme/dark/logo.png' }],
  '/{domain}': [{ path: '/stripe.com' }],
  '/clearbit/{domain}': [{ path: '/clearbit/stripe.com?size=64' }, { path: '/clearbit/nope.example' }, { path: '/clearbit/stripe.com?size=abc' }],
  '/logodev/{domain}': [{ path: '/logodev/stripe.com' }, { path: '/logodev/stripe.com?theme=purple' }, { path: '/logodev/stripe.com', ip: '203.0.113.9' }],
  '/brandfetch/{identifier}': [{ path: '/brandfetch/stripe.com/w/64/theme/dark' }, { path: '/brandfetch/isin/US0378331005' }, { path: '/brandfetch/stripe.com/type/banner' }],
  '/s2/favicons': [{ path: '/s2/favicons?domain=stripe.com&sz=32' }, { path: '/s2/favicons' }],
  '/ip3/{file}': [{ path: '/ip3/reddit.com.ico' }, { path: '/ip3/nope.example.ico' }],
  '/icon': [{ path: '/icon?url=stripe.com&size=16..32..64' }, { path: '/icon?url=stripe.com' }],
  '/allicons.json': [{ path: '/allicons.json?url=stripe.com' }, { path: '/allicons.json?url=nope.example' }],
  '/unavatar/{domain}': [{ path: '/unavatar/stripe.com' }, { path: '/unavatar/nope.example?fallback=false' }],
  '/v1/refresh/{domain}': [
    { path: '/v1/refresh/stripe.com', method: 'post', headers: { authorization: 'KEY' } },
    { path: '/v1/refresh/not_a_domain', method: 'post', headers: { authorization: 'KEY' } },
    { path: '/v1/refresh/stripe.com', method: 'post' },
  ],
  '/v1/webhooks': [
    { path: '/v1/webhooks', headers: { authorization: 'KEY' } },
    { path: '/v1/webhooks', method: 'post', headers: { authorization: 'KEY', 'content-type': 'application/json' }, body: '{"url":"http://hooks.example.com/x"}' },
    { path: '/v1/webhooks', method: 'post', headers: { authorization: 'KEY', 'content-type': 'application/json' }, body: '{"url":"https://127.0.0.1/x"}' },
  ],
  '/v1/webhooks/{id}': [{ path: '/v1/webhooks/wh_unknown', method: 'delete', headers: { authorization: 'KEY' } }],
  '/v1/overrides': [{ path: '/v1/overrides', ...keyed('GET') }, { path: '/v1/overrides', ip: '203.0.113.9' }],
  '/v1/overrides/{domain}': [
    { path: '/v1/overrides/stripe.com', ...keyed('PUT', MARK) },
    { path: '/v1/overrides/stripe.com', ...keyed('DELETE') },
    { path: '/v1/overrides/stripe.com', method: 'PUT', body: MARK, ip: '203.0.113.9' },
  ],
  '/v1/origins': [
    { path: '/v1/origins?origin=https://shop.example.test', ...keyed('PUT') },
    { path: '/v1/origins?origin=https://shop.example.test', ...keyed('PUT') },
    { path: '/v1/origins?origin=https://shop.example.test/path', ...keyed('PUT') },
    { path: '/v1/origins', ...keyed('GET') },
    { path: '/v1/origins?origin=https://shop.example.test', ...keyed('DELETE') },
    { path: '/v1/origins?origin=https://shop.example.test', ...keyed('DELETE') },
    { path: '/v1/origins', ip: '203.0.113.9' },
    { path: '/v1/origins?origin=https://other.example.test', ...keyed('PUT') },
    { path: '/v1/origins?origin=https://*.co.uk', ...keyed('PUT') },
  ],
  '/v1/origins/verify': [
    { path: '/v1/origins/verify?origin=https://other.example.test', ...keyed('POST') },
    { path: '/v1/origins/verify?origin=https://nothing.example.test', ...keyed('POST') },
  ],
  '/v1/brand/{domain}/report': [
    { path: '/v1/brand/stripe.com/report', ...keyed('POST', JSON.stringify({ reason: 'an old logo' })) },
    { path: '/v1/brand/stripe.com/report', ...keyed('POST', '{"reason": ""}') },
  ],
  '/v1/admin/logos/{domain}': [{ path: '/v1/admin/logos/stripe.com?variant=icon', ...keyed('PUT', MARK) }, { path: '/v1/admin/logos/stripe.com', ...keyed('PUT', 'not an image') }],
  '/v1/admin/logos/{domain}/history': [{ path: '/v1/admin/logos/stripe.com/history', ...keyed('GET') }],
  '/mcp': [
    { path: '/mcp', method: 'post', headers: { authorization: 'KEY', 'content-type': 'application/json', accept: 'application/json, text/event-stream' }, body: '{"jsonrpc":"2.0","id":1,"method":"ping"}' },
    { path: '/mcp', method: 'post', headers: { authorization: 'KEY', 'content-type': 'application/json' }, body: 'not json' },
    { path: '/mcp', method: 'post', headers: { 'content-type': 'application/json' }, body: '{"jsonrpc":"2.0","id":1,"method":"ping"}', ip: '203.0.113.9' },
  ],
  '/v1/admin/logos/{domain}/revert': [{ path: '/v1/admin/logos/stripe.com/revert', ...keyed('POST') }, { path: '/v1/admin/logos/stripe.com/revert', ...keyed('POST') }],
};

beforeAll(async () => {
  // Strict resolution: a site's proof is looked for without reaching any DNS server or site.
  origin = await createTestOrigin({ env: { ADMIN_EMAILS: 'contract@example.com', DISCOVERY_RESOLVE_STRICT: 'on' } });
  const account = await origin.deps.accounts.createAccount('contract@example.com', 'free');
  key = (await origin.deps.accounts.createKey(account.id, 'contract')).key;
  document = (await (await origin.request('/api/open-api')).json()) as Document;
});
afterAll(() => origin.cleanup());

describe('GET /api/open-api', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0');
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeDefined();
  });

  it('describes the three ways to send a key and every error code', () => {
    expect(document.components.securitySchemes).toEqual({
      bearerAuth: expect.objectContaining({ type: 'http', scheme: 'bearer' }),
      apiKeyHeader: expect.objectContaining({ type: 'apiKey', in: 'header', name: 'X-API-Key' }),
      apiKeyQuery: expect.objectContaining({ type: 'apiKey', in: 'query', name: 'token' }),
    });
    expect(document.paths['/v1/{domain}']!.get!.security).toContainEqual({ apiKeyQuery: [] });
    const text = JSON.stringify(document);
    for (const code of ['INVALID_DOMAIN', 'INVALID_PARAMETER', 'UNAUTHORIZED', 'INVALID_API_KEY', 'LOGO_NOT_FOUND', 'BRAND_NOT_FOUND', 'RATE_LIMITED', 'RENDER_FAILED', 'INTERNAL_ERROR']) {
      expect(text).toContain(code);
    }
  });

  it('documents the logo parameters with their allowed values', () => {
    const parameters = document.paths['/v1/{domain}']!.get!.parameters!;
    expect(parameters.map((p) => p.name).sort()).toEqual(['domain', 'fallback', 'format', 'greyscale', 'retina', 'size', 'theme', 'v', 'variant']);
    expect(JSON.stringify(parameters)).toContain('"enum":["webp","png","avif","jpg","svg","auto"]');
  });
});

describe('contract: every documented operation, called for real', () => {
  it('answers only documented statuses, with bodies valid against the document', async () => {
    const dereferenced = (await SwaggerParser.dereference(structuredClone(document) as never)) as unknown as Document;
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats.default(ajv);
    expect(Object.keys(calls).sort()).toEqual(Object.keys(dereferenced.paths).sort());

    for (const [template, requests] of Object.entries(calls)) {
      for (const call of requests) {
        const operation = dereferenced.paths[template]![(call.method ?? 'GET').toLowerCase()]!;
        const headers = Object.fromEntries(Object.entries(call.headers ?? {}).map(([name, value]) => [name, value === 'KEY' ? `Bearer ${key}` : value]));
        const response = await origin.request(call.path, { method: (call.method ?? 'GET').toUpperCase(), body: call.body, headers }, call.ip);
        const documentedResponse = operation.responses[String(response.status)];
        expect(documentedResponse, `${call.path} answered ${response.status}, which ${template} does not document`).toBeDefined();
        const type = response.headers.get('content-type')?.split(';')[0];
        if (!documentedResponse!.content) continue;
        expect(Object.keys(documentedResponse!.content), `${call.path}: ${type}`).toContain(type);
        if (type !== 'application/json') continue;
        const validate = ajv.compile(documentedResponse!.content[type]!.schema!);
        const body = await response.json();
        expect(validate(body), `${call.path}: ${ajv.errorsText(validate.errors)}`).toBe(true);
      }
    }
  });
});
