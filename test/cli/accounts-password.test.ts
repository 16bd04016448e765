import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config/index.ts';
import { createDeps } from '../../server/deps.ts';
import { logos } from '../helpers/cli.ts';

let dataDir: string;
const cli = (args: string[], input?: string) => logos(dataDir, args, {}, input);
const withState = async <T>(work: (deps: Awaited<ReturnType<typeof createDeps>>) => T | Promise<T>) => {
  const deps = await createDeps(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }));
  try {
    return await work(deps);
  } finally {
    deps.close();
  }
};

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'logos-password-'));
  expect((await cli(['accounts', 'create', '--email', 'ops@example.com'])).code).toBe(0);
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('logos accounts password', () => {
  it('sets a password read from standard input, and resets it, signing the account out everywhere', async () => {
    const set = await cli(['accounts', 'password', 'ops@example.com', '--password-stdin', '--json'], 'first long password\n');
    expect(set).toMatchObject({ code: 0 });
    expect(JSON.parse(set.stdout)).toMatchObject({ email: 'ops@example.com', passwordSet: true });
    const sessionId = await withState(async (deps) => {
      const account = (await deps.accounts.account('ops@example.com'))!;
      expect(await deps.passwords.verify(account.id, 'first long password')).toBe(true);
      await deps.sessions.create('a-session-id', account.id, Date.now(), 60_000);
      return 'a-session-id';
    });
    const reset = await cli(['accounts', 'password', 'OPS@example.com', '--password-stdin'], 'second long password\r\nignored line\n');
    expect(reset).toMatchObject({ code: 0, stdout: 'password set for ops@example.com; its dashboard sessions were ended\n' });
    await withState(async (deps) => {
      const account = (await deps.accounts.account('ops@example.com'))!;
      expect(await deps.passwords.verify(account.id, 'second long password')).toBe(true);
      expect(await deps.passwords.verify(account.id, 'first long password')).toBe(false);
      expect(await deps.sessions.find(sessionId, Date.now())).toBeUndefined();
    });
  });

  it('refuses a short password, an unknown account, and a pipe without --password-stdin, changing nothing', async () => {
    expect(await cli(['accounts', 'password', 'ops@example.com', '--password-stdin'], 'short\n')).toMatchObject({
      code: 1,
      stderr: 'logos: a password must have 10 to 1024 characters, got 5\n',
    });
    expect(await cli(['accounts', 'password', 'nobody@example.com', '--password-stdin'], 'a long enough password\n')).toMatchObject({
      code: 1,
      stderr: 'logos: no account has the email or id nobody@example.com\n',
    });
    expect(await cli(['accounts', 'password', 'ops@example.com'], 'a long enough password\n')).toMatchObject({
      code: 1,
      stderr: 'logos: standard input is not a terminal: pass --password-stdin to read the password from it\n',
    });
    await withState(async (deps) => {
      expect(await deps.passwords.verify((await deps.accounts.account('ops@example.com'))!.id, 'second long password')).toBe(true);
    });
  });

  it('asks twice at a terminal without echoing, and changes nothing when the two differ', async () => {
    const typed = await atTerminal(['a terminal password', 'a terminal password']);
    expect(typed.code).toBe(0);
    expect(typed.output).toContain('New password: ');
    expect(typed.output).toContain('Repeat it: ');
    expect(typed.output).toContain('password set for ops@example.com');
    expect(typed.output).not.toContain('a terminal password');
    const differ = await atTerminal(['one terminal password', 'another terminal password']);
    expect(differ.code).toBe(1);
    expect(differ.output).toContain('logos: the two passwords differ; nothing was changed');
    await withState(async (deps) => {
      const id = (await deps.accounts.account('ops@example.com'))!.id;
      expect(await deps.passwords.verify(id, 'a terminal password')).toBe(true);
      expect(await deps.passwords.verify(id, 'one terminal password')).toBe(false);
    });
  });
});

/** Runs the command in a pseudo-terminal (util-linux `script`), typing each answer when its prompt appears. */
function atTerminal(answers: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('script', ['-qec', 'node cli/logos.js accounts password ops@example.com', '/dev/null'], {
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    let output = '';
    let prompts = 0;
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const seen = (output.match(/New password: |Repeat it: /g) ?? []).length;
      for (; prompts < seen; prompts++) child.stdin.write(`${answers[prompts]}\r`);
    });
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}
