// Scores one decoded candidate: hard rules first (too small, blank, a known placeholder or default), then the learned
// model. An icon the site declares as its own is accepted unless a rule refuses it; anything else (page markup,
// og:image, social profiles) only at or above the threshold.
import type { DecodedImage } from '../image/decode.ts';
import { featuresOf, type CandidateContext, type Features } from './features.ts';
import { knownDefaultOf, type KnownDefault } from './known-defaults.ts';
import { GLYPH_SIMILARITY, KNOWN_SIMILARITY, type KnownMark } from './known-marks.ts';
import { UI_ICON_SIMILARITY, type UiIcons } from './ui-icons.ts';
import type { Model } from './model.ts';

export const MIN_PIXELS = 16;
/** Hash similarity at or above which a picture counts as one of the known placeholders (at most 6 of 64 bits differ). */
export const PLACEHOLDER_SIMILARITY = 0.9;

/** Share of the sample that must be drawn (opaque, and not lost in its own background) for a picture to be anything. */
export const MIN_COVERAGE = 0.02;

/** The `colours` feature of a picture in at most three colours (one colour and its antialiasing). */
const ONE_COLOUR = Math.log2(1 + 3) / 12;

export type Verdict = 'accepted' | 'below-threshold' | 'placeholder' | 'known-default' | 'too-small' | 'blank' | 'wrong-shape' | 'foreign-mark' | 'ui-glyph' | 'unowned';

export interface Scored {
  score: number;
  verdict: Verdict;
  features: Features;
  /** The host's, CMS's or framework's default icon it is (verdict known-default). */
  knownDefault?: KnownDefault;
}

export interface Scorer {
  model: Model;
  placeholders: readonly bigint[];
  /** Other brands' sign-in and platform marks and interface glyphs (known-marks.ts). */
  known?: readonly KnownMark[];
  /** The icon sets' interface icons (ui-icons.ts). */
  icons?: UiIcons;
  /** Icons hosts, CMSs and frameworks ship on new sites (known-defaults.ts). */
  defaults?: readonly KnownDefault[];
  threshold: number;
}

/** Where the candidate stands: other brands' marks and the hand-kept glyphs are only ruled out in the page's markup,
 * where they stand beside the logo ("Sign in with Google", the header's menu); an icon the site links as its own
 * favicon is its mark, however plain its shape or close to a platform's, unless it is an icon set's interface icon
 * drawn in one colour (a theme's default menu glyph), which is nobody's mark anywhere. */
export interface Placement {
  pageLogo: boolean;
  /** An icon the site declares as its own (icon links, touch icons, manifest, tile image, /favicon.ico). */
  declared?: boolean;
}

export function ruleVerdict(features: Pick<Features, 'coverage' | 'placeholder' | 'foreign' | 'glyph' | 'uiIcon' | 'colours'>, placement: Placement): Verdict | undefined {
  // A transparent SVG, a 1-px spacer scaled up, a page's CSS-coloured mark that lost its colour: nothing to show.
  if (features.coverage < MIN_COVERAGE) return 'blank';
  if (features.placeholder >= PLACEHOLDER_SIMILARITY) return 'placeholder';
  if (placement.pageLogo && features.foreign >= KNOWN_SIMILARITY) return 'foreign-mark';
  if (placement.pageLogo && features.glyph >= GLYPH_SIMILARITY && features.colours <= ONE_COLOUR) return 'ui-glyph';
  // Wherever it comes from, a declared icon too: a one-colour drawing of an icon set's interface icon is nobody's mark.
  if (features.uiIcon >= UI_ICON_SIMILARITY && features.colours <= ONE_COLOUR) return 'ui-glyph';
  return undefined;
}

export function scoreCandidate(image: DecodedImage, context: CandidateContext, scorer: Scorer, placement: Placement = { pageLogo: false }): Scored {
  const features = featuresOf(image, context, scorer.placeholders, scorer.known, scorer.icons);
  const score = Math.round(scorer.model.score(features) * 1000) / 1000;
  if (image.pixels < MIN_PIXELS) return { score: 0, verdict: 'too-small', features };
  const ruled = ruleVerdict(features, placement);
  if (ruled) return { score: 0, verdict: ruled, features };
  const knownDefault = knownDefaultOf(image.sample, context.domain, scorer.defaults ?? []);
  if (knownDefault) return { score: 0, verdict: 'known-default', features, knownDefault };
  return { score, verdict: placement.declared || score >= scorer.threshold ? 'accepted' : 'below-threshold', features };
}
