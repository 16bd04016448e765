import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config/index.ts';
import { startOrigin, type Origin } from '../../server/start.ts';
import { logos } from '../helpers/cli.ts';

let dataDir: string;
let origin: Origin;
const cli = (...args: string[]) => logos(dataDir, args);

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'logos-keys-'));
  origin = await startOrigin(loadConfig({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', DISCOVERY: 'off', LOCAL_ACCESS: 'false' }));
});
afterAll(async () => {
  await origin.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('logos accounts and keys', () => {
  let accountId: string;
  let key: string;
  let keyId: string;

  it('creates and lists accounts, refusing unknown plans and bad emails', async () => {
    const created = await cli('accounts', 'create', '--email', 'Ops@Example.com', '--plan', 'startup', '--json');
    expect(created.code).toBe(0);
    const account = JSON.parse(created.stdout) as { id: string; email: string; plan: string };
    expect(account).toMatchObject({ email: 'ops@example.com', plan: 'startup' });
    accountId = account.id;
    expect((await cli('accounts', 'list')).stdout).toContain(`${accountId}  ops@example.com  startup`);
    const badPlan = await cli('accounts', 'create', '--email', 'x@example.com', '--plan', 'gold');
    expect(badPlan).toMatchObject({ code: 1, stderr: expect.stringContaining('--plan must be one of free, startup, pro, enterprise, got "gold"') });
    const badEmail = await cli('accounts', 'create', '--email', 'nobody');
    expect(badEmail).toMatchObject({ code: 1, stderr: expect.stringContaining('--email must be an email address') });
    const duplicate = await cli('accounts', 'create', '--email', 'ops@example.com');
    expect(duplicate).toMatchObject({ code: 1, stderr: expect.stringContaining('exists already') });
  });

  it('prints a new key once and never again', async () => {
    const created = await cli('keys', 'create', '--account', 'ops@example.com', '--name', 'crm');
    expect(created.code).toBe(0);
    key = /la_[A-Za-z0-9_-]{32}/.exec(created.stdout)![0];
    keyId = /key_[A-Za-z0-9_-]+/.exec(created.stdout)![0];
    expect(created.stdout).toContain('only time the key is shown');
    const listed = await cli('keys', 'list', '--account', accountId, '--json');
    expect(listed.stdout).not.toContain(key);
    expect(JSON.parse(listed.stdout)).toEqual([
      expect.objectContaining({ id: keyId, prefix: key.slice(0, 9), name: 'crm', revokedAt: null }),
    ]);
    expect(readFileSync(join(dataDir, 'state.db')).includes(Buffer.from(key))).toBe(false);
  });

  it('lets the running server accept the key, and refuse it on the next request after a CLI revoke', async () => {
    const call = () => fetch(`${origin.url}/v1/me`, { headers: { 'x-api-key': key } });
    const before = await call();
    expect(before.status).toBe(200);
    expect(await before.json()).toMatchObject({ account: { id: accountId }, key: { id: keyId, name: 'crm' } });
    const revoked = await cli('keys', 'revoke', keyId, '--json');
    expect(revoked.code).toBe(0);
    expect(JSON.parse(revoked.stdout)).toMatchObject({ id: keyId, revokedAt: expect.any(String) });
    const after = await call();
    expect(after.status).toBe(401);
    expect(await after.json()).toMatchObject({ code: 'INVALID_API_KEY' });
  });

  it('says what is wrong for an unknown key id or account', async () => {
    expect(await cli('keys', 'revoke', 'key_nope')).toMatchObject({ code: 1, stderr: 'logos: no API key has the id key_nope\n' });
    expect(await cli('keys', 'create', '--account', 'nobody@example.com')).toMatchObject({ code: 1, stderr: expect.stringContaining('no account') });
  });
});
