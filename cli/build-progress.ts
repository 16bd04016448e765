// Build progress: a bar with rate and ETA on a terminal, one JSON line per event otherwise (CI logs) or with --json.
import type { BuildEvent } from '../pipeline/build/events.ts';
import { escapeForTerminal } from './escape.ts';

export function buildReporter(json: boolean, stream: NodeJS.WriteStream = process.stderr): (event: BuildEvent) => void {
  if (json || !stream.isTTY) return (event) => process.stdout.write(`${escapeForTerminal(JSON.stringify(event))}\n`);
  let total = 0;
  let done = 0;
  let started = performance.now();
  let drawnAt = 0;
  const draw = (force = false) => {
    const now = performance.now();
    if (!force && now - drawnAt < 100) return;
    drawnAt = now;
    const seconds = (now - started) / 1000;
    const rate = done / Math.max(seconds, 0.001);
    const eta = rate > 0 ? (total - done) / rate : 0;
    const width = 30;
    const filled = total > 0 ? Math.round((done / total) * width) : 0;
    stream.write(`\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total}  ${rate.toFixed(0)}/s  ETA ${eta.toFixed(0)} s `);
  };
  return (event) => {
    if (event.event === 'start') {
      total = event.jobs;
      started = performance.now();
    } else if (event.event === 'rendered' || event.event === 'skipped' || event.event === 'failed') {
      done++;
      if (event.event === 'failed') stream.write(`\nfailed ${event.key}: ${escapeForTerminal(event.error)}\n`);
      draw();
    } else if (event.event === 'missing') {
      stream.write(`\nno manifest for ${event.domain}: its shard did not run or did not finish\n`);
    } else if (event.event === 'done') {
      draw(true);
      const s = event.summary;
      stream.write(`\nrendered ${s.rendered}, skipped ${s.skipped}, failed ${s.failed}, deleted ${s.deleted}, ${(s.bytes / 1e6).toFixed(1)} MB in ${s.seconds.toFixed(1)} s\n`);
    }
  };
}
