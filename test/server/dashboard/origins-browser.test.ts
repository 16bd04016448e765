// The "Your sites" page in Debian's Chromium against a real listening origin: register the account's site through the
// form, prove it by serving the token the page shows at the site's well-known path, then a page of that site (a second
// local server) shows the account's override in an <img> without a key,
// counted to the account; removing the site stops it. Screenshots go to a temporary folder kept after the run (its
// path starts with logos-origins-screens-).
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config/index.ts';
import { startOrigin, type Origin } from '../../../server/start.ts';
import { launchChromium } from '../../helpers/chromium.ts';
import { wordmarkPng } from '../../helpers/site-images.ts';
import { CHROMIUM, requireBinaryOrSkip } from '../../helpers/system-binary.ts';

const chromiumBinary = requireBinaryOrSkip('test/server/dashboard/origins-browser.test.ts', CHROMIUM);
const skip = !chromiumBinary;
const EMAIL = 'origins-browser@example.com';
const PASSWORD = 'correct horse battery';
const ASKED = '/v1/stripe.com?format=png&size=128';

let dataDir: string;
let screens: string;
let origin: Origin;
let site: Server;
let siteUrl: string;
let accountId: string;
let browser: Browser | undefined;
let page: Page;
const problems: string[] = [];
/** The token the site serves at its well-known path, once the dashboard showed it. */
let siteToken = '';

beforeAll(async () => {
  if (skip) return;
  dataDir = mkdtempSync(join(tmpdir(), 'logos-origins-browser-'));
  screens = mkdtempSync(join(tmpdir(), 'logos-origins-screens-'));
  // The account's own site: one page with the logo as an <img>, on another origin than the API's, and the token file.
  site = createServer((request, response) => {
    if (request.url === '/.well-known/logos-site-verification.txt') return void response.writeHead(200, { 'content-type': 'text/plain' }).end(siteToken);
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><title>Shop</title><img id="logo" alt="Stripe" src="${origin.url}${ASKED}">`);
  });
  await new Promise<void>((resolve) => site.listen(0, 'localhost', resolve));
  const sitePort = (site.address() as AddressInfo).port;
  siteUrl = `http://localhost:${sitePort}`;
  // The proof is read through discovery's guarded agent, which reaches loopback only where told to.
  const proofEnv = { DISCOVERY_RESOLVE: 'localhost=127.0.0.1', DISCOVERY_ALLOW: `127.0.0.1:${sitePort}` };
  origin = await startOrigin(loadConfig({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', DISCOVERY: 'off', LOCAL_ACCESS: 'false', ...proofEnv }));
  const account = await origin.deps.accounts.createAccount(EMAIL, 'free');
  accountId = account.id;
  await origin.deps.passwords.set(account.id, PASSWORD);
  const { key } = await origin.deps.accounts.createKey(account.id, 'crm');
  // The account's override of stripe.com, a wide red wordmark where the public logo is a square icon.
  const headers = { authorization: `Bearer ${key}` };
  expect((await fetch(`${origin.url}${ASKED}`, { headers })).status).toBe(200);
  const uploaded = await fetch(`${origin.url}/v1/overrides/stripe.com`, { method: 'PUT', headers: { ...headers, 'content-type': 'image/png' }, body: await wordmarkPng('#d62828', 640) });
  expect(uploaded.status).toBe(200);
  browser = await launchChromium(chromiumBinary);
  page = await (await browser.newContext({ viewport: { width: 1100, height: 900 } })).newPage();
  page.setDefaultTimeout(20_000);
  page.on('pageerror', (error) => problems.push(error.message));
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => site?.close(resolve));
  await origin?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

// The test runs under Node's types, not the DOM's; these are the properties read from the page.
interface LoadedImage {
  complete: boolean;
  naturalWidth: number;
  naturalHeight: number;
}

const screenshot = (name: string) => page.screenshot({ path: join(screens, `${name}.png`), fullPage: true });
/**
 * The site's <img> once it finished loading: its decoded size, 0 × 0 when the API refused it. A fresh browser context
 * each time, as a new visitor: a visitor who saw the logo keeps it for its max-age (private, so in the browser only).
 */
async function siteLogo(): Promise<{ width: number; height: number }> {
  const context = await browser!.newContext();
  try {
    const visitor = await context.newPage();
    visitor.on('pageerror', (error) => problems.push(error.message));
    await visitor.goto(siteUrl);
    const img = await visitor.locator('#logo').elementHandle();
    await visitor.waitForFunction((element) => (element as unknown as LoadedImage).complete, img);
    return await img!.evaluate((element) => ({ width: (element as unknown as LoadedImage).naturalWidth, height: (element as unknown as LoadedImage).naturalHeight }));
  } finally {
    await context.close();
  }
}

describe.skipIf(skip)('your sites in a browser', () => {
  it("refuses the site's <img> before the site is registered", async () => {
    expect(await siteLogo()).toEqual({ width: 0, height: 0 });
  }, 60_000);

  it('signs in, reaches the page from the navigation and shows the refusal of a path', async () => {
    await page.goto(`${origin.url}/signin`);
    await page.getByLabel('Email').fill(EMAIL);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${origin.url}/dashboard`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Your sites' }).click();
    await page.waitForURL(`${origin.url}/dashboard/origins`);
    await page.getByText('No sites yet').waitFor();
    await page.getByLabel('Origin').fill(`${siteUrl}/shop`);
    await page.getByRole('button', { name: 'Add site' }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/^origin must be a scheme and host/);
    expect(await page.getByLabel('Origin').inputValue()).toBe(`${siteUrl}/shop`);
    await screenshot('refused');
  }, 60_000);

  it("registers the site and proves it; its page shows the account's override without a key, counted to the account", async () => {
    await page.getByLabel('Origin').fill(siteUrl);
    await page.getByRole('button', { name: 'Add site' }).click();
    await page.getByRole('heading', { name: `Prove that ${siteUrl} is yours` }).waitFor();
    await page.waitForURL(`${origin.url}/dashboard/origins`);
    expect(await page.locator(`li[data-origin="${siteUrl}"]`).count()).toBe(1);
    await screenshot('added');
    // Unproven, the site's pages are refused; the site then serves the token the page shows, once.
    expect(await siteLogo()).toEqual({ width: 0, height: 0 });
    siteToken = (await page.locator('[data-proof="file"]').textContent())!;
    expect(siteToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    await page.getByRole('button', { name: `Verify ${siteUrl}` }).click();
    await page.getByRole('heading', { name: `${siteUrl} is yours` }).waitFor();
    expect(await page.getByRole('button', { name: `Verify ${siteUrl}` }).count()).toBe(0);
    await screenshot('proven');

    const before = await origin.deps.usage.summary(accountId);
    const shown = await siteLogo();
    expect(shown.width).toBe(128);
    expect(shown.width / shown.height).toBeGreaterThan(4);
    expect((await origin.deps.usage.summary(accountId)).today).toBe(before.today + 1);
  }, 60_000);

  it("removes the site; its page's <img> is refused again", async () => {
    await page.goto(`${origin.url}/dashboard/origins`);
    await page.getByRole('button', { name: `Remove ${siteUrl}` }).click();
    await page.getByText('No sites yet').waitFor();
    expect(page.url()).toBe(`${origin.url}/dashboard/origins`);
    await screenshot('removed');
    expect(await siteLogo()).toEqual({ width: 0, height: 0 });
    expect(problems).toEqual([]);
  }, 60_000);
});
