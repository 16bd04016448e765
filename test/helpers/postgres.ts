// A throwaway PostgreSQL server on 127.0.0.1 for tests. PostgreSQL refuses to run as root, so under root the data
// folder belongs to `nobody` and the server runs as that user through runuser.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { freePort } from '../../bench/processes.ts';

export interface TestPostgres {
  /** A fresh, empty database on this server. */
  createDatabase(): Promise<string>;
  stop(): Promise<void>;
}

const UNPRIVILEGED = { name: 'nobody', uid: 65534, gid: 65534 };

export async function startPostgres(binDir: string): Promise<TestPostgres> {
  const root = userInfo().uid === 0;
  const dir = mkdtempSync(join(tmpdir(), 'logos-pg-'));
  chmodSync(dir, 0o700);
  if (root) chownSync(dir, UNPRIVILEGED.uid, UNPRIVILEGED.gid);
  const as = (command: string, args: string[]) => (root ? ['runuser', ['-u', UNPRIVILEGED.name, '--', command, ...args]] : [command, args]) as [string, string[]];
  const dataDir = join(dir, 'data');
  const [initCommand, initArgs] = as(`${binDir}/initdb`, ['-D', dataDir, '-U', 'logos', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const init = spawnSync(initCommand, initArgs, { encoding: 'utf8' });
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr || init.stdout}`);
  const port = await freePort();
  const [command, args] = as(`${binDir}/postgres`, [
    '-D', dataDir, '-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1',
    '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off', '-c', 'max_connections=200',
  ]);
  const server: ChildProcess = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  server.stderr!.on('data', (chunk: Buffer) => (log = (log + chunk.toString()).slice(-4000)));
  const adminUrl = `postgres://logos@127.0.0.1:${port}/postgres`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      await admin`SELECT 1`;
      break;
    } catch (error) {
      if (Date.now() > deadline || server.exitCode !== null) throw new Error(`postgres did not start: ${(error as Error).message}\n${log}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  let databases = 0;
  return {
    async createDatabase() {
      const name = `logos_test_${++databases}`;
      await admin.unsafe(`CREATE DATABASE ${name}`);
      return `postgres://logos@127.0.0.1:${port}/${name}`;
    },
    async stop() {
      await admin.end({ timeout: 1 });
      const exited = new Promise((resolve) => server.once('exit', resolve));
      // SIGINT is PostgreSQL's fast shutdown: it ends sessions and stops without waiting for clients.
      server.kill('SIGINT');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (server.exitCode === null) server.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
