// `logos accounts unlock` through the real CLI, read by a dashboard on the same state: the owner of an email that
// guessers keep a back-off on signs in from a new browser at once after it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config/index.ts';
import { createDashboard } from '../../server/dashboard/index.tsx';
import { createDeps, type Deps } from '../../server/deps.ts';
import { logos } from '../helpers/cli.ts';
import { formClient, type FormClient } from '../helpers/form-client.ts';
import { socketFrom } from '../helpers/origin.ts';

const PASSWORD = 'correct horse battery';
let dataDir: string;
let deps: Deps;
const cli = (args: string[], input?: string) => logos(dataDir, args, {}, input);

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'logos-unlock-'));
  expect((await cli(['accounts', 'create', '--email', 'owner@example.com'])).code).toBe(0);
  expect((await cli(['accounts', 'password', 'owner@example.com', '--password-stdin'], `${PASSWORD}\n`)).code).toBe(0);
  deps = await createDeps(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }));
}, 60_000);
afterAll(async () => {
  await deps?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('logos accounts unlock', () => {
  it("forgives the wrong passwords counted against the account's email on a running dashboard", async () => {
    // The dashboard's clock runs a minute behind the machine's, whose time the command's mark carries.
    const clock = Date.now() - 60_000;
    const dashboard = createDashboard(deps, { now: () => clock });
    const browser = (ip: string): FormClient => formClient((path, init) => Promise.resolve(dashboard.request(path, init, socketFrom(ip))));
    for (let attempt = 0; attempt < 40; attempt++) await browser(`203.0.113.${1 + (attempt % 8)}`).signIn('owner@example.com', `guess ${attempt}`);
    const owner = browser('198.51.100.1');
    expect((await owner.signIn('owner@example.com', PASSWORD)).status).toBe(429);
    const unlocked = await cli(['accounts', 'unlock', 'OWNER@example.com', '--json']);
    expect(unlocked).toMatchObject({ code: 0 });
    expect(JSON.parse(unlocked.stdout)).toMatchObject({ email: 'owner@example.com', unlocked: true });
    expect((await owner.signIn('owner@example.com', PASSWORD)).status).toBe(303);
  });

  it('says what it did, and refuses an unknown account', async () => {
    expect(await cli(['accounts', 'unlock', 'owner@example.com'])).toMatchObject({
      code: 0,
      stdout: 'sign-in of owner@example.com unlocked: the wrong passwords counted against it are forgiven on every origin\n',
    });
    expect(await cli(['accounts', 'unlock', 'nobody@example.com'])).toMatchObject({ code: 1, stderr: 'logos: no account has the email or id nobody@example.com\n' });
  });
});
