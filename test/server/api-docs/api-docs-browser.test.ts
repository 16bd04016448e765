// The API reference page (Swagger UI over the live OpenAPI document) in Debian's Chromium against a real listening
// origin; the screenshot goes to test-artifacts/.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type Page } from 'playwright-core';
import { launchChromium } from '../../helpers/chromium.ts';
import { freePort } from '../../helpers/listener.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config/index.ts';
import { startOrigin, type Origin } from '../../../server/start.ts';
import { CHROMIUM, requireBinaryOrSkip } from '../../helpers/system-binary.ts';

const chromiumBinary = requireBinaryOrSkip('test/server/api-docs/api-docs-browser.test.ts', CHROMIUM);
const skip = !chromiumBinary;
const ARTIFACTS = join(process.cwd(), 'test-artifacts', 'api-docs');

let dataDir: string;
let origin: Origin;
let browser: Browser | undefined;
let page: Page;
const problems: string[] = [];

beforeAll(async () => {
  if (skip) return;
  mkdirSync(ARTIFACTS, { recursive: true });
  dataDir = mkdtempSync(join(tmpdir(), 'logos-api-docs-'));
  // The page's own calls pass as the service's only where PUBLIC_URL names where the browser reaches it.
  const port = await freePort();
  origin = await startOrigin(loadConfig({ DATA_DIR: dataDir, PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, HOST: '127.0.0.1', LOG_LEVEL: 'silent' }));
  browser = await launchChromium(chromiumBinary);
  page = await (await browser.newContext({ viewport: { width: 1200, height: 1000 } })).newPage();
  page.setDefaultTimeout(15_000);
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

describe.skipIf(skip)('API reference in a browser', () => {
  it('renders every operation of the OpenAPI document with its summary and description', async () => {
    const document = (await (await fetch(`${origin.url}/api/open-api`)).json()) as { paths: Record<string, Record<string, { summary: string; description: string }>> };
    const operations = Object.values(document.paths).flatMap((item) => Object.values(item));

    await page.goto(`${origin.url}/api/docs`);
    const blocks = page.locator('.opblock');
    await expect.poll(() => blocks.count(), { timeout: 15_000 }).toBe(operations.length);
    expect(await page.locator('.info .title').textContent()).toContain('logos');
    await page.screenshot({ path: join(ARTIFACTS, 'collapsed.png') });

    // Each operation opened shows its description, as a reader clicking through the reference sees it.
    for (let index = 0; index < operations.length; index++) await blocks.nth(index).locator('.opblock-summary-control').click();
    for (let index = 0; index < operations.length; index++) {
      const summary = (await blocks.nth(index).locator('.opblock-summary-description').textContent()) ?? '';
      const operation = operations.find((candidate) => candidate.summary === summary.trim());
      expect(operation, `an operation summarised "${summary}"`).toBeDefined();
      const description = blocks.nth(index).locator('.opblock-description-wrapper').first();
      await expect.poll(() => description.textContent(), { timeout: 15_000 }).toContain(operation!.description.slice(0, 40));
    }
    await page.screenshot({ path: join(ARTIFACTS, 'expanded.png'), fullPage: true, timeout: 60_000 });
    await page.locator('.opblock', { hasText: 'Search brands by name' }).screenshot({ path: join(ARTIFACTS, 'search-operation.png') });
    expect(problems).toEqual([]);
  }, 240_000);
});
