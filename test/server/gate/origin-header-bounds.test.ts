// A key-less request whose Origin or Referer names a host no DNS could hold (thousands of labels) is refused at once,
// before any registered-site lookup, so a dozen of them in parallel leave /health as quick as it was. The origin runs
// in its own process, as `logos serve` does, so the test's own sending of the headers is not counted against it.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setTimeout as sleep } from 'node:timers/promises';
import { CLI, cpuUsageUs, freePort, startChild, stop, waitForHttp } from '../../../bench/processes.ts';
import { openState } from '../../../state/open.ts';
import { provenOrigin } from '../../helpers/proven-origin.ts';

let dataDir: string;
let child: ChildProcess;
let url: string;

// About 15 KB, under node's 16 KB header limit: 7,500 labels where DNS allows 127. Each differs, as an attacker's
// would, so no memo of an earlier answer helps.
const longPage = (n: string) => `https://${'a.'.repeat(7500)}x${n}.com`;

const call = (path: string, headers: Record<string, string> = {}) => fetch(`${url}${path}`, { headers, signal: AbortSignal.timeout(30_000) });

async function healthTimes(count: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    expect((await call('/health')).status).toBe(200);
    times.push(performance.now() - started);
  }
  return times;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'logos-bounds-'));
  // A registered site, so the lookup of accounts' origins has rows to search, as on a real server.
  const state = await openState({ url: undefined, sqlitePath: join(dataDir, 'state.db') });
  const account = await state.accounts.createAccount('shop@example.com', 'free');
  await state.origins.add(provenOrigin(account.id, 'https://*.shop.example.com'), 5, new Date());
  await state.close();
  const port = await freePort();
  child = startChild(CLI, ['serve'], { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOCAL_ACCESS: 'false', LOG_LEVEL: 'warn' });
  url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/health`, 60_000);
}, 90_000);
afterAll(async () => {
  if (child) await stop(child);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('hosts of Origin and Referer', () => {
  it.each(['origin', 'referer'])('refuses a %s naming a host of 7,500 labels at once, /health unslowed by 12 in parallel', async (header) => {
    // Warm: the first refusal compiles the router and the paths a long header takes, once, not per request.
    expect((await call('/v1/stripe.com', { [header]: longPage(`${header}-warm`) })).status).toBe(401);
    const bursts: string[] = [];
    const added: number[] = [];
    // A stall holds /health in every burst; on a machine busy with other work one burst can be slow by scheduling alone,
    // so the quickest of three is compared, and the origin's own CPU time (which no other process inflates) each time.
    for (let burst = 0; burst < 3; burst++) {
      const baseline = median(await healthTimes(7));
      const cpuBefore = await cpuUsageUs(child);
      const refused = Array.from({ length: 12 }, (_, i) => call('/v1/stripe.com', { [header]: longPage(`${header}${burst}-${i}`) }));
      // /health asked a few milliseconds apart while the burst is answered: a stalled server holds them all.
      const during = await Promise.all(Array.from({ length: 7 }, (_, i) => sleep(i * 15).then(() => healthTimes(1)).then(([time]) => time!)));
      for (const answer of await Promise.all(refused)) {
        expect(answer.status).toBe(401);
        expect(await answer.json()).toMatchObject({ code: 'UNAUTHORIZED' });
      }
      const cpuMs = ((await cpuUsageUs(child)) - cpuBefore) / 1000;
      bursts.push(`/health ${Math.round(baseline)} ms before, ${JSON.stringify(during.map(Math.round))} during; ${Math.round(cpuMs)} ms CPU`);
      expect(cpuMs, bursts.join('\n')).toBeLessThan(250);
      added.push(median(during) - baseline);
    }
    expect(Math.min(...added), bursts.join('\n')).toBeLessThan(100);
  });

  it('refuses a host over 253 characters, or with a label over 63, like any stranger', async () => {
    const long = `https://${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.${'e'.repeat(60)}.shop.example.com`;
    const wideLabel = `https://${'f'.repeat(64)}.shop.example.com`;
    for (const page of [long, wideLabel]) {
      const answer = await call('/v1/stripe.com', { origin: page });
      expect(answer.status, page).toBe(401);
    }
    // The registered wildcard still lets in a page of ordinary size.
    expect((await call('/v1/stripe.com', { origin: 'https://www.shop.example.com' })).status).toBe(200);
  });
});
