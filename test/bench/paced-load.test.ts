import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { pacedLoad } from '../../bench/paced-load.ts';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A real server on loopback; `answer` decides per request (numbered from 0, the warm-up requests included). */
async function listen(answer: (index: number, respond: (status: number) => void) => void): Promise<string> {
  let index = 0;
  server = createServer((_request, response) => answer(index++, (status) => response.writeHead(status, { 'content-length': '2' }).end('ok')));
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}/`;
}

describe('pacedLoad', () => {
  it('spreads the sends evenly over the run instead of bursting them at the start of each second', async () => {
    const arrivals: number[] = [];
    const url = await listen((index, respond) => {
      if (index >= 10) arrivals.push(performance.now());
      respond(200);
    });
    const result = await pacedLoad({ url, connections: 10, rate: 400, seconds: 1 });
    expect(result).toMatchObject({ sent: 400, errors: 0 });
    expect(arrivals).toHaveLength(400);
    // 40 requests are due in every 100 ms; a generator that bursts puts the second's 400 in one window. The bound leaves
    // room for an event loop stalled by a busy machine, after which the overdue requests go out together.
    const first = arrivals[0]!;
    const perWindow = new Map<number, number>();
    for (const at of arrivals) perWindow.set(Math.floor((at - first) / 100), (perWindow.get(Math.floor((at - first) / 100)) ?? 0) + 1);
    expect(Math.max(...perWindow.values())).toBeLessThanOrEqual(300);
    expect(arrivals.at(-1)! - first).toBeGreaterThan(900);
  });

  it('counts the wait for a connection a stalled answer holds, so the stall shows in p99', async () => {
    // One connection at 100 req/s; the 10th timed request is held 500 ms, and the 50 due meanwhile wait behind it.
    const url = await listen((index, respond) => (index === 1 + 10 ? setTimeout(() => respond(200), 500) : respond(200)));
    const result = await pacedLoad({ url, connections: 1, rate: 100, seconds: 1 });
    expect(result.errors).toBe(0);
    // Timed from the socket write only the held request would be slow, and p99 (the 99th of 100) would stay small.
    expect(result.p99).toBeGreaterThan(400);
    expect(result.max).toBeGreaterThan(450);
  });

  it('reports its own lateness apart: a stalled generator shows in the lag and the due-time p99, not in p99', async () => {
    const url = await listen((_index, respond) => respond(200));
    // The generator's thread is busy for 600 ms a third of the way in: the requests due meanwhile go out late. The
    // rate is low enough that the late ones queue only a few deep per connection once the stall ends, so on a busy
    // machine their honest dispatch-to-answer time stays far below the stall the due-time figures carry.
    setTimeout(() => {
      const until = performance.now() + 600;
      while (performance.now() < until);
    }, 350);
    const result = await pacedLoad({ url, connections: 10, rate: 100, seconds: 1 });
    expect(result.errors).toBe(0);
    expect(result.lagP99).toBeGreaterThan(400);
    expect(result.fromDueP99).toBeGreaterThan(400);
    // The server's own p99 leaves the generator's lateness out: far below the p99 timed from when each was due.
    expect(result.p99).toBeLessThan(result.fromDueP99 / 2);
  });

  it('counts error statuses and answers that never come as errors, and sends nothing once it has returned', async () => {
    let received = 0;
    const url = await listen((index, respond) => {
      received++;
      if (index === 0) return respond(200);
      if (index % 2 === 0) respond(500);
      else if (index !== 5) respond(200); // request 5 is never answered
    });
    const result = await pacedLoad({ url, connections: 1, rate: 50, seconds: 0.2, drainMs: 300 });
    expect(result.sent).toBe(10);
    expect(result.errors).toBeGreaterThanOrEqual(5);
    expect(result.max).toBeGreaterThan(250);
    // The requests still queued behind the unanswered one are dropped with the connection, not sent on a new one.
    const receivedAtEnd = received;
    // Part of what is tested: nothing more arrives in the time after the run has returned.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(received).toBe(receivedAtEnd);
  });
});
