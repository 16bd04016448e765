// Scores one decoded candidate: hard rules first (too small, a known placeholder), then the learned model; a
// candidate is accepted only at or above the threshold.
import type { DecodedImage } from '../image/decode.ts';
import { featuresOf, type CandidateContext, type Features } from './features.ts';
import type { Model } from './model.ts';

export const MIN_PIXELS = 16;
/** Hash similarity at or above which a picture counts as one of the known placeholders (at most 6 of 64 bits differ). */
export const PLACEHOLDER_SIMILARITY = 0.9;

export type Verdict = 'accepted' | 'below-threshold' | 'placeholder' | 'too-small';

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
  if (features.placeholder >= PLACEHOLDER_SIMILARITY) return { score: 0, verdict: 'placeholder', features };
  return { score, verdict: score >= scorer.threshold ? 'accepted' : 'below-threshold', features };
}
