// A burst of costly API requests starts in turns of the event loop, so /health, sign-in and cached logos arriving
// behind it are answered between turns instead of after the whole burst.
import { spawn } from 'node:child_process';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withFastPath } from '../../../server/logo/fast-path.ts';
import { createTurns } from '../../../server/http/turns.ts';

const BURST = 60;

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
    await vi.waitFor(() => expect(order.filter((entry) => entry !== 'other')).toHaveLength(50), { timeout: 10_000, interval: 5 });
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
    // The order is made by events, not by timing: requests are held until the whole burst and then /health have
    // arrived, and handed over together, as a burst read from the sockets in one go is.
    const held: [IncomingMessage, ServerResponse][] = [];
    let burstArrived: () => void = () => {};
    const burstIn = new Promise<void>((resolve) => (burstArrived = resolve));
    server = createServer((incoming, outgoing) => {
      held.push([incoming, outgoing]);
      if (held.length === BURST) burstArrived();
      if (held.length === BURST + 1) for (const [heldIncoming, heldOutgoing] of held.splice(0)) app(heldIncoming, heldOutgoing);
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    // The clients are another process, as they are in production: the burst, then /health once the server has it all.
    const client = `
      import { request } from 'node:http';
      const get = (path) => new Promise((resolve, reject) =>
        request({ host: '127.0.0.1', port: ${port}, path, agent: false }, (r) => r.resume().on('end', resolve)).on('error', reject).end());
      const burst = Array.from({ length: ${BURST} }, (_, i) => get('/v1/brand' + i + '.com'));
      process.once('message', async () => {
        await Promise.all([...burst, get('/health')]);
        process.disconnect();
      });`;
    const child = spawn(process.execPath, ['--input-type=module', '-e', client], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    const exited = new Promise((resolve) => child.on('exit', resolve));
    await burstIn;
    child.send('send /health');
    expect(await exited).toBe(0);
    expect(handled).toHaveLength(BURST + 1);
    // Without turns /health would be handled last, behind every request of the burst.
    expect(handled.indexOf('/health')).toBeLessThan(BURST / 2);
  });
});
