// The brand page in Debian's Chromium against a real listening origin: what a visitor sees, copies and downloads.
// Screenshots go to a temporary folder kept after the run (its path starts with logos-brand-page-screens-).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type Locator, type Page } from 'playwright-core';
import { launchChromium } from '../../helpers/chromium.ts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config/index.ts';
import { startOrigin, type Origin } from '../../../server/start.ts';
import { addBrandPageFixtures, DARK_BRAND, FULL_BRAND, MONOGRAM_BRAND } from '../../helpers/brand-page-fixtures.ts';
import { CHROMIUM, requireBinaryOrSkip } from '../../helpers/system-binary.ts';
import { freePort } from '../../helpers/listener.ts';

const chromiumBinary = requireBinaryOrSkip('test/server/dashboard/brand-browser.test.ts', CHROMIUM);
const skip = !chromiumBinary;

let dataDir: string;
let screens: string;
let origin: Origin;
let browser: Browser | undefined;
let page: Page;
// Console errors and script errors with the address they concern; a CSP violation shows up here.
const problems: { text: string; url: string }[] = [];

beforeAll(async () => {
  if (skip) return;
  dataDir = mkdtempSync(join(tmpdir(), 'logos-brand-page-'));
  screens = mkdtempSync(join(tmpdir(), 'logos-brand-page-screens-'));
  // LOCAL_ACCESS off: the browser is on this machine, so only the storefront rule may let its pictures in.
  const port = await freePort();
  origin = await startOrigin(loadConfig({ DATA_DIR: dataDir, PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, HOST: '127.0.0.1', LOG_LEVEL: 'silent', DISCOVERY: 'off', LOCAL_ACCESS: 'false' }));
  await addBrandPageFixtures(origin.deps);
  browser = await launchChromium(chromiumBinary);
  const context = await browser.newContext({ viewport: { width: 1100, height: 900 }, acceptDownloads: true });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: origin.url });
  page = await context.newPage();
  page.setDefaultTimeout(20_000);
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push({ text: message.text(), url: message.location().url });
  });
  page.on('pageerror', (error) => problems.push({ text: error.message, url: page.url() }));
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await origin?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

// The test runs under Node's types, not the DOM's; these are the properties read from the page.
interface PageImage {
  complete: boolean;
  naturalWidth: number;
  naturalHeight: number;
  dataset: Record<string, string | undefined>;
}

const screenshot = (name: string) => page.screenshot({ path: join(screens, `${name}.png`), fullPage: true });

/** Waits until every picture on the page has loaded or failed, then reports each one's decoded size. */
async function picturesOnPage(): Promise<{ logo: string | undefined; width: number; height: number }[]> {
  await page.waitForFunction(() => (Array.from((globalThis as unknown as { document: { images: PageImage[] } }).document.images) as PageImage[]).every((image) => image.complete));
  return page.locator('img').evaluateAll((images) =>
    (images as unknown as PageImage[]).map((image) => ({ logo: image.dataset.logo, width: image.naturalWidth, height: image.naturalHeight })),
  );
}

/** The pixels a visitor sees in an element, decoded. */
async function seen(locator: Locator) {
  const { data, info } = await sharp(await locator.screenshot()).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => Array.from(data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3));
  const count = (near: number[]) => {
    let found = 0;
    for (let i = 0; i < data.length; i += 3) if (Math.abs(data[i]! - near[0]!) + Math.abs(data[i + 1]! - near[1]!) + Math.abs(data[i + 2]! - near[2]!) < 40) found++;
    return found;
  };
  return { width: info.width, height: info.height, at, count };
}

const clipboard = () => page.evaluate<string>('navigator.clipboard.readText()');

