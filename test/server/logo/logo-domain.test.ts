// Which brand answered a logo request: subdomains, aliases and hosted user sites, told by X-Logo-Domain.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestOrigin, type TestOrigin } from '../../helpers/origin.ts';
import { addBrand, MARK } from '../../helpers/small-catalog.ts';

let origin: TestOrigin;

beforeAll(async () => {
  origin = await createTestOrigin({ seed: false });
  await addBrand(origin, 'google.com', { icon: MARK('#4285F4') });
  await addBrand(origin, 'amazon.com', { icon: MARK('#FF9900') });
  await addBrand(origin, 'aws.amazon.com', { icon: MARK('#232F3E') });
  await addBrand(origin, 'github.com', { icon: MARK('#181717') });
  origin.deps.catalog.upsertBrand({ ...origin.deps.catalog.getBrand('google.com')!, name: 'Google' }, ['youtu.be', 'google.de', 'googleusercontent.com']);
  origin.deps.catalog.upsertBrand(origin.deps.catalog.getBrand('github.com')!, ['github.io']);
});
afterAll(() => origin.cleanup());

const answer = async (path: string) => {
  const response = await origin.request(path);
  return { status: response.status, domain: response.headers.get('x-logo-domain'), source: response.headers.get('x-logo-source') };
};

describe('X-Logo-Domain', () => {
  it.each([
    ['/v1/google.com', 'google.com'],
    ['/v1/docs.google.com', 'google.com'],
    ['/v1/https%3A%2F%2Fsupport.google.com%2Fanswer%2F1', 'google.com'],
    ['/v1/google.de', 'google.com'],
    ['/v1/lh3.googleusercontent.com', 'google.com'],
    ['/v1/amazon.com', 'amazon.com'],
    ['/v1/docs.aws.amazon.com', 'aws.amazon.com'],
    ['/v1/github.io', 'github.com'],
    ['/v1/www.google.com?variant=logo&format=png', 'google.com'],
  ])('%s is answered by %s with a real logo', async (path, domain) => {
    expect(await answer(path)).toMatchObject({ status: 200, domain, source: expect.stringMatching(/stored|rendered/) });
  });

  it.each([
    ['/v1/someone.blogspot.com', 'someone.blogspot.com'],
    ['/v1/octocat.github.io', 'octocat.github.io'],
    ['/v1/express.co.uk', 'express.co.uk'],
  ])('%s stays its own domain and gets a monogram', async (path, domain) => {
    expect(await answer(path)).toEqual({ status: 200, domain, source: 'monogram' });
  });

  it('names the brand on a 304 too', async () => {
    const first = await origin.request('/v1/docs.google.com?format=png');
    const again = await origin.request('/v1/docs.google.com?format=png', { headers: { 'If-None-Match': first.headers.get('etag')! } });
    expect(again.status).toBe(304);
    expect(again.headers.get('x-logo-domain')).toBe('google.com');
  });

  it('names the brand a name resolved to, and nothing for a name that matched none', async () => {
    expect((await answer('/v1/name/Google')).domain).toBe('google.com');
    expect(await answer('/v1/name/Nonexistent%20Widgets')).toEqual({ status: 200, domain: null, source: 'monogram' });
  });
});
