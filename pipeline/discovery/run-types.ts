// What one discovery run takes and reports: its limits and dependencies, each candidate's report, what was chosen.
import type { Slot } from './choose.ts';
import type { Fetch } from './context.ts';
import type { DecodedImage } from './image/decode.ts';
import type { RegisteredProvider } from './providers/index.ts';
import type { Scorer, Verdict } from './scoring/score.ts';
import type { CandidateSource, ProviderId } from './types.ts';
import type { DiscoveredFacts } from './website/facts.ts';
import type { NotSite } from './website/not-site.ts';
import type { Parked } from './website/parking.ts';
import type { Evidence } from './identity.ts';
import type { RenderFn } from '../render/render.ts';

export interface RunLimits {
  domainTimeoutMs: number;
  maxRequests: number;
  maxPixels: number;
  maxCandidates: number;
}

export interface CandidateReport {
  provider: ProviderId;
  kind: CandidateSource['kind'];
  url: string;
  score: number | null;
  verdict: Verdict | 'error';
  error?: { code: string; message: string };
  /** Decoded size: source pixels of a raster, the intrinsic size of an SVG (svg/dimensions.ts). */
  format?: 'svg' | 'png';
  width?: number;
  height?: number;
  /** The slot it competes for: icon or wordmark, light or dark. */
  slot?: Slot;
  /** Why it was not stored, in words an operator can act on; absent for what was chosen. */
  reason?: string;
  /** Accepted below the threshold as the dark version of this accepted light mark: the same silhouette. */
  darkVersionOf?: string;
  /** The host's, CMS's or framework's default icon it is, and where that default ships (verdict known-default). */
  knownDefault?: { name: string; source: string };
  /** Accepted when scored in the colours of this declared icon of the site (the catalog knowing no brand colours). */
  inColoursOf?: string;
  /** Where the fetch ended after redirects, when that is another URL. */
  location?: string;
  /** A vector too costly to draw at the largest size within the render deadline, stored as a raster this many pixels
   * wide or high (servable.ts). */
  drawnAt?: number;
  /** A page image neither in the home link nor named as the logo: a declared icon of the site comes first. */
  loose?: boolean;
  /** The same file as this earlier candidate (both URLs end at one address): it competes once, under that URL. */
  duplicateOf?: string;
  /** Why it is the brand's own, or another's (identity.ts). */
  evidence?: Evidence;
  /** A wide declared icon, centred on a transparent square for the icon slot (image/pad.ts). */
  padded?: boolean;
}

export interface Chosen extends CandidateReport {
  score: number;
  image: DecodedImage;
  slot: Slot;
  rank: number;
}

export interface DiscoveryResult {
  domain: string;
  outcome: 'found' | 'not-found' | 'failed';
  /** Where the home page answered (after trying the apex, www. and plain HTTP), if it did. */
  site: string | undefined;
  /** The home page is a parking or domain-marketplace service's (for sale, sponsored links): nothing was looked at. */
  parked?: Parked;
  /** What answered in the site's place (a bot challenge, a cookie wall, a script-only shell) and what gave it away: no
   * mark was taken from that page; the conventional icon paths and the profiles were asked instead. */
  notSite?: NotSite;
  /** The icon chosen (or the first thing chosen when the site offers no icon). */
  best: Chosen | undefined;
  /** Everything chosen to store: at most one per variant and theme. */
  chosen: Chosen[];
  /** The brand's facts read from the same pages (name, description, socials, colours), each with its origin. */
  facts: DiscoveredFacts;
  candidates: CandidateReport[];
  failures: { provider: ProviderId; code: string; message: string }[];
  requests: number;
  seconds: number;
  /** The run was stopped for what it cost (thread/run-pool.ts): CPU, memory, time, or its thread's failure. */
  stopped?: 'cpu' | 'memory' | 'time' | 'crash';
}

export interface RunDeps {
  tiers: RegisteredProvider[][];
  fetch: Fetch;
  scorer: Scorer;
  siteUrl: string;
  limits: RunLimits;
  /** Draws SVG samples (see decodeImage); in this process when absent. */
  render?: RenderFn;
  /** The image to store for a chosen one (a raster of an SVG too slow to draw at full size); throws a DiscoveryError
   * when it cannot be served at all (servable.ts). */
  servable?: (image: DecodedImage) => Promise<DecodedImage>;
}
