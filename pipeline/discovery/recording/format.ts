// The recording of discovery runs: every HTTP exchange (each redirect hop too) and TXT lookup one run made, so an
// operator with internet records real sites (`logos discover <domain> --record <dir>`) and anyone replays them offline
// (replay.ts). One directory per domain: recording.json, bodies/<n> (each body as fetched, within discovery's byte
// cap) and, written by a reviewer, expected.json (see Expected).
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

export const RECORDING_FORMAT = 'logos-discovery-recording/1';

const exchangeSchema = z.object({
  url: z.string(),
  status: z.number().int().optional(),
  headers: z.record(z.string(), z.string()).default({}),
  /** File under bodies/, absent for redirects, error statuses and failures. */
  body: z.string().regex(/^[\w.-]+$/).optional(),
  /** A request that got no HTTP answer (DNS_FAILED, NETWORK, TIMEOUT, ...). */
  error: z.object({ code: z.string(), message: z.string() }).optional(),
});

const recordingSchema = z.object({
  format: z.literal(RECORDING_FORMAT),
  domain: z.string(),
  recordedAt: z.string(),
  /** DISCOVERY_SITE_URL when recorded: where the home page was looked for. */
  siteUrl: z.string().default('https://{domain}/'),
  /** The platforms' base URLs when recorded (DISCOVERY_GITHUB_URL, ...), so a replay asks the same URLs. */
  baseUrls: z.record(z.string(), z.string()).optional(),
  exchanges: z.array(exchangeSchema),
  txt: z.array(z.object({ name: z.string(), records: z.array(z.array(z.string())) })).default([]),
});

/**
 * What a reviewer says the site offers, looking at it in a browser: every URL of the brand's own marks (icons, the
 * wordmark, dark versions; an inline SVG as "<page URL>#inline-svg-1"), the largest size the own icon comes in
 * ("vector" when an SVG of it exists), and the wordmark's URL when the header shows one.
 */
const expectedSchema = z.object({
  own: z.array(z.string()).min(1),
  largest: z.union([z.number().int().positive(), z.literal('vector')]),
  wordmark: z.string().nullable().default(null),
  /** Own marks drawn for dark backgrounds: wrong in a light slot. */
  notLight: z.array(z.string()).optional(),
  /** Declared icons that are a host's, CMS's or theme's default rather than the brand's: URL -> where it ships. */
  knownDefault: z.record(z.string(), z.string()).optional(),
  /** false: the site declares no square mark of its own (only a parent's tab icon), so storing no icon is right. */
  iconOwed: z.boolean().optional(),
  note: z.string().optional(),
});

export type RecordedExchange = z.infer<typeof exchangeSchema>;
export type Recording = z.infer<typeof recordingSchema>;
export type Expected = z.infer<typeof expectedSchema>;

export interface StoredRecording {
  dir: string;
  recording: Recording;
  body(name: string): Buffer;
  expected: Expected | undefined;
}

export function writeRecording(dir: string, recording: Recording, bodies: ReadonlyMap<string, Buffer>, expected?: Expected): void {
  mkdirSync(join(dir, 'bodies'), { recursive: true });
  for (const [name, body] of bodies) writeFileSync(join(dir, 'bodies', name), body);
  writeFileSync(join(dir, 'recording.json'), `${JSON.stringify(recording, null, 1)}\n`);
  if (expected) writeFileSync(join(dir, 'expected.json'), `${JSON.stringify(expected, null, 1)}\n`);
}

export function readRecording(dir: string): StoredRecording {
  const parsed = recordingSchema.safeParse(JSON.parse(readFileSync(join(dir, 'recording.json'), 'utf8')));
  if (!parsed.success) throw new Error(`${join(dir, 'recording.json')} is not a ${RECORDING_FORMAT} file: ${parsed.error.issues[0]?.path.join('.')} ${parsed.error.issues[0]?.message}`);
  let expected: Expected | undefined;
  if (existsSync(join(dir, 'expected.json'))) {
    const checked = expectedSchema.safeParse(JSON.parse(readFileSync(join(dir, 'expected.json'), 'utf8')));
    if (!checked.success) throw new Error(`${join(dir, 'expected.json')}: ${checked.error.issues[0]?.path.join('.')} ${checked.error.issues[0]?.message}`);
    expected = checked.data;
  }
  return { dir, recording: parsed.data, body: (name) => readFileSync(join(dir, 'bodies', name)), expected };
}

/** Every recording directory directly under root, in name order. */
export function listRecordings(root: string): string[] {
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(root, entry.name, 'recording.json')))
    .map((entry) => join(root, entry.name))
    .sort();
}
