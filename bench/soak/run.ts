// `npm run soak`: the reliability suite of issue 13, on loopback only and bounded in time. Prints the figures
// BENCHMARK.md records (--markdown writes them there). SOAK_ONLY=render,xff,queue,kill,fuzz picks scenarios; SOAK_RENDER_ROUNDS repeats
// the two render floods (percentiles pooled over all).
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { recordConsole, writeBenchmarkFile } from '../markdown.ts';
import { prepareData } from './origin.ts';
import { fuzz } from './fuzz.ts';
import { killNine } from './kill9.ts';
import { queueFlood } from './queue-flood.ts';
import { printPooled, renderFlood } from './render-flood.ts';
import { printXffFlood, xffFlood } from './xff-flood.ts';

// --markdown: also write the tables into BENCHMARK.md.
const recorded = process.argv.includes('--markdown') ? recordConsole() : undefined;
const only = new Set((process.env.SOAK_ONLY ?? 'render,xff,queue,kill,fuzz').split(','));
const data = await prepareData();
console.log(`# logos soak (${new Date().toISOString()}), ${data.domains.length} logos`);
try {
  if (only.has('render')) {
    const floods = [];
    for (let round = 0; round < Number(process.env.SOAK_RENDER_ROUNDS ?? 1); round++) {
      floods.push(await renderFlood(data, {}, 'RENDER_PROCESSES default'));
      floods.push(await renderFlood(data, { RENDER_PROCESSES: '1' }, 'RENDER_PROCESSES=1'));
    }
    printPooled(floods);
  }
  if (only.has('xff')) printXffFlood(await xffFlood());
  if (only.has('queue')) await queueFlood(data);
  if (only.has('kill')) await killNine(data);
  if (only.has('fuzz')) await fuzz(data);
  if (recorded) writeBenchmarkFile(join(import.meta.dirname, '..', '..', 'BENCHMARK.md'), 'soak', recorded());
} finally {
  rmSync(data.dataDir, { recursive: true, force: true });
}
