// The client's <Logo> rendered to static markup, then that markup in Debian's Chromium against a listening origin:
// the images load at the asked density, and dark mode takes the dark source.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { type Browser } from 'playwright-core';
import { launchChromium } from '../helpers/chromium.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Logo, type LogoProps } from '../../clients/js/src/react.ts';
import { listen, type RunningServer } from '../../server/listen.ts';
import { bodyOf, pixelsOf } from '../helpers/images.ts';
import { createTestOrigin, type TestOrigin } from '../helpers/origin.ts';
import { addBrand, MARK } from '../helpers/small-catalog.ts';
import { CHROMIUM, requireBinaryOrSkip } from '../helpers/system-binary.ts';

const chromiumBinary = requireBinaryOrSkip('test/clients/logo-component.test.ts', CHROMIUM);
const BASE = 'https://logos.example.com';
const markup = (props: Omit<LogoProps, 'baseUrl'> & { baseUrl?: string }) => renderToStaticMarkup(createElement(Logo, { baseUrl: BASE, ...props }));

describe('<Logo> markup', () => {
  it('writes a picture with a dark-mode source and 1x, 2x and 3x in srcset', () => {
    const html = markup({ domain: 'stripe.com', size: 64, variant: 'logo' });
    const dark = /<source media="\(prefers-color-scheme: dark\)" srcSet="([^"]+)"\/>/.exec(html)?.[1];
    expect(dark?.replaceAll('&amp;', '&').split(', ')).toEqual([
      `${BASE}/v1/stripe.com?variant=logo&theme=dark&size=64 1x`,
      `${BASE}/v1/stripe.com?variant=logo&theme=dark&size=128 2x`,
      `${BASE}/v1/stripe.com?variant=logo&theme=dark&size=192 3x`,
    ]);
    expect(html).toMatch(/^<picture><source [^>]+\/><img [^>]*src="https:\/\/logos\.example\.com\/v1\/stripe\.com\?variant=logo&amp;size=64"/);
    expect(html).toContain('srcSet="https://logos.example.com/v1/stripe.com?variant=logo&amp;size=64 1x, https://logos.example.com/v1/stripe.com?variant=logo&amp;size=128 2x, https://logos.example.com/v1/stripe.com?variant=logo&amp;size=192 3x"');
    expect(html).toContain('width="64" height="64"');
    expect(html).toContain('alt="stripe.com logo"');
  });

  it('has no dark source when a theme is fixed, and leaves out densities beyond the largest size', () => {
    const html = markup({ domain: 'stripe.com', size: 400, theme: 'dark', alt: 'Stripe' });
    expect(html).not.toContain('<source');
    expect(html).toContain('srcSet="https://logos.example.com/v1/stripe.com?theme=dark&amp;size=400 1x, https://logos.example.com/v1/stripe.com?theme=dark&amp;size=800 2x"');
    expect(html).toContain('alt="Stripe"');
  });
});

describe.skipIf(!chromiumBinary)('<Logo> in a browser', () => {
  let origin: TestOrigin;
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    origin = await createTestOrigin({ seed: false });
    await addBrand(origin, 'stripe.com', { icon: MARK('#635BFF') });
    server = await listen(origin.app, 0, '127.0.0.1', origin.fastPath);
    browser = await launchChromium(chromiumBinary!);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await origin?.cleanup();
  });

  // What the page shows: each image's loaded source and its decoded width.
  async function loaded(colorScheme: 'light' | 'dark', deviceScaleFactor: number) {
    const context = await browser.newContext({ colorScheme, deviceScaleFactor });
    try {
      const page = await context.newPage();
      const html = [markup({ baseUrl: server.url, domain: 'stripe.com', size: 48, loading: 'eager' }), markup({ baseUrl: server.url, domain: 'unknown-brand.example', size: 32, loading: 'eager' })].join('');
      await page.setContent(`<!doctype html><body>${html}</body>`);
      // The page's own script, run in the browser: its document is not this file's.
      await page.waitForFunction('[...document.images].every((image) => image.complete)', undefined, { timeout: 15_000 });
      return await page.$$eval('img', (images) => images.map((image) => ({ src: image.currentSrc, naturalWidth: image.naturalWidth })));
    } finally {
      await context.close();
    }
  }

  // naturalWidth counts CSS pixels (the source's pixels over its density); the bytes behind currentSrc are decoded too.
  it('loads the light logo at the screen\'s density', async () => {
    const images = await loaded('light', 2);
    expect(images).toEqual([
      { src: `${server.url}/v1/stripe.com?size=96`, naturalWidth: 48 },
      { src: `${server.url}/v1/unknown-brand.example?size=64`, naturalWidth: 64 },
    ]);
    expect(await pixelsOf(await bodyOf(await fetch(images[0]!.src)))).toMatchObject({ width: 96, height: 96 });
  }, 60_000);

  it('loads the dark logo in dark mode', async () => {
    const images = await loaded('dark', 3);
    expect(images[0]).toEqual({ src: `${server.url}/v1/stripe.com?theme=dark&size=144`, naturalWidth: 48 });
    expect(images[1]).toMatchObject({ src: `${server.url}/v1/unknown-brand.example?theme=dark&size=96` });
    expect(images[1]!.naturalWidth).toBeGreaterThan(0);
    expect(await pixelsOf(await bodyOf(await fetch(images[0]!.src)))).toMatchObject({ width: 144, height: 144 });
  }, 60_000);
});
