// expected.draft.json beside a new recording: the run's own answer in the shape of a reviewer's expected.json (own,
// largest, wordmark, notLight), with every image the run fetched and its decoded size, so a reviewer looking at the
// site only confirms or corrects the lines and saves the file as expected.json (format.ts reads the same keys).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CandidateReport, DiscoveryResult } from '../run.ts';
import { decodeImage, type DecodedImage } from '../image/decode.ts';
import { sniffImage, type SniffedFormat } from '../image/sniff.ts';
import type { StoredRecording } from './format.ts';

export const DRAFT_FILE = 'expected.draft.json';

export interface DraftImage {
  url: string;
  /** What the bytes are (not what the server said); absent for an inline image or one that failed to load. */
  format?: SniffedFormat;
  /** Decoded size: source pixels of a raster (an ICO's largest entry), the viewBox of an SVG. */
  width?: number;
  height?: number;
  /** Where the bytes came from when the URL redirected. */
  finalUrl?: string;
  /** How the run judged it, when it was a candidate. */
  provider?: string;
  kind?: string;
  verdict?: string;
  score?: number | null;
  reason?: string;
  /** The slot it was stored in ("icon/light"), when the run chose it. */
  chosen?: string;
}

export interface ExpectedDraft {
  own: string[];
  largest: number | 'vector' | null;
  wordmark: string | null;
  notLight: string[];
  note: string;
  images: DraftImage[];
}

type Run = Pick<DiscoveryResult, 'domain' | 'candidates' | 'chosen'>;

const slotName = (slot: { variant: string; theme: string }) => `${slot.variant}/${slot.theme}`;
const sizeOf = (c: { format?: string; width?: number; height?: number }) => (c.format === 'svg' ? 'vector' : Math.max(c.width ?? 0, c.height ?? 0));

/** The draft of one run over its recording: candidates first, in the run's order, then any other image it fetched. */
export async function expectedDraft(run: Run, recording: StoredRecording, maxPixels: number): Promise<ExpectedDraft> {
  const chosenSlot = new Map(run.chosen.map((c) => [c.url, slotName(c.slot)]));
  const images = new Map<string, DraftImage>();
  for (const candidate of run.candidates) images.set(candidate.url, { ...judged(candidate), chosen: chosenSlot.get(candidate.url) });
  const redirectedFrom = redirectsOf(recording, run.candidates.map((c) => c.url));
  for (const exchange of recording.recording.exchanges) {
    if (!exchange.body) continue;
    const bytes = recording.body(exchange.body);
    const format = sniffImage(bytes);
    if (!format) continue;
    const from = redirectedFrom.get(exchange.url);
    const url = from ?? exchange.url;
    const decoded = await decodeImage(bytes, maxPixels).catch(() => undefined);
    images.set(url, { ...images.get(url), url, ...(from ? { finalUrl: exchange.url } : {}), format, ...(decoded ? sourceSize(decoded) : {}) });
  }
  const kept = run.candidates.filter((c) => c.verdict === 'accepted' || chosenSlot.has(c.url));
  const icon = run.chosen.find((c) => c.slot.variant === 'icon' && c.slot.theme === 'light');
  const wordmark = run.chosen.find((c) => c.slot.variant === 'logo' && c.slot.theme === 'light');
  return {
    own: [...new Set(kept.map((c) => c.url))],
    largest: icon ? sizeOf(icon) : null,
    wordmark: wordmark?.url ?? null,
    notLight: [...new Set(kept.filter((c) => c.slot?.theme === 'dark').map((c) => c.url))],
    note:
      `Draft written by logos discover --record on ${recording.recording.recordedAt}: the run's own answer, not a review. ` +
      'Look at every image under "images", list the brand\'s own marks in "own" (add any the run missed), set "largest" to the largest own ' +
      'light icon ("vector" for an own SVG), "wordmark" to the header\'s wordmark on a light background (or null), "notLight" to own marks ' +
      'drawn for dark backgrounds, "knownDefault" for a declared icon that is a theme\'s default; then save as expected.json.',
    images: [...images.values()],
  };
}

/** final URL -> the candidate URL whose redirects led there, from the recorded Location headers. */
function redirectsOf(recording: StoredRecording, urls: readonly string[]): Map<string, string> {
  const next = new Map<string, string>();
  for (const exchange of recording.recording.exchanges) {
    const location = exchange.headers.location;
    if (location && exchange.status !== undefined && exchange.status >= 300 && exchange.status < 400) next.set(exchange.url, new URL(location, exchange.url).href);
  }
  const finals = new Map<string, string>();
  for (const url of urls) {
    let at = url;
    for (let hops = 0; next.has(at) && hops < 10; hops++) at = next.get(at)!;
    if (at !== url && !finals.has(at)) finals.set(at, url);
  }
  return finals;
}

// The decoder shrinks what it would store; a reviewer compares the file's own pixels (`largest`).
function sourceSize(decoded: DecodedImage): { width: number; height: number } {
  if (decoded.format === 'svg') return { width: decoded.width, height: decoded.height };
  const scale = decoded.pixels / Math.max(decoded.width, decoded.height);
  return { width: Math.round(decoded.width * scale), height: Math.round(decoded.height * scale) };
}

function judged(candidate: CandidateReport): DraftImage {
  const { url, format, width, height, provider, kind, verdict, score, reason } = candidate;
  return { url, ...(format ? { format } : {}), ...(width !== undefined ? { width, height } : {}), provider, kind, verdict, score, ...(reason ? { reason } : {}) };
}

export function writeDraft(dir: string, draft: ExpectedDraft): void {
  writeFileSync(join(dir, DRAFT_FILE), `${JSON.stringify(draft, null, 1)}\n`);
}
