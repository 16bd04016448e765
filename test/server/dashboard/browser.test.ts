// The dashboard and storefront in Debian's Chromium against a real listening origin; screenshots go to test-artifacts/.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type Page } from 'playwright-core';
import { launchChromium } from '../../helpers/chromium.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config/index.ts';
import { startOrigin, type Origin } from '../../../server/start.ts';
import { CHROMIUM, requireBinaryOrSkip } from '../../helpers/system-binary.ts';
import { freePort } from '../../helpers/listener.ts';

const chromiumBinary = requireBinaryOrSkip('test/server/dashboard/browser.test.ts', CHROMIUM);
const skip = !chromiumBinary;
const ARTIFACTS = join(process.cwd(), 'test-artifacts', 'dashboard');
const EMAIL = 'browser@example.com';
const PASSWORD = 'correct horse battery';
const KEY = /^la_[A-Za-z0-9_-]{32}$/;

let dataDir: string;
let origin: Origin;
let browser: Browser | undefined;
let page: Page;
const problems: string[] = [];

beforeAll(async () => {
  if (skip) return;
  mkdirSync(ARTIFACTS, { recursive: true });
  dataDir = mkdtempSync(join(tmpdir(), 'logos-browser-'));
  // LOCAL_ACCESS off: the browser is on this machine, so only the storefront rule may let its key-less calls in.
  const port = await freePort();
  origin = await startOrigin(loadConfig({ DATA_DIR: dataDir, PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, HOST: '127.0.0.1', LOG_LEVEL: 'silent', DISCOVERY: 'off', LOCAL_ACCESS: 'false', SIGNUP: 'on' }));
  const account = await origin.deps.accounts.createAccount(EMAIL, 'free');
  await origin.deps.passwords.set(account.id, PASSWORD);
  browser = await launchChromium(chromiumBinary);
  const context = await browser.newContext({ viewport: { width: 1100, height: 900 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: origin.url });
  page = await context.newPage();
  page.setDefaultTimeout(10_000);
  // A CSP violation or a script error shows up here; the pages must produce neither.
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await origin?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

// The test runs under Node's types, not the DOM's; these are the properties read from the page.
interface LoadedImage {
  complete: boolean;
  naturalWidth: number;
}

const screenshot = (name: string) => page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true });
const me = (key: string) => fetch(`${origin.url}/v1/me`, { headers: { authorization: `Bearer ${key}` } });

describe.skipIf(skip)('storefront in a browser', () => {
  it('finds Stripe as you type and shows its logo, loaded through the gate as the page itself', async () => {
    await page.goto(`${origin.url}/`);
    await page.getByLabel('Search brands by name or domain').pressSequentially('strip', { delay: 40 });
    const logo = page.locator('#results li', { hasText: 'Stripe' }).first().locator('img');
    await logo.waitFor();
    await page.waitForFunction((img) => (img as unknown as LoadedImage).complete && (img as unknown as LoadedImage).naturalWidth > 0, await logo.elementHandle());
    expect(await logo.evaluate((img) => (img as unknown as LoadedImage).naturalWidth)).toBe(128);
    expect(await page.locator('#results-status').textContent()).toMatch(/\d+ brands? found\./);
    expect(page.url()).toBe(`${origin.url}/?q=strip`);
    await page.getByRole('button', { name: 'Copy the img tag' }).click();
    expect(await page.evaluate<string>('navigator.clipboard.readText()')).toBe(`<img src="${origin.url}/v1/stripe.com?size=64&retina=true" alt="Stripe" width="64" height="64">`);
    await screenshot('storefront');
    expect(problems).toEqual([]);
  }, 60_000);

  it('finds a listed company by its ticker and shows the symbol and exchange beside it', async () => {
    await page.goto(`${origin.url}/`);
    await page.getByLabel('Search brands by name or domain').pressSequentially('AAPL', { delay: 40 });
    const apple = page.locator('#results li', { hasText: 'apple.com' }).first();
    await apple.waitFor();
    expect(await apple.locator('.result-ticker').textContent()).toMatch(/^AAPL · NASDAQ$/i);
    expect(problems).toEqual([]);
  }, 60_000);
});

describe.skipIf(skip)('dashboard in a browser', () => {
  let key: string;

  it('offers a sign-up page with labelled fields when SIGNUP is on', async () => {
    await page.goto(`${origin.url}/signin`);
    await page.getByRole('link', { name: 'Create one' }).click();
    await page.waitForURL(`${origin.url}/signup`);
    await expect(page.getByLabel('Email').getAttribute('autocomplete')).resolves.toBe('username');
    await expect(page.getByLabel('Password').getAttribute('autocomplete')).resolves.toBe('new-password');
    await screenshot('sign-up');
  }, 60_000);

  it('signs in with the keyboard alone and shows plan and usage', async () => {
    const { key: earlier } = await origin.deps.accounts.createKey((await origin.deps.accounts.account(EMAIL))!.id, 'earlier');
    for (let i = 0; i < 2; i++) expect((await me(earlier)).status).toBe(200);
    await page.goto(`${origin.url}/signin`);
    await screenshot('sign-in');
    // The email field has focus on arrival; Tab leads to the password, Enter sends the form.
    await page.keyboard.type(EMAIL);
    await page.keyboard.press('Tab');
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${origin.url}/dashboard`);
    expect(await page.locator('#usage-month').textContent()).toBe('2 of 50,000 requests');
    expect(await page.locator('rect.bar').count()).toBe(30);
    await screenshot('dashboard');
  }, 60_000);

  it('creates a key and shows it once, with a copy button; the key works', async () => {
    await page.getByLabel('New key name').fill('browser test');
    await page.getByRole('button', { name: 'Create key' }).click();
    key = (await page.locator('#new-key').textContent()) ?? '';
    expect(key).toMatch(KEY);
    await page.getByRole('button', { name: 'Copy the new key' }).click();
    expect(await page.evaluate<string>('navigator.clipboard.readText()')).toBe(key);
    await screenshot('key-created');
    expect(page.url()).toBe(`${origin.url}/dashboard`);
    expect((await me(key)).status).toBe(200);
  }, 60_000);

  it('does not show the key again after a reload, and the reload created no other key', async () => {
    await page.reload();
    expect(await page.locator('#new-key').count()).toBe(0);
    const html = await page.content();
    expect(html).not.toContain(key);
    expect(html).not.toMatch(/la_[A-Za-z0-9_-]{32}/);
    expect(await page.locator('tr[data-key-id]').count()).toBe(2);
    await expect(page.locator('tr', { hasText: 'browser test' }).locator('code').textContent()).resolves.toBe(`${key.slice(0, 9)}…`);
  }, 60_000);

  it('revokes the key after a confirmation, and the key answers 401 at once', async () => {
    await page.getByRole('link', { name: 'Revoke key browser test' }).click();
    await page.waitForURL(/\/dashboard\/keys\/key_[^/]+\/revoke$/);
    await screenshot('revoke-confirmation');
    expect((await me(key)).status).toBe(200);
    await page.getByRole('button', { name: 'Revoke key' }).click();
    await page.waitForURL(`${origin.url}/dashboard`);
    await expect(page.locator('tr', { hasText: 'browser test' }).locator('.status').textContent()).resolves.toMatch(/^Revoked/);
    const after = await me(key);
    expect(after.status).toBe(401);
    expect(await after.json()).toMatchObject({ code: 'INVALID_API_KEY' });
  }, 60_000);

  it('signs out, after which the dashboard leads back to sign-in', async () => {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${origin.url}/signin`);
    await page.goto(`${origin.url}/dashboard`);
    expect(page.url()).toBe(`${origin.url}/signin`);
    expect(problems).toEqual([]);
  }, 60_000);
});
