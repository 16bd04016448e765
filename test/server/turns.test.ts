// A burst of costly API requests starts in turns of the event loop, so /health, sign-in and cached logos arriving
// behind it are answered between turns instead of after the whole burst.
import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { withFastPath } from '../../server/fast-path.ts';
import { createTurns } from '../../server/turns.ts';

const busy = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};

describe('createTurns', () => {
  it('starts a lone task at once', () => {
    const turns = createTurns(2);
    let started = false;
    turns(() => (started = true));
    expect(started).toBe(true);
  });

  it('starts what exceeds a turn in later turns, in arrival order, letting the loop run between them', async () => {
    const turns = createTurns(2);
    const order: string[] = [];
    for (let i = 0; i < 50; i++)
      turns(() => {
        busy(1);
        order.push(`task ${i}`);
      });
    // Something else the loop has to do meanwhile: an I/O callback or a timer, as a request arriving would be.
    setImmediate(() => order.push('other'));
    expect(order.length).toBeLessThanOrEqual(3);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const tasks = order.filter((entry) => entry !== 'other');
    expect(tasks).toEqual(Array.from({ length: 50 }, (_, i) => `task ${i}`));
    expect(order.indexOf('other')).toBeLessThan(10);
  });
});

describe('a listening server with the fast path', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  it('answers /health sent behind a burst of costly API misses before the burst is through', async () => {
    const handled: string[] = [];
    // Every /v1 request misses the fast path and costs 3 ms of synchronous work to start; /health costs nothing.
    const app = withFastPath(
      () => undefined,
      (incoming, outgoing) => {
        if (incoming.url!.startsWith('/v1/')) busy(3);
        handled.push(incoming.url!);
        outgoing.end('ok');
      },
    );
    server = createServer(app);
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    // The clients are another process, as they are in production: 60 API requests at once, then /health.
    const client = `
      import { request } from 'node:http';
      const get = (path) => new Promise((resolve, reject) =>
        request({ host: '127.0.0.1', port: ${port}, path, agent: false }, (r) => r.resume().on('end', resolve)).on('error', reject).end());
      const burst = Array.from({ length: 60 }, (_, i) => get('/v1/brand' + i + '.com'));
      await new Promise((resolve) => setTimeout(resolve, 30));
      await Promise.all([...burst, get('/health')]);`;
    const child = spawn(process.execPath, ['--input-type=module', '-e', client], { stdio: 'inherit' });
    expect(await new Promise((resolve) => child.on('exit', resolve))).toBe(0);
    expect(handled).toHaveLength(61);
    expect(handled.indexOf('/health')).toBeLessThan(40);
  });
});
