// Scores one decoded candidate: hard rules first (too small, a known placeholder), then the learned model; a
// candidate is accepted only at or above the threshold.
import type { DecodedImage } from '../image/decode.ts';
import { featuresOf, type CandidateContext, type Features } from './features.ts';
import type { Model } from './model.ts';

export const MIN_PIXELS = 16;
/** Hash similarity at or above which a picture counts as one of the known placeholders (at most 6 of 64 bits differ). */
export const PLACEHOLDER_SIMILARITY = 0.9;

/** Share of the sample that must be drawn (opaque, and not lost in its own background) for a picture to be anything. */
export const MIN_COVERAGE = 0.02;

export type Verdict = 'accepted' | 'below-threshold' | 'placeholder' | 'too-small' | 'blank' | 'wrong-shape';

export interface Scored {
  score: number;
  verdict: Verdict;
  features: Features;
}

export interface Scorer {
  model: Model;
  placeholders: readonly bigint[];
  threshold: number;
}

export function scoreCandidate(image: DecodedImage, context: CandidateContext, scorer: Scorer): Scored {
  const features = featuresOf(image, context, scorer.placeholders);
  const score = Math.round(scorer.model.score(features) * 1000) / 1000;
  if (image.pixels < MIN_PIXELS) return { score: 0, verdict: 'too-small', features };
  // A transparent SVG, a 1-px spacer scaled up, a page's CSS-coloured mark that lost its colour: nothing to show.
  if (features.coverage < MIN_COVERAGE) return { score: 0, verdict: 'blank', features };
  if (features.placeholder >= PLACEHOLDER_SIMILARITY) return { score: 0, verdict: 'placeholder', features };
  return { score, verdict: score >= scorer.threshold ? 'accepted' : 'below-threshold', features };
}
