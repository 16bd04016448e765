import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestOrigin, type TestOrigin } from '../../helpers/origin.ts';

let origin: TestOrigin;
beforeAll(async () => {
  origin = await createTestOrigin({ seed: false });
});
afterAll(() => origin.cleanup());

describe('legacy URL forms', () => {
  it.each([
    ['/stripe.com', '/v1/stripe.com'],
    ['/stripe.com?size=64&greyscale=true', '/v1/stripe.com?size=64&greyscale=true'],
    ['/v1/stripe.com/logo.png', '/v1/stripe.com?variant=logo&format=png'],
    ['/v1/stripe.com/icon.jpeg?size=32', '/v1/stripe.com?size=32&variant=icon&format=jpg'],
    ['/v1/stripe.com/theme/dark/symbol.svg', '/v1/stripe.com?variant=symbol&format=svg&theme=dark'],
    ['/v1/stripe.com/theme/light/logo.webp?retina=1', '/v1/stripe.com?retina=1&variant=logo&format=webp&theme=light'],
  ])('redirects %s to %s with 301', async (from, to) => {
    const response = await origin.request(from);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(to);
  });

  it.each([
    ['/v1/stripe.com/banner.png', 'variant'],
    ['/v1/stripe.com/logo.gif', 'extension'],
    ['/v1/stripe.com/theme/blue/logo.png', 'theme must be one of auto, light, dark, got "blue"'],
  ])('rejects %s with INVALID_PARAMETER', async (path, mention) => {
    const response = await origin.request(path);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { code: string; message: string };
    expect(body.code).toBe('INVALID_PARAMETER');
    expect(body.message).toContain(mention);
  });
});
