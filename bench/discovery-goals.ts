// The goal of issue 11 on websites, measured on recordings that carry a reviewer's expected.json: the stored light
// icon is the site's own mark at the largest size it offers; a wordmark is stored as `logo` where the header shows
// one; nothing blank or foreign is stored. Recordings replay offline through the real discovery path.
//   DISCOVERY_RECORDINGS=<dir> node --import tsx bench/discovery-goals.ts
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Asset } from '../catalog/types.ts';
import type { DiscoveryRun } from '../pipeline/discovery/discoverer.ts';
import { decodeImage } from '../pipeline/discovery/image/decode.ts';
import { listRecordings, readRecording, type Expected, type StoredRecording } from '../pipeline/discovery/recording/format.ts';
import { replayRecordings } from '../pipeline/discovery/recording/replay-run.ts';
import { SAME_SHAPE } from '../pipeline/discovery/scoring/dark-version.ts';
import { imageStats } from '../pipeline/discovery/scoring/image-stats.ts';
import { hashSimilarity } from '../pipeline/discovery/scoring/phash.ts';
import { shapeHash } from '../pipeline/discovery/scoring/shape-hash.ts';
import { MIN_COVERAGE } from '../pipeline/discovery/scoring/score.ts';
import type { ObjectStorage } from '../pipeline/storage/types.ts';
import { loadConfig } from '../server/config/index.ts';
import { createDeps } from '../server/deps.ts';
import { createLogger } from '../server/observability/logger.ts';
import { fixed } from './stats.ts';

/** The decoder's pixel limit here: the images are already stored or reviewed, so only a bomb is refused. */
const MAX_DECODED_PIXELS = 40_000_000;

export interface Judgement {
  domain: string;
  ownLargest: boolean;
  wordmarkShown: boolean;
  wordmarkStored: boolean;
  /** The stored light icon in a reviewer's words: its size and URL, or "no icon". */
  icon: string;
  /** Every other slot filled, as "variant/theme size URL". */
  others: string[];
  /** The largest own light icon the reviewer found. */
  largest: number | 'vector';
  /**
   * What was stored that should not have been: blank objects, other brands' (or nobody's) images, an own mark drawn
   * for dark backgrounds in a light slot, a host's or theme's default icon.
   */
  wrong: string[];
  /** The stored light icon is not a URL the reviewer listed but the same mark as one they did, at least as large. */
  sameMarkAs?: { url: string; size: number | 'vector' };
}

/** A reviewed own image, by the shape hash of its mark (scoring/shape-hash.ts: blind to size, padding and format). */
export interface ReviewedMark {
  url: string;
  shape: bigint;
}

/** The marks of the own images a recording holds, one per body; images without a shape to compare are left out. */
export async function reviewedMarks(recording: StoredRecording): Promise<ReviewedMark[]> {
  const own = new Set(recording.expected?.own ?? []);
  const seen = new Set<string>();
  const marks: ReviewedMark[] = [];
  for (const { url, body } of recording.recording.exchanges) {
    if (!body || !own.has(url) || seen.has(body)) continue;
    seen.add(body);
    const shape = await decodeImage(recording.body(body), MAX_DECODED_PIXELS).then((image) => shapeHash(image.sample), () => undefined);
    if (shape !== undefined) marks.push({ url, shape });
  }
  return marks;
}

/** The reviewed own image this stored sample draws the same mark as: a copy the reviewer did not list (another size
 * of the same icon, checked by eye) is still the site's own. */
function sameMarkOf(sample: Buffer, reviewed: readonly ReviewedMark[]): ReviewedMark | undefined {
  const shape = shapeHash(sample);
  return shape === undefined ? undefined : reviewed.find((mark) => hashSimilarity(shape, mark.shape) >= SAME_SHAPE);
}

