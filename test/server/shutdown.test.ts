import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../server/config/index.ts';
import { startOrigin, type Origin } from '../../server/start.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function origin(env: Record<string, string>): Promise<Origin> {
  const dataDir = mkdtempSync(join(tmpdir(), 'logos-shutdown-'));
  dirs.push(dataDir);
  return startOrigin(loadConfig({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', DISCOVERY: 'off', ...env }));
}

/** A client that sends half a request and then nothing: the slow client of the finding. */
function slowClient(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write('GET /v1/stripe.com HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
      resolve(socket);
    });
    socket.on('error', () => {});
    socket.once('error', reject);
  });
}

const get = (port: number, agent: Agent, headers: Record<string, string> = {}) =>
  new Promise<number>((resolve, reject) => {
    request({ port, host: '127.0.0.1', path: '/v1/stripe.com?format=svg', agent, headers }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode!));
    }).on('error', reject).end();
  });

describe('graceful shutdown (finding 13.11)', () => {
  it('closes idle keep-alive connections at once', async () => {
    const running = await origin({ SHUTDOWN_TIMEOUT: '30' });
    const agent = new Agent({ keepAlive: true });
    expect(await get(running.port, agent)).toBe(200);
    const started = Date.now();
    await running.close();
    // Far below SHUTDOWN_TIMEOUT: the idle connection was closed, not waited out.
    expect(Date.now() - started).toBeLessThan(10_000);
    agent.destroy();
  });

  it('cuts a slow client after SHUTDOWN_TIMEOUT, having flushed the usage counts first', async () => {
    // A long timeout leaves a wide window in which the server is seen still waiting.
    const running = await origin({ SHUTDOWN_TIMEOUT: '5' });
    const account = await running.deps.accounts.createAccount('slow@example.com', 'pro');
    const { key } = await running.deps.accounts.createKey(account.id, 'k');
    const agent = new Agent({ keepAlive: false });
    for (let i = 0; i < 3; i++) expect(await get(running.port, agent, { 'x-api-key': key })).toBe(200);
    const slow = await slowClient(running.port);
    const cut = new Promise<number>((resolve) => slow.once('close', () => resolve(Date.now())));
    const started = Date.now();
    let closed = false;
    const closing = running.close().then(() => (closed = true));
    // Read by another connection while the server still waits for the slow client: the three requests are in state.db.
    const counted = () => {
      const state = new Database(running.deps.config.statePath, { readonly: true });
      try {
        return state.prepare("SELECT coalesce(sum(count), 0) FROM usage_daily WHERE kind = 'account'").pluck().get();
      } finally {
        state.close();
      }
    };
    await vi.waitFor(() => expect(counted()).toBe(3), { timeout: 4500, interval: 20 });
    expect(closed).toBe(false);
    await closing;
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(4900);
    // The cut comes from the SHUTDOWN_TIMEOUT timer; the upper bound only says it came, with room for a busy machine.
    expect(elapsed).toBeLessThan(15_000);
    expect((await cut) - started).toBeLessThan(15_000);
  }, 30_000);
});
