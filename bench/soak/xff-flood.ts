// Finding 2's flood, re-run as a regression figure: with TRUST_PROXY=1, key-less requests from a trusted origin's page
// (so the per-IP limit is what decides), each carrying a different 8 kB X-Forwarded-For. Prints how many the per-IP limit let through and how state.db and RSS grew.
import { statSync } from 'node:fs';
import { join } from 'node:path';
import type { SoakData } from './origin.ts';
import { processRssMb, startOrigin } from './origin.ts';

// 20,000 in the issue; 5,000 keep the suite within minutes on a shared 2-core machine (SOAK_XFF_REQUESTS for more).
const REQUESTS = Number(process.env.SOAK_XFF_REQUESTS ?? 5_000);
const CONCURRENCY = 50;

const fileMb = (path: string) => {
  try {
    return statSync(path).size / 1e6;
  } catch {
    return 0;
  }
};

/** A forwarding chain of random addresses, about 8 kB long, different every call. */
function forwardedChain(seed: number): string {
  const parts: string[] = [];
  let x = seed * 2654435761;
  while (parts.join(', ').length < 8 * 1024) {
    x = (x * 1103515245 + 12345) >>> 0;
    parts.push(`${(x >>> 24) & 255}.${(x >>> 16) & 255}.${(x >>> 8) & 255}.${x & 255}`);
  }
  return parts.join(', ');
}

export async function xffFlood(data: SoakData): Promise<void> {
  const origin = await startOrigin(data, { TRUST_PROXY: '1', TRUSTED_ORIGINS: 'app.example.com' }, { defaultPlans: true });
  const state = join(data.dataDir, 'state.db');
  try {
    const before = { db: fileMb(state) + fileMb(`${state}-wal`), rss: processRssMb(origin.child.pid!) };
    const statuses = new Map<number, number>();
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < REQUESTS) {
          const i = next++;
          const response = await fetch(`${origin.base}/v1/stripe.com?format=svg`, { headers: { origin: 'https://app.example.com', 'x-forwarded-for': forwardedChain(i + 1) } }).catch(() => undefined);
          await response?.arrayBuffer();
          const status = response?.status ?? 0;
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const after = { db: fileMb(state) + fileMb(`${state}-wal`), rss: processRssMb(origin.child.pid!) };
    const answered = [...statuses].map(([status, count]) => `${count} x ${status || 'no answer'}`).join(', ');
    console.log(`\n## X-Forwarded-For flood (TRUST_PROXY=1, ${REQUESTS} requests, each a different 8 kB chain, ${CONCURRENCY} at once)`);
    console.log(`answered      ${answered} in ${seconds.toFixed(1)} s (200s beyond the anonymous per-minute limit mean the limit was bypassed)`);
    console.log(`state.db+WAL  ${before.db.toFixed(1)} MB -> ${after.db.toFixed(1)} MB;  origin RSS ${before.rss.toFixed(0)} MB -> ${after.rss.toFixed(0)} MB`);
  } finally {
    await origin.stop();
  }
}