export async function judge(expected: Expected, run: DiscoveryRun, assets: readonly Asset[], storage: ObjectStorage, reviewed: readonly ReviewedMark[] = []): Promise<Judgement> {
  const own = new Set(expected.own);
  const icon = run.chosen.find((c) => c.slot.variant === 'icon' && c.slot.theme === 'light');
  const storedIcon = assets.find((a) => a.variant === 'icon' && a.theme === 'light');
  // A vector stored as the largest raster of it that draws in time (discovery/servable.ts) is still the vector offered.
  const size = icon ? (icon.format === 'svg' ? Infinity : Math.max(icon.width ?? 0, icon.height ?? 0)) : 0;
  const largest = expected.largest === 'vector' ? Infinity : expected.largest;
  const wrong: string[] = [];
  const notLight = new Set(expected.notLight ?? []);
  const knownDefault = expected.knownDefault ?? {};
  let sameMark: ReviewedMark | undefined;
  for (const asset of assets) {
    const url = asset.provenance.url ?? '';
    const body = (await storage.get(asset.storageKey))?.body;
    const sample = body ? (await decodeImage(body, MAX_DECODED_PIXELS)).sample : undefined;
    const listed = own.has(url) || url === expected.wordmark;
    const alike = listed || !sample ? undefined : sameMarkOf(sample, reviewed);
    if (asset === storedIcon) sameMark = alike;
    if (knownDefault[url]) wrong.push(`known default ${asset.variant}/${asset.theme} ${url} (${knownDefault[url]})`);
    else if (!listed && !alike) wrong.push(`foreign ${asset.variant}/${asset.theme} ${url}`);
    if (asset.theme === 'light' && notLight.has(url)) wrong.push(`drawn for dark in ${asset.variant}/light ${url}`);
    if ((sample ? imageStats(sample).coverage : 0) < MIN_COVERAGE) wrong.push(`blank ${asset.variant}/${asset.theme} ${url}`);
  }
  const ownIcon = !!storedIcon && (own.has(storedIcon.provenance.url ?? '') || !!sameMark);
  const sized = (asset: Asset) => (asset.format === 'svg' ? 'svg' : `${Math.max(asset.width, asset.height)} px`);
  return {
    domain: run.domain,
    // Where no icon is owed, none stored is right; one stored must still be the site's own.
    ownLargest: expected.iconOwed === false ? !storedIcon || ownIcon : ownIcon && size >= largest,
    icon: storedIcon ? `${sized(storedIcon)}${icon?.drawnAt ? ' drawn from the svg' : ''} ${storedIcon.provenance.url}` : 'no icon',
    others: assets.filter((a) => a !== storedIcon).map((a) => `${a.variant}/${a.theme} ${sized(a)} ${a.provenance.url}`).sort(),
    largest: expected.largest,
    wordmarkShown: expected.wordmark !== null,
    wordmarkStored: expected.wordmark !== null && assets.some((a) => a.variant === 'logo' && a.provenance.url === expected.wordmark),
    wrong,
    ...(sameMark && { sameMarkAs: { url: sameMark.url, size: size === Infinity ? 'vector' : size } }),
  };
}

/** Replays every recording that has an expected.json into a fresh catalog and judges what was stored. */
export async function judgeRecordings(recordings: readonly StoredRecording[]): Promise<Judgement[]> {
  const reviewed = recordings.filter((r) => r.expected);
  const dataDir = mkdtempSync(join(tmpdir(), 'logos-replay-'));
  const deps = await createDeps(loadConfig({ DATA_DIR: dataDir }), createLogger('warn'));
  const judgements: Judgement[] = [];
  try {
    await replayRecordings({ settings: deps.config.discovery, catalog: deps.catalog, storage: deps.storage, render: deps.renderPool.render }, reviewed, async (recording, run) => {
      judgements.push(await judge(recording.expected!, run, deps.catalog.assetsOf(run.domain), deps.storage, await reviewedMarks(recording)));
    });
  } finally {
    await deps.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return judgements;
}

export function printGoals(label: string, judgements: readonly Judgement[]): void {
  const share = (part: number, whole: number) => (whole === 0 ? 'n/a' : `${fixed((part / whole) * 100, 0)} % (${part}/${whole})`);
  const shown = judgements.filter((j) => j.wordmarkShown);
  const wrong = judgements.filter((j) => j.wrong.length > 0);
  console.log(`\n## Discovery goals on ${label} (${judgements.length} reviewed sites, replayed offline)`);
  console.log(`own mark at the largest size offered: ${share(judgements.filter((j) => j.ownLargest).length, judgements.length)} (goal >= 80 %)`);
  console.log(`wordmark stored as logo where the header shows one: ${share(shown.filter((j) => j.wordmarkStored).length, shown.length)} (goal >= 60 %)`);
  console.log(`sites with anything blank, foreign, dark-drawn in a light slot or a known default stored: ${wrong.length} (goal 0)`);
  for (const line of verdictLines(judgements)) console.log(line);
}

/** One line per site, so a regression names the site: ok or MISS, then what was stored in each slot (the light icon
 * first) against what was expected. */
export function verdictLines(judgements: readonly Judgement[]): string[] {
  const width = Math.max(0, ...judgements.map((j) => j.domain.length));
  return judgements.map((j) => {
    const misses = [
      !j.ownLargest && `own mark not at its largest (${j.largest === 'vector' ? 'an SVG' : `${j.largest} px`} offered)`,
      j.wordmarkShown && !j.wordmarkStored && 'wordmark not stored',
      ...j.wrong,
    ].filter(Boolean);
    const wordmark = j.wordmarkShown ? (j.wordmarkStored ? ', wordmark stored' : '') : '';
    const alike = j.sameMarkAs ? `, own (same mark as reviewed, ${j.sameMarkAs.size} ${j.ownLargest ? '>=' : '<'} ${j.largest})` : '';
    const others = j.others.map((slot) => `; ${slot}`).join('');
    return `  ${misses.length === 0 ? 'ok  ' : 'MISS'} ${j.domain.padEnd(width)}  icon/light ${j.icon}${alike}${wordmark}${others}${misses.length > 0 ? `: ${misses.join('; ')}` : ''}`;
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = process.env.DISCOVERY_RECORDINGS;
  if (!root) throw new Error('set DISCOVERY_RECORDINGS to a directory of recordings (logos discover <domain> --record <dir>)');
  const recordings = listRecordings(root).map(readRecording);
  printGoals(root, await judgeRecordings(recordings));
  const unreviewed = recordings.filter((r) => !r.expected).map((r) => r.recording.domain);
  if (unreviewed.length > 0) console.log(`not measured (no expected.json yet): ${unreviewed.join(', ')}`);
}
