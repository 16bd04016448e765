// The logo overrides page in Debian's Chromium against a real listening origin: upload through the form, see the
// preview, check what the account's key and another account's key are served, remove it. Screenshots go to a
// temporary folder kept after the run (its path starts with logos-overrides-screens-).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type Page } from 'playwright-core';
import { launchChromium } from '../../helpers/chromium.ts';
import { freePort } from '../../helpers/listener.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config/index.ts';
import { startOrigin, type Origin } from '../../../server/start.ts';
import { bodyOf, pixelsOf, redShare } from '../../helpers/images.ts';
import { wordmarkPng } from '../../helpers/site-images.ts';
import { CHROMIUM, requireBinaryOrSkip } from '../../helpers/system-binary.ts';

const chromiumBinary = requireBinaryOrSkip('test/server/dashboard/overrides-browser.test.ts', CHROMIUM);
const skip = !chromiumBinary;
const EMAIL = 'overrides-browser@example.com';
const PASSWORD = 'correct horse battery';
const ASKED = '/v1/stripe.com?format=png&size=128';

let dataDir: string;
let screens: string;
let origin: Origin;
let browser: Browser | undefined;
let page: Page;
let key: string;
let otherKey: string;
const problems: string[] = [];

beforeAll(async () => {
  if (skip) return;
  dataDir = mkdtempSync(join(tmpdir(), 'logos-overrides-browser-'));
  screens = mkdtempSync(join(tmpdir(), 'logos-overrides-screens-'));
  // The page's previews are the service's own pages only where PUBLIC_URL names where the browser reaches it.
  const port = await freePort();
  origin = await startOrigin(loadConfig({ DATA_DIR: dataDir, PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, HOST: '127.0.0.1', LOG_LEVEL: 'silent', DISCOVERY: 'off', LOCAL_ACCESS: 'false' }));
  const account = await origin.deps.accounts.createAccount(EMAIL, 'free');
  await origin.deps.passwords.set(account.id, PASSWORD);
  ({ key } = await origin.deps.accounts.createKey(account.id, 'crm'));
  ({ key: otherKey } = await origin.deps.accounts.createKey((await origin.deps.accounts.createAccount('someone-else@example.com', 'free')).id, 'crm'));
  browser = await launchChromium(chromiumBinary);
  page = await (await browser.newContext({ viewport: { width: 1100, height: 900 } })).newPage();
  page.setDefaultTimeout(20_000);
  // A CSP violation or a script error shows up here; the page must produce neither.
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
}, 120_000);

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

const screenshot = (name: string) => page.screenshot({ path: join(screens, `${name}.png`), fullPage: true });
const logo = (who: string) => fetch(`${origin.url}${ASKED}`, { headers: { authorization: `Bearer ${who}` }, signal: AbortSignal.timeout(20_000) });
async function servedRed(who: string): Promise<{ override: string | null; red: number }> {
  const response = await logo(who);
  expect(response.status).toBe(200);
  return { override: response.headers.get('x-logo-override'), red: redShare((await pixelsOf(await bodyOf(response))).data) };
}
async function upload(domain: string, file: Buffer): Promise<void> {
  await page.getByLabel('Domain').fill(domain);
  await page.getByLabel('Logo file').setInputFiles({ name: 'our-logo.png', mimeType: 'image/png', buffer: file });
  await page.getByRole('button', { name: 'Upload logo' }).click();
}

describe.skipIf(skip)('logo overrides in a browser', () => {
  it('signs in and reaches the overrides page from the navigation', async () => {
    // The account's key asks for the logo first, so the domain counts as one the account uses.
    expect(await servedRed(key)).toEqual({ override: null, red: expect.any(Number) });
    await page.goto(`${origin.url}/signin`);
    await page.getByLabel('Email').fill(EMAIL);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${origin.url}/dashboard`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Logo overrides' }).click();
    await page.waitForURL(`${origin.url}/dashboard/overrides`);
    await page.getByText('No overrides yet').waitFor();
  }, 60_000);

  it("shows the API's refusal for a domain the account never requested", async () => {
    await upload('never-asked.example', await wordmarkPng('#d62828', 320));
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/^domain never-asked\.example: none of this account's keys has requested its logo/);
    expect(await page.getByLabel('Domain').inputValue()).toBe('never-asked.example');
    await screenshot('refused');
    // The page answering the refused form is a 400, which Chromium logs; nothing else may be there.
    expect(problems.splice(0)).toEqual(['Failed to load resource: the server responded with a status of 400 (Bad Request)']);
  }, 60_000);

  it('uploads a logo, lists it with its preview loaded, and serves it to this account only', async () => {
    await upload('stripe.com', await wordmarkPng('#d62828', 1280));
    await page.getByRole('heading', { name: 'Your logo of stripe.com is stored' }).waitFor();
    // The POST's history entry becomes GET /dashboard/overrides, so a reload uploads nothing again.
    await page.waitForURL(`${origin.url}/dashboard/overrides`);
    const preview = page.locator('tr[data-override-domain="stripe.com"] img');
    await page.waitForFunction((img) => (img as unknown as LoadedImage).complete && (img as unknown as LoadedImage).naturalWidth > 0, await preview.elementHandle());
    expect(await preview.evaluate((img) => (img as unknown as LoadedImage).naturalWidth)).toBe(1024);
    expect(await preview.getAttribute('alt')).toBe('Your logo of stripe.com');
    await screenshot('stored');

    const own = await servedRed(key);
    expect(own.override).toBe('account');
    expect(own.red).toBeGreaterThan(0.05);
    const other = await servedRed(otherKey);
    expect(other.override).toBeNull();
    expect(other.red).toBeLessThan(0.01);
  }, 60_000);

  it('removes the override; the key is served the public logo again', async () => {
    await page.getByRole('button', { name: 'Remove the override of stripe.com' }).click();
    await page.getByText('No overrides yet').waitFor();
    expect(page.url()).toBe(`${origin.url}/dashboard/overrides`);
    const after = await servedRed(key);
    expect(after.override).toBeNull();
    expect(after.red).toBeLessThan(0.01);
    await screenshot('removed');
    expect(problems).toEqual([]);
  }, 60_000);
});
