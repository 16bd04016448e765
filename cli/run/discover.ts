// `logos discover <domain>` runs discovery for one domain now; `--worker` drains the queue until stopped;
// `--status` shows the queue. See docs/discovery.md.
import { z } from 'zod';
import { normaliseDomain } from '../../catalog/domain.ts';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createDiscoverer, reportOf, type Discoverer, type DiscoveryRun } from '../../pipeline/discovery/discoverer.ts';
import { readRecording } from '../../pipeline/discovery/recording/format.ts';
import { DRAFT_FILE, expectedDraft, writeDraft } from '../../pipeline/discovery/recording/draft.ts';
import { createRecorder, type Recorder } from '../../pipeline/discovery/recording/recorder.ts';
import { replayRecordings } from '../../pipeline/discovery/recording/replay-run.ts';
import { retryDelaySeconds } from '../../pipeline/discovery/settings.ts';
import type { DiscoveredFacts } from '../../pipeline/discovery/website/facts.ts';
import { createDiscoveryWorker } from '../../pipeline/discovery/worker.ts';
import type { Root } from '../../server/root.ts';
import { withRoot } from '../context.ts';
import { parseOptions } from '../options.ts';
import { print } from '../output.ts';

const optionsSchema = z.object({
  worker: z.boolean().default(false),
  status: z.boolean().default(false),
  json: z.boolean().default(false),
  record: z.string().min(1).optional(),
  replay: z.string().min(1).optional(),
});

export async function discover(input: string | undefined, raw: unknown): Promise<void> {
  const options = parseOptions(optionsSchema, raw);
  const modes = [input !== undefined, options.worker, options.status].filter(Boolean).length;
  if (modes !== 1) throw new Error('give exactly one of: a domain, --worker, --status');
  if ((options.record || options.replay) && input === undefined) throw new Error('--record and --replay need a domain');
  if (options.record && options.replay) throw new Error('give --record or --replay, not both');
  if (options.status) return showStatus(options.json);
  if (options.worker) return runWorker();
  return discoverOne(normaliseDomain(input!), options);
}

/** A discoverer over the root's catalog, storage and render processes; closed by the caller. */
const discovererOf = (root: Root, recorder?: Recorder): Discoverer =>
  createDiscoverer({ settings: root.config.discovery, catalog: root.catalog, storage: root.storage, render: root.renderPool.render, recorder });

async function runOnce(root: Root, domain: string): Promise<DiscoveryRun> {
  const discoverer = discovererOf(root);
  try {
    return await discoverer.run(domain);
  } finally {
    await discoverer.close();
  }
}

async function discoverOne(domain: string, options: z.output<typeof optionsSchema>): Promise<void> {
  const { json } = options;
  const report = await withRoot(async (root) => {
    if (options.replay) return { ...reportOf(await replayOne(root, domain, options.replay)), replayed: options.replay };
    const run = options.record ? await recordOne(root, domain, options.record) : await runOnce(root, domain);
    const report = { ...reportOf(run), ...(options.record ? { recorded: join(options.record, domain) } : {}) };
    // A run asked for by hand counts as a first attempt: it starts the domain's back-off afresh.
    const waitS = retryDelaySeconds(run.outcome, 1, root.config.discovery);
    await (await root.state()).discoveryQueue.complete(domain, run.outcome, { nextAttemptAt: new Date(Date.now() + waitS * 1000), result: report, error: run.failures.map((f) => `${f.provider}: ${f.code}`).join(', ') || undefined });
    return report;
  });
  print(report, json, () =>
    [
      `${domain}: ${report.outcome} in ${report.seconds.toFixed(2)} s, ${report.requests} requests${report.site ? `, home page at ${report.site}` : ''}`,
      ...report.candidates.map((c) => `  ${(c.score ?? 0).toFixed(3)} ${c.verdict.padEnd(15)} ${`${c.provider}/${c.kind}`.padEnd(24)} ${sizeOf(c).padEnd(9)} ${c.url}${c.reason ? `\n        ${c.reason}` : ''}${c.darkVersionOf ? `\n        the dark version of ${c.darkVersionOf} (the same shape)` : ''}${c.drawnAt ? `\n        too costly to draw at full size in time: stored as a ${c.drawnAt} px raster of it` : ''}`),
      ...report.failures.map((f) => `  failed ${f.provider}: ${f.code}: ${f.message}`),
      report.chosen.length > 0 ? report.chosen.map((c) => `chosen ${c.slot.variant} (${c.slot.theme}): ${c.provider} ${c.url} ${sizeOf(c)} score ${c.score}`).join('\n') : 'no candidate reached the threshold; the domain keeps its monogram',
      ...factLines(report.facts),
      'recorded' in report && report.recorded ? `recorded every response in ${report.recorded}; for review: ${join(report.recorded, DRAFT_FILE)}` : '',
      'replayed' in report ? `replayed offline from ${report.replayed}` : '',
      report.stored ? ('storageKey' in report.stored ? (report.stored.assets ?? []).map((a) => `stored ${a.variant} (${a.theme}) ${a.width}x${a.height} ${a.storageKey}`).join('\n') : `not stored: ${report.stored.skipped}`) : '',
    ].filter(Boolean).join('\n'),
  );
  if (report.outcome === 'failed') process.exitCode = 2;
}