describe.skipIf(skip)('brand page in a browser', () => {
  it('opens from a storefront result and shows every stored variant on light and dark, all loaded', async () => {
    await page.goto(`${origin.url}/`);
    await page.getByLabel('Search brands by name or domain').pressSequentially('northwind', { delay: 40 });
    await page.locator('#results a', { hasText: 'northwind-traders.com' }).click();
    await page.waitForURL(`${origin.url}/brand/northwind-traders.com`);

    const pictures = await picturesOnPage();
    expect(pictures.every((picture) => picture.width > 0)).toBe(true);
    const sizes = Object.fromEntries(pictures.filter((picture) => picture.logo).map((picture) => [picture.logo, [picture.width, picture.height]]));
    expect(sizes).toEqual({ 'icon-light': [256, 256], 'logo-light': [256, 51], 'logo-dark': [256, 51], 'symbol-light': [256, 256] });
    // Each version twice, on a light and a dark background: eight tiles.
    expect(pictures.filter((picture) => picture.logo)).toHaveLength(8);
    await screenshot('brand-all-variants');

    // The dark version's yellow mark and pale lettering show on the dark tile, whose background stays dark around them.
    const darkTile = await seen(page.locator('#logo-logo-dark .tile-dark'));
    expect(darkTile.at(4, 4)).toEqual([17, 24, 39]);
    expect(darkTile.count([0xf2, 0xc8, 0x11])).toBeGreaterThan(100);
    expect(darkTile.count([0xf9, 0xfa, 0xfb])).toBeGreaterThan(500);
    const lightTile = await seen(page.locator('#logo-icon-light .tile-light'));
    expect(lightTile.at(4, 4)).toEqual([255, 255, 255]);
    expect(lightTile.count([0x0f, 0x6c, 0xbd])).toBeGreaterThan(500);
  }, 90_000);

  it('copies a colour and the img and picture snippets, the brand name escaped as HTML', async () => {
    const swatch = await seen(page.locator('.swatch').first());
    expect(swatch.at(swatch.width >> 1, swatch.height >> 1)).toEqual([0x0f, 0x6c, 0xbd]);
    await page.getByRole('button', { name: 'Copy colour #0F6CBD' }).click();
    expect(await clipboard()).toBe('#0F6CBD');

    const img = `<img src="${origin.url}/v1/northwind-traders.com?size=64&retina=true" alt="Northwind &lt;script&gt;alert(&quot;pwned&quot;)&lt;/script&gt; Traders" width="64" height="64">`;
    await page.getByRole('button', { name: 'Copy the img tag' }).click();
    expect(await clipboard()).toBe(img);
    await page.getByRole('button', { name: 'Copy the picture tag' }).click();
    expect(await clipboard()).toBe(
      ['<picture>', `  <source srcset="${origin.url}/v1/northwind-traders.com?size=64&retina=true&theme=dark" media="(prefers-color-scheme: dark)">`, `  ${img}`, '</picture>'].join('\n'),
    );
  }, 60_000);

  it('downloads a file of the format and size its link names', async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'PNG, 256 pixels, icon, light theme' }).click()]);
    expect(download.suggestedFilename()).toBe('northwind-traders.com-icon-light-256.png');
    const file = readFileSync(await download.path());
    expect(await sharp(file).metadata()).toMatchObject({ format: 'png', width: 256, height: 256 });

    // One link per format of each version, at sizes taken in turn, fetched as the page's links are.
    const links = await page.locator('a[download]').evaluateAll((anchors) => anchors.map((anchor) => (anchor as unknown as { href: string }).href));
    const sample = links.filter((_, index) => index % 7 === 0);
    expect(sample.length).toBeGreaterThan(10);
    for (const link of sample) {
      const answer = await page.evaluate(async (url) => {
        const response = await fetch(url);
        return { status: response.status, type: response.headers.get('content-type'), bytes: Array.from(new Uint8Array(await response.arrayBuffer())) };
      }, link);
      const query = new URL(link).searchParams;
      const format = query.get('format')!;
      expect(answer.status, link).toBe(200);
      expect(answer.type, link).toBe({ webp: 'image/webp', png: 'image/png', avif: 'image/avif', jpg: 'image/jpeg', svg: 'image/svg+xml' }[format]);
      const meta = await sharp(Buffer.from(answer.bytes)).metadata();
      expect(meta.format === 'heif' ? 'avif' : meta.format === 'jpeg' ? 'jpg' : meta.format, link).toBe(format);
      if (format !== 'svg') expect(Math.max(meta.width, meta.height), link).toBe(Number(query.get('size')));
    }
  }, 120_000);

  it('offers sign-in instead of a report form to a visitor who is not signed in', async () => {
    await page.goto(`${origin.url}/brand/northwind-traders.com`);
    const link = page.getByRole('link', { name: 'Sign in to report' });
    expect(await link.getAttribute('href')).toBe('/signin?next=%2Fbrand%2Fnorthwind-traders.com%23report');
    expect(await page.locator('#report-form').count()).toBe(0);
  }, 60_000);

  it('shows a brand known only by its facts with the monogram the API answers', async () => {
    await page.goto(`${origin.url}/brand/${MONOGRAM_BRAND.domain}`);
    const pictures = await picturesOnPage();
    // A request that names no format gets an SVG monogram, square, as every placeholder is.
    const monograms = pictures.filter((picture) => picture.logo === 'monogram');
    expect(monograms).toHaveLength(2);
    for (const monogram of monograms) expect(monogram.width > 0 && monogram.width === monogram.height).toBe(true);
    expect(await page.locator('h1').textContent()).toBe('Quiet Harbor Partners');
    expect(await page.getByText('No logo is stored for this brand, so there is none to report.').count()).toBe(1);
    await screenshot('brand-monogram-only');
  }, 60_000);

  it('shows a brand whose only logo is white for dark backgrounds, visible on the dark tile', async () => {
    await page.goto(`${origin.url}/brand/${DARK_BRAND.domain}`);
    const pictures = await picturesOnPage();
    expect(pictures.filter((picture) => picture.logo)).toEqual([
      { logo: 'logo-dark', width: 256, height: 51 },
      { logo: 'logo-dark', width: 256, height: 51 },
    ]);
    expect(await page.locator('#logo-logo-dark-title').textContent()).toBe('Logo (wordmark), dark theme');
    const onDark = await seen(page.locator('#logo-logo-dark .tile-dark'));
    expect(onDark.count([255, 255, 255])).toBeGreaterThan(300);
    // At the top of the page too, the white logo sits on a dark ground rather than vanishing into the page's white.
    const head = await seen(page.locator('.head-logo'));
    expect(head.at(6, 6)).toEqual([17, 24, 39]);
    expect(head.count([255, 255, 255])).toBeGreaterThan(100);
    await screenshot('brand-dark-theme');
  }, 60_000);

  it('answers an unknown domain with its monogram and a note, as a 404 page', async () => {
    const response = await page.goto(`${origin.url}/brand/never-heard-of-it.net`);
    expect(response?.status()).toBe(404);
    const pictures = await picturesOnPage();
    expect(pictures.every((picture) => picture.width > 0)).toBe(true);
    expect(await page.locator('h1').textContent()).toBe('No brand is known for never-heard-of-it.net');
    await screenshot('brand-unknown');
    // Chromium logs the answer refused by design (the unknown brand's page); nothing else.
    const refused = [{ url: `${origin.url}/brand/never-heard-of-it.net`, status: /status of 404/ }];
    expect(problems.filter((problem) => !refused.some((by) => by.url === problem.url && by.status.test(problem.text)))).toEqual([]);
  }, 60_000);
});
