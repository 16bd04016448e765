// The X-Forwarded-For flood of issue 13: 20,000 requests, each with a distinct 8 kB X-Forwarded-For, against an origin
// that trusts a proxy. Prints how much state.db and the origin's RSS grew, and how many requests the limit let through.
// Two attackers on loopback: one reaching the port directly (from 127.0.0.3, not a proxy), and one whose junk goes
// through the trusted proxy address (127.0.0.2). Run alone: node --import tsx bench/soak/xff-flood.ts
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importSeed } from '../../pipeline/seed/import.ts';
import { loadConfig } from '../../server/config/index.ts';
import { createDeps } from '../../server/deps.ts';
import { createLogger } from '../../server/observability/logger.ts';
import { freePort, peakRssMb, startChild, stop, waitForHttp } from '../processes.ts';

const PROXY = '127.0.0.2';
const ATTACKER = '127.0.0.3';
const VALUE_BYTES = 8 * 1024;

export interface XffFloodResult {
  via: 'direct' | 'trusted proxy';
  requests: number;
  seconds: number;
  statuses: Record<string, number>;
  stateDbGrowthMb: number;
  rssGrowthMb: number;
  peakRssMb: number;
}

const mb = (bytes: number) => bytes / 1024 / 1024;
const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
const stateBytes = (dataDir: string) =>
  ['state.db', 'state.db-wal'].map((name) => join(dataDir, name)).reduce((sum, file) => sum + (existsSync(file) ? statSync(file).size : 0), 0);

function junk(index: number): string {
  const head = `${index.toString(36)}-`;
  return head + 'z'.repeat(VALUE_BYTES - head.length);
}

async function flood(port: number, localAddress: string, count: number, concurrency: number): Promise<Record<string, number>> {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency, localAddress });
  const statuses: Record<string, number> = {};
  let next = 0;
  const one = (index: number) =>
    new Promise<void>((resolve) => {
      const headers = { 'x-forwarded-for': junk(index), origin: 'https://app.example.com' };
      request({ host: '127.0.0.1', port, path: '/v1/stripe.com?format=svg', agent, headers }, (response) => {
        statuses[response.statusCode!] = (statuses[response.statusCode!] ?? 0) + 1;
        response.resume();
        response.on('end', resolve);
      })
        .on('error', () => {
          statuses.error = (statuses.error ?? 0) + 1;
          resolve();
        })
        .end();
    });
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) await one(next++);
    }),
  );
  agent.destroy();
  return statuses;
}

export async function xffFlood(options: { requests?: number; concurrency?: number } = {}): Promise<XffFloodResult[]> {
  const { requests = 20_000, concurrency = 32 } = options;
  const dataDir = mkdtempSync(join(tmpdir(), 'logos-xff-flood-'));
  const results: XffFloodResult[] = [];
  try {
    const deps = await createDeps(loadConfig({ DATA_DIR: dataDir }), createLogger('warn'));
    await importSeed(deps.catalog, deps.storage);
    await deps.close();
    for (const [via, from] of [['direct', ATTACKER], ['trusted proxy', PROXY]] as const) {
      const port = await freePort();
      const env = { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'error', TRUST_PROXY: PROXY, TRUSTED_ORIGINS: 'app.example.com' };
      const child = startChild('cli/logos.js', ['serve'], env);
      try {
        await waitForHttp(`http://127.0.0.1:${port}/health`);
        await new Promise((resolve) => setTimeout(resolve, 1500));
        const before = { state: stateBytes(dataDir), rss: rssMb(child.pid!) };
        const started = performance.now();
        const statuses = await flood(port, from, requests, concurrency);
        const seconds = (performance.now() - started) / 1000;
        // The usage tracker flushes every second: wait for it before measuring the file.
        await new Promise((resolve) => setTimeout(resolve, 2500));
        results.push({
          via,
          requests,
          seconds,
          statuses,
          stateDbGrowthMb: mb(stateBytes(dataDir) - before.state),
          rssGrowthMb: rssMb(child.pid!) - before.rss,
          peakRssMb: peakRssMb(child.pid!),
        });
      } finally {
        await stop(child);
      }
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return results;
}

export function printXffFlood(results: readonly XffFloodResult[]): void {
  console.log(`\n## X-Forwarded-For flood (distinct ${VALUE_BYTES / 1024} kB values, TRUST_PROXY=${PROXY})`);
  for (const r of results) {
    const statuses = Object.entries(r.statuses).map(([status, n]) => `${status}: ${n}`).join(', ');
    console.log(
      `${r.via.padEnd(14)} ${r.requests} requests in ${r.seconds.toFixed(1)} s (${statuses})   ` +
        `state.db +${r.stateDbGrowthMb.toFixed(2)} MB   RSS +${r.rssGrowthMb.toFixed(0)} MB (peak ${r.peakRssMb.toFixed(0)} MB)`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const requests = Number(process.env.XFF_FLOOD_REQUESTS ?? 20_000);
  printXffFlood(await xffFlood({ requests }));
}
