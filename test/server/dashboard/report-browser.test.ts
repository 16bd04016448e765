// Reporting a wrong logo from the brand page in Debian's Chromium against a real listening origin: a visitor who is
// not signed in is offered sign-in (and brought back), a signed-in user's report is filed as the API files it (listed
// by the store `logos reports` reads, counted to the account), a bad reason is refused on the page, and a post
// without the page's CSRF token is refused.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config/index.ts';
import { startOrigin, type Origin } from '../../../server/start.ts';
import { addBrandPageFixtures, FULL_BRAND } from '../../helpers/brand-page-fixtures.ts';
import { launchChromium } from '../../helpers/chromium.ts';
import { freePort } from '../../helpers/listener.ts';
import { CHROMIUM, requireBinaryOrSkip } from '../../helpers/system-binary.ts';

const chromiumBinary = requireBinaryOrSkip('test/server/dashboard/report-browser.test.ts', CHROMIUM);
const skip = !chromiumBinary;
const EMAIL = 'reporter@example.com';
const PASSWORD = 'correct horse battery';

let dataDir: string;
let origin: Origin;
let browser: Browser | undefined;
let context: BrowserContext;
let page: Page;
let accountId: string;
// Console errors and script errors: a 401 or any other refused request the page makes shows up here.
const problems: string[] = [];

beforeAll(async () => {
  if (skip) return;
  dataDir = mkdtempSync(join(tmpdir(), 'logos-report-page-'));
  // The page's own calls pass as the service's only where PUBLIC_URL names where the browser reaches it.
  const port = await freePort();
  origin = await startOrigin(loadConfig({ DATA_DIR: dataDir, PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, HOST: '127.0.0.1', LOG_LEVEL: 'silent', DISCOVERY: 'off', LOCAL_ACCESS: 'false' }));
  await addBrandPageFixtures(origin.deps);
  accountId = (await origin.deps.accounts.createAccount(EMAIL, 'free')).id;
  await origin.deps.passwords.set(accountId, PASSWORD);
  browser = await launchChromium(chromiumBinary);
  context = await browser.newContext({ viewport: { width: 1100, height: 900 } });
  page = await context.newPage();
  page.setDefaultTimeout(20_000);
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${message.text()} at ${message.location().url}`);
  });
  page.on('pageerror', (error) => problems.push(error.message));
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await origin?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const brandUrl = () => `${origin.url}/brand/${FULL_BRAND.domain}`;
const reports = () => origin.deps.state.reports.list(10, FULL_BRAND.domain);

describe.skipIf(skip)('reporting a wrong logo from the brand page', () => {
  it('offers a visitor who is not signed in "Sign in to report", which returns to the brand page', async () => {
    await page.goto(brandUrl());
    await expect.poll(() => page.getByRole('link', { name: 'Sign in to report' }).count()).toBe(1);
    expect(await page.locator('#report-form').count()).toBe(0);
    expect(await page.locator('body').textContent()).not.toContain('UNAUTHORIZED');
    await page.getByRole('link', { name: 'Sign in to report' }).click();
    await page.waitForURL(/\/signin\?next=/);
    await page.getByLabel('Email').fill(EMAIL);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${brandUrl()}#report`);
    expect(await page.locator('#report-form').count()).toBe(1);
    expect(problems).toEqual([]);
  }, 90_000);

  it('files a signed-in user\'s report as the API does, and says so on the page', async () => {
    const usedBefore = (await origin.deps.usage.summary(accountId)).today;
    await page.getByLabel('What is wrong with it').fill('This is the 2019 wordmark; the new one has no serif.');
    await page.getByRole('button', { name: 'Report a wrong logo' }).click();
    await page.waitForURL(/\?reported=1#report$/);
    expect(await page.locator('#report-status').textContent()).toBe("Thank you: the report was received, and the service will look for this brand's logo again.");
    const [report] = await reports();
    expect(report).toMatchObject({ domain: FULL_BRAND.domain, accountId, keyId: 'dashboard', reason: 'This is the 2019 wordmark; the new one has no serif.', imageUrl: null });
    // The logo served by default is the one left out of the next discovery run.
    expect(report!.excludedHash).toMatch(/^[0-9a-f]{64}$/);
    expect((await origin.deps.usage.summary(accountId)).today).toBe(usedBefore + 1);
    expect(problems).toEqual([]);
  }, 60_000);

  it('refuses a reason of blanks on the page, keeping what was typed, and files nothing', async () => {
    await page.goto(brandUrl());
    await page.getByLabel('What is wrong with it').fill('   ');
    const [response] = await Promise.all([page.waitForResponse(`${brandUrl()}/report`), page.getByRole('button', { name: 'Report a wrong logo' }).click()]);
    expect(response.status()).toBe(400);
    await expect.poll(() => page.locator('#report-status').textContent()).toMatch(/^The report was refused: reason must be a text of 1 to 500 characters/);
    expect(await reports()).toHaveLength(1);
    problems.length = 0;
  }, 60_000);

  it('refuses a post without the page\'s CSRF token, from the signed-in browser', async () => {
    const forged = await context.request.post(`${brandUrl()}/report`, { form: { reason: 'forged' }, maxRedirects: 0 });
    expect(forged.status()).toBe(403);
    expect(await forged.text()).toContain('security token is missing');
    // A post from another site carries neither the session nor a token that fits one.
    const withoutSession = await fetch(`${brandUrl()}/report`, { method: 'POST', body: new URLSearchParams({ reason: 'forged', csrf: 'x' }), redirect: 'manual' });
    expect(withoutSession.status).toBe(403);
    expect(await reports()).toHaveLength(1);
  }, 60_000);
});
