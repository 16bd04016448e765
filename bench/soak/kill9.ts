// Three kill -9 of the origin during keyed load: how many answered requests the usage counts lost, in seconds of
// traffic (usage is counted in memory and flushed every second, so about one second is the design's exposure).
import Database from 'better-sqlite3';
import { join } from 'node:path';
import autocannon from 'autocannon';
import type { SoakData } from './origin.ts';
import { startOrigin } from './origin.ts';

const ROUNDS = 3;
const SECONDS = 8;

export async function killNine(data: SoakData): Promise<void> {
  const recorded = () => {
    const db = new Database(join(data.dataDir, 'state.db'), { readonly: true });
    try {
      return (db.prepare("SELECT COALESCE(SUM(count), 0) FROM usage_daily WHERE kind = 'account' AND id = ?").pluck().get(data.accountId) as number) ?? 0;
    } finally {
      db.close();
    }
  };
  const lost: { requests: number; seconds: number }[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const origin = await startOrigin(data);
    const before = recorded();
    const killAt = 3000 + Math.random() * 3000;
    let answered = 0;
    const load = new Promise((resolve) => {
      const instance = autocannon({ url: `${origin.base}/v1/stripe.com?format=svg`, connections: 20, duration: SECONDS, headers: { authorization: `Bearer ${data.key}` } }, resolve);
      instance.on('response', (_client: unknown, status: number) => {
        if (status === 200) answered++;
      });
    });
    await new Promise((resolve) => setTimeout(resolve, killAt));
    origin.child.kill('SIGKILL');
    await new Promise((resolve) => origin.child.once('exit', resolve));
    await load;
    const counted = recorded() - before;
    const rate = answered / (killAt / 1000);
    lost.push({ requests: answered - counted, seconds: (answered - counted) / rate });
  }
  console.log(`\n## kill -9 during keyed load (${ROUNDS} rounds, 20 connections, killed 3-6 s in)`);
  for (const [i, round] of lost.entries()) console.log(`round ${i + 1}       ${round.requests} answered requests not counted = ${round.seconds.toFixed(2)} s of traffic`);
}
