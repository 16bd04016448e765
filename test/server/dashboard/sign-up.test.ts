import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formClient } from '../../helpers/form-client.ts';
import { createTestOrigin, type TestOrigin } from '../../helpers/origin.ts';

let closed: TestOrigin;
let open: TestOrigin;
beforeAll(async () => {
  closed = await createTestOrigin({ seed: false });
  open = await createTestOrigin({ seed: false, env: { SIGNUP: 'on' } });
});
afterAll(() => {
  closed.cleanup();
  open.cleanup();
});

describe('sign-up', () => {
  it('is off by default: the page and the form answer 404 and the sign-in page does not offer it', async () => {
    const client = formClient((path, init) => closed.request(path, init));
    const page = await client.get('/signup');
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('Sign-up is not enabled on this service');
    const csrf = await client.csrf('/signin');
    expect((await client.post('/signup', { csrf, email: 'new@example.com', password: 'long enough password' })).status).toBe(404);
    expect(await closed.deps.accounts.account('new@example.com')).toBeUndefined();
    expect(await (await client.get('/signin')).text()).not.toContain('href="/signup"');
  });

  it('with SIGNUP=on creates an account on the free plan, signs it in, and its password works', async () => {
    const client = formClient((path, init) => open.request(path, init));
    expect(await (await client.get('/signin')).text()).toContain('href="/signup"');
    const response = await client.post('/signup', { csrf: await client.csrf('/signup'), email: 'New@Example.com', password: 'long enough password' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/dashboard');
    expect(await open.deps.accounts.account('new@example.com')).toMatchObject({ plan: 'free' });
    expect(await (await client.get('/dashboard')).text()).toContain('Signed in as new@example.com');
    const again = formClient((path, init) => open.request(path, init));
    expect((await again.signIn('new@example.com', 'long enough password')).status).toBe(303);
  });

  it('says what is wrong with a short password or a bad email, and does not reveal whether an email has an account', async () => {
    const client = formClient((path, init) => open.request(path, init));
    const csrf = await client.csrf('/signup');
    const short = await client.post('/signup', { csrf, email: 'short@example.com', password: 'short' });
    expect(short.status).toBe(400);
    expect(await short.text()).toContain('The password needs at least 10 characters.');
    const bad = await client.post('/signup', { csrf, email: 'not-an-email', password: 'long enough password' });
    expect(await bad.text()).toContain('Enter an email address such as name@example.com.');
    const taken = await client.post('/signup', { csrf, email: 'new@example.com', password: 'another long password' });
    expect(taken.status).toBe(400);
    expect(await taken.text()).toContain('An account cannot be created with this email. If it is yours, sign in instead.');
    expect(await open.deps.passwords.verify((await open.deps.accounts.account('new@example.com'))!.id, 'another long password')).toBe(false);
  });

  it('refuses a sign-up without a CSRF token', async () => {
    const client = formClient((path, init) => open.request(path, init));
    await client.get('/signup');
    expect((await client.post('/signup', { email: 'csrf@example.com', password: 'long enough password' })).status).toBe(403);
    expect(await open.deps.accounts.account('csrf@example.com')).toBeUndefined();
  });
});