/** Runs discovery live and saves what it fetched as a recording in <dir>/<domain>, with a draft of its expected.json. */
async function recordOne(root: Root, domain: string, dir: string): Promise<DiscoveryRun> {
  const settings = root.config.discovery;
  const recorder = createRecorder(domain, { siteUrl: settings.siteUrl, baseUrls: settings.baseUrls });
  const discoverer = discovererOf(root, recorder);
  let run: DiscoveryRun;
  try {
    run = await discoverer.run(domain);
  } finally {
    await discoverer.close();
    recorder.save(join(dir, domain));
  }
  writeDraft(join(dir, domain), await expectedDraft(run, readRecording(join(dir, domain)), settings.maxPixels));
  return run;
}

/** Runs discovery on a recording, offline, storing what it chooses as a live run would. */
async function replayOne(root: Root, domain: string, dir: string): Promise<DiscoveryRun> {
  const at = existsSync(join(dir, domain, 'recording.json')) ? join(dir, domain) : dir;
  if (!existsSync(join(at, 'recording.json'))) throw new Error(`no recording of ${domain} in ${dir} (expected ${join(dir, domain, 'recording.json')})`);
  const recording = readRecording(at);
  if (recording.recording.domain !== domain) throw new Error(`${at} holds a recording of ${recording.recording.domain}, not ${domain}`);
  let result: DiscoveryRun | undefined;
  await replayRecordings({ settings: root.config.discovery, catalog: root.catalog, storage: root.storage, render: root.renderPool.render }, [recording], async (_, run) => {
    result = run;
  });
  return result!;
}

function factLines(facts: DiscoveredFacts): string[] {
  return [
    facts.name && `name: ${facts.name.value} (${facts.name.from})`,
    facts.description && `description: ${facts.description.value} (${facts.description.from})`,
    ...Object.entries(facts.socials).map(([platform, fact]) => fact && `${platform}: ${fact.value} (${fact.from})`),
    facts.colors.length > 0 && `colours: ${facts.colors.map((c) => `${c.value.hex} ${c.value.type} (${c.from})`).join(', ')}`,
  ].filter((line): line is string => typeof line === 'string');
}

function sizeOf(candidate: { format?: string; width?: number; height?: number }): string {
  return candidate.width === undefined ? '-' : `${candidate.width}x${candidate.height}${candidate.format === 'svg' ? ' svg' : ''}`;
}

async function showStatus(json: boolean): Promise<void> {
  const status = await withRoot(async (root) => {
    const { discoveryQueue } = await root.state();
    return { ...(await discoveryQueue.status()), domains: await discoveryQueue.list(50) };
  });
  print(status, json, () =>
    [
      `queue: ${status.open} open of at most ${status.max}, ${status.due} due now`,
      `  ${Object.entries(status.counts).map(([name, count]) => `${name} ${count}`).join(', ')}`,
      ...status.domains.map((d) => `  ${d.domain.padEnd(32)} ${d.status.padEnd(9)} requests ${d.requests}, attempts ${d.attempts}, next ${d.nextAttemptAt}${d.lastError ? `, last error ${d.lastError}` : ''}`),
    ].join('\n'),
  );
}

async function runWorker(): Promise<void> {
  await withRoot(async (root) => {
    const { config, logger } = root;
    const discoverer = discovererOf(root);
    const worker = createDiscoveryWorker({ queue: (await root.state()).discoveryQueue, discoverer, settings: config.discovery, logger });
    logger.info('discovery worker started', { concurrency: config.discovery.concurrency });
    worker.start();
    await new Promise<void>((resolve) => {
      process.once('SIGINT', resolve);
      process.once('SIGTERM', resolve);
    });
    await worker.stop();
    await discoverer.close();
  });
}
