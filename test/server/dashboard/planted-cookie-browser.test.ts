// The planted session cookie in Debian's Chromium: a site on another port of the dashboard's host sets
// `logos_session=<its own session>; Path=/dashboard`, which the browser sends to the dashboard first (cookies know
// no ports). The visitor is signed out rather than put in the planter's account, and a key made after signing in
// again is the visitor's.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen, type RunningServer } from '../../../server/listen.ts';
import { launchChromium } from '../../helpers/chromium.ts';
import { formClient } from '../../helpers/form-client.ts';
import { freePort } from '../../helpers/listener.ts';
import { createTestOrigin, type TestOrigin } from '../../helpers/origin.ts';
import { CHROMIUM, requireBinaryOrSkip } from '../../helpers/system-binary.ts';

const chromiumBinary = requireBinaryOrSkip('test/server/dashboard/planted-cookie-browser.test.ts', CHROMIUM);
const skip = !chromiumBinary;
const PASSWORD = 'correct horse battery';

let origin: TestOrigin;
let server: RunningServer;
let sibling: Server;
let siblingUrl: string;
let plantedCookie = '';
let browser: Browser | undefined;
let context: BrowserContext;
let page: Page;
let victimId: string;
let attackerId: string;

beforeAll(async () => {
  if (skip) return;
  const port = await freePort();
  origin = await createTestOrigin({ seed: false, env: { PUBLIC_URL: `http://127.0.0.1:${port}` } });
  server = await listen(origin.app, port, '127.0.0.1');
  victimId = (await origin.deps.accounts.createAccount('victim@example.com', 'free')).id;
  attackerId = (await origin.deps.accounts.createAccount('attacker@example.com', 'free')).id;
  for (const id of [victimId, attackerId]) await origin.deps.passwords.set(id, PASSWORD);
  // The attacker signs in to its own account and keeps the cookie, as any visitor could.
  const attacker = formClient((path, init) => fetch(`${server.url}${path}`, init));
  expect((await attacker.signIn('attacker@example.com', PASSWORD)).status).toBe(303);
  plantedCookie = `logos_session=${attacker.cookies.get('logos_session')}; Path=/dashboard; HttpOnly; SameSite=Lax`;
  sibling = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html', 'set-cookie': plantedCookie }).end('<!doctype html><title>sibling</title><p>hello');
  });
  await new Promise<void>((resolve) => sibling.listen(0, '127.0.0.1', resolve));
  siblingUrl = `http://127.0.0.1:${(sibling.address() as AddressInfo).port}/`;
  browser = await launchChromium(chromiumBinary);
  context = await browser.newContext();
  page = await context.newPage();
  page.setDefaultTimeout(10_000);
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => (sibling ? sibling.close(resolve) : resolve(undefined)));
  await server?.close();
  await origin?.cleanup();
});

async function signIn(): Promise<void> {
  await page.goto(`${server.url}/signin`);
  await page.getByLabel('Email').fill('victim@example.com');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${server.url}/dashboard`);
}

describe.skipIf(skip)('a session cookie planted by a site on another port', () => {
  it('signs the visitor out instead of into the planter\'s account; a key made after signing in again is the visitor\'s', async () => {
    await signIn();
    expect(await page.content()).toContain('Signed in as victim@example.com');
    await page.goto(siblingUrl);
    expect((await context.cookies(`${server.url}/dashboard`)).filter((cookie) => cookie.name === 'logos_session')).toHaveLength(2);

    await page.goto(`${server.url}/dashboard`);
    expect(await page.content()).not.toContain('Signed in as attacker@example.com');
    expect(page.url()).toBe(`${server.url}/signin`);
    // Both cookies were expired, the planted one under its own path too.
    expect((await context.cookies(`${server.url}/dashboard`)).filter((cookie) => cookie.name === 'logos_session')).toHaveLength(0);

    await signIn();
    expect(await page.content()).toContain('Signed in as victim@example.com');
    await page.getByLabel('New key name').fill('mine');
    await page.getByRole('button', { name: 'Create key' }).click();
    await page.locator('#new-key').waitFor();
    expect((await origin.deps.accounts.keys(victimId)).map((key) => key.name)).toContain('mine');
    expect((await origin.deps.accounts.keys(attackerId)).map((key) => key.name)).not.toContain('mine');
  }, 60_000);
});
