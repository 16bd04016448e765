// Finding 7's flood: one client asks for 12,000 random unknown domains (each answered with a monogram and offered to
// discovery); then another client asks for one real new domain. Prints how much of the queue the flood took and
// whether the real domain still got in.
import Database from 'better-sqlite3';
import { join } from 'node:path';
import type { SoakData } from './origin.ts';
import { processRssMb, startOrigin } from './origin.ts';

const REQUESTS = 12_000;
const CONCURRENCY = 50;

export async function queueFlood(data: SoakData): Promise<void> {
  const origin = await startOrigin(data, { DISCOVERY_QUEUE_MAX: '10000' });
  try {
    const rssBefore = processRssMb(origin.child.pid!);
    const tag = Date.now().toString(36);
    let next = 0;
    let ok = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < REQUESTS) {
          const response = await fetch(`${origin.base}/v1/flood-${tag}-${next++}.com?format=svg`, { headers: { authorization: `Bearer ${data.key}` } });
          await response.arrayBuffer();
          if (response.ok) ok++;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const real = `real-new-${tag}.com`;
    await (await fetch(`${origin.base}/v1/${real}?format=svg`)).arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 2500)); // two batch writes
    const db = new Database(join(data.dataDir, 'state.db'), { readonly: true });
    const flooded = db.prepare<[string], number>('SELECT count(*) FROM discovery_queue WHERE domain LIKE ?').pluck().get(`flood-${tag}-%`) ?? 0;
    const realQueued = db.prepare<[string], number>('SELECT count(*) FROM discovery_queue WHERE domain = ?').pluck().get(real) ?? 0;
    db.close();
    console.log(`\n## Discovery-queue flood (one client, ${REQUESTS} random unknown domains, ${CONCURRENCY} at once, queue of 10,000)`);
    console.log(`answered      ${ok} monograms in ${seconds.toFixed(1)} s (${(REQUESTS / seconds).toFixed(0)} req/s)`);
    console.log(`queued        ${flooded} of the flood's domains; another client's new domain ${realQueued ? 'queued' : 'NOT queued'}`);
    console.log(`origin RSS    ${rssBefore.toFixed(0)} MB -> ${processRssMb(origin.child.pid!).toFixed(0)} MB`);
  } finally {
    await origin.stop();
  }
}
