// The sign-in limits through a listening dashboard with an injected clock: clients are told apart by the address a
// trusted proxy writes in X-Forwarded-For. Wrong passwords for one email make it wait a little longer each time, up
// to a minute, instead of shutting it for 15 minutes; the owner's right password from a new browser gets in after the
// wait it is told, in words and in Retry-After alike, even while guessers keep trying; an IPv6 /64 is one client.
import type { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDashboard } from '../../../server/dashboard/index.tsx';
import type { AppEnv } from '../../../server/gate/request-context.ts';
import { listen, type RunningServer } from '../../../server/listen.ts';
import { unlockSignIn } from '../../../state/sign-in-unlock.ts';
import { formClient, type FormClient } from '../../helpers/form-client.ts';
import { createTestOrigin, type TestOrigin } from '../../helpers/origin.ts';

const PASSWORD = 'correct horse battery';
let origin: TestOrigin;
let server: RunningServer;
let clock: number;
let accounts = 0;

/** A new browser at the address: its own cookie jar, its requests forwarded by the trusted proxy on loopback. */
function browser(ip: string): FormClient {
  return formClient((path, init) => fetch(`${server.url}${path}`, { ...init, headers: { ...(init.headers as Record<string, string>), 'x-forwarded-for': ip } }));
}

async function newAccount(): Promise<string> {
  const email = `owner${++accounts}@example.com`;
  const account = await origin.deps.accounts.createAccount(email, 'free');
  await origin.deps.passwords.set(account.id, PASSWORD);
  return email;
}

/** What a refused sign-in said: the wait in Retry-After and the page's words. */
async function refusal(response: Response): Promise<{ retryAfter: number; message: string }> {
  expect(response.status).toBe(429);
  const message = /<p id="form-error"[^>]*>([^<]*)<\/p>/.exec(await response.text())?.[1] ?? '';
  return { retryAfter: Number(response.headers.get('retry-after')), message };
}

beforeAll(async () => {
  origin = await createTestOrigin({ seed: false, env: { TRUST_PROXY: '127.0.0.1' } });
  const dashboard = createDashboard(origin.deps, { now: () => clock });
  server = await listen(dashboard as unknown as Hono<AppEnv>, 0, '127.0.0.1');
});
beforeEach(() => {
  clock = Date.UTC(2026, 0, 10, 12, 0, 5);
});
afterAll(async () => {
  await server?.close();
  await origin?.cleanup();
});

describe('the per-email back-off', () => {
  it("leaves the owner's new browser a short wait after 20 wrong passwords from four addresses, said alike in words and Retry-After", async () => {
    const email = await newAccount();
    for (let attempt = 0; attempt < 20; attempt++) {
      expect((await browser(`203.0.113.${1 + (attempt % 4)}`).signIn(email, `guess ${attempt}`)).status).not.toBe(303);
    }
    const owner = browser('198.51.100.7');
    const { retryAfter, message } = await refusal(await owner.signIn(email, PASSWORD));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(message).toBe(`Too many attempts. Wait ${retryAfter} second${retryAfter === 1 ? '' : 's'}, then try again.`);
    clock += retryAfter * 1000;
    expect((await owner.signIn(email, PASSWORD)).status).toBe(303);
  });

  it('lets the owner in within a minute of coming while four addresses keep guessing the moment they may, and holds them to a trickle', async () => {
    const email = await newAccount();
    const guessers = ['203.0.113.21', '203.0.113.22', '203.0.113.23', '203.0.113.24'];
    const owner = browser('198.51.100.8');
    const start = clock;
    const arrives = start + 20 * 60_000;
    let guesses = 0;
    let signedIn: number | undefined;
    // Every guesser tries again the moment its wait ends; the owner comes 20 minutes into it, and comes back when told.
    const due = new Map([...guessers.map((ip): [string, number] => [ip, clock]), ['owner', arrives]]);
    while (signedIn === undefined && clock - start < 60 * 60_000) {
      clock = Math.min(...due.values());
      for (const ip of guessers.filter((address) => due.get(address)! <= clock)) {
        const response = await browser(ip).signIn(email, `guess ${guesses}`);
        expect(response.status).not.toBe(303);
        if (response.status === 401) guesses++;
        due.set(ip, clock + (response.status === 429 ? Number(response.headers.get('retry-after')) * 1000 : 0));
      }
      if (due.get('owner')! > clock) continue;
      const response = await owner.signIn(email, PASSWORD);
      if (response.status === 303) signedIn = clock;
      else due.set('owner', clock + (await refusal(response)).retryAfter * 1000);
    }
    expect(signedIn! - arrives).toBeLessThanOrEqual(60_000);
    // The free ten, then at most about one a minute.
    expect(guesses).toBeLessThanOrEqual(10 + Math.ceil((signedIn! - start) / 60_000));
  });

  it('lets a browser that signed in to the account before in at once, with the right password only', async () => {
    const email = await newAccount();
    const owner = browser('198.51.100.9');
    expect((await owner.signIn(email, PASSWORD)).status).toBe(303);
    expect(owner.lastSetCookie.some((line) => /^logos_device=[A-Za-z0-9_-]{43}; Max-Age=\d+; Path=\/signin; HttpOnly; SameSite=Lax$/.test(line))).toBe(true);
    await owner.post('/signout', { csrf: await owner.csrf('/dashboard') });
    for (let attempt = 0; attempt < 30; attempt++) await browser(`203.0.113.${31 + (attempt % 6)}`).signIn(email, `guess ${attempt}`);
    const forged = browser('198.51.100.10');
    forged.cookies.set('logos_device', 'A'.repeat(43));
    expect((await forged.signIn(email, PASSWORD)).status).toBe(429);
    expect((await owner.signIn(email, PASSWORD)).status).toBe(303);
  });

  it("forgives the email's failures once an operator unlocked it (logos accounts unlock), on every origin", async () => {
    const email = await newAccount();
    for (let attempt = 0; attempt < 40; attempt++) await browser(`203.0.113.${41 + (attempt % 8)}`).signIn(email, `guess ${attempt}`);
    const owner = browser('198.51.100.11');
    expect((await owner.signIn(email, PASSWORD)).status).toBe(429);
    await unlockSignIn(origin.deps.state.settings, email.toUpperCase(), clock);
    expect((await owner.signIn(email, PASSWORD)).status).toBe(303);
  });
});

describe('client networks', () => {
  it('counts every address of one IPv6 /64 as one client, and another /64 apart', async () => {
    for (let attempt = 0; attempt < 20; attempt++) {
      expect((await browser(`2001:db8:1:2::${(attempt + 1).toString(16)}`).signIn(`nobody${attempt}@example.com`, 'x')).status).toBe(401);
    }
    const { retryAfter, message } = await refusal(await browser('2001:db8:1:2:ffff:ffff:ffff:fffe').signIn('someone@example.com', 'x'));
    expect(message).toBe(`Too many attempts. Wait ${retryAfter} seconds, then try again.`);
    expect((await browser('2001:db8:1:3::1').signIn('someone@example.com', 'x')).status).toBe(401);
  });

  it('limits wrong passwords per (email, /64), so rotating addresses inside one network gets no more guesses', async () => {
    const email = await newAccount();
    for (let attempt = 0; attempt < 5; attempt++) expect((await browser(`2001:db8:9:9::${attempt + 1}`).signIn(email, 'wrong')).status).toBe(401);
    expect((await browser('2001:db8:9:9:1234::99').signIn(email, PASSWORD)).status).toBe(429);
    expect((await browser('198.51.100.12').signIn(email, PASSWORD)).status).toBe(303);
  });
});
