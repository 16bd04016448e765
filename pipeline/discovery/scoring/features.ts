// The feature vector the scorer sees, in a fixed order shared by training and scoring: what the picture looks like
// (decoded size, shape, placeholder likeness, photo likeness) and where it came from (source, handle, brand colours).
import type { DecodedImage } from '../image/decode.ts';
import { brandColourMatch, imageStats } from './image-stats.ts';
import { differenceHash, hashSimilarity } from './phash.ts';

export const FEATURE_NAMES = [
  'size',
  'squareness',
  'colours',
  'dominance',
  'edges',
  'photoLike',
  'transparency',
  'saturation',
  'brandColour',
  'handle',
  'reliability',
  'vector',
] as const;

export type FeatureName = (typeof FEATURE_NAMES)[number];
/** The placeholder likeness is a hard rule in score.ts rather than a model input: near-identical means rejected. */
export type Features = Record<FeatureName | 'placeholder', number>;

export interface CandidateContext {
  /** How much this kind of source tends to hold the brand's real mark, 0 to 1 (see providers). */
  reliability: number;
  /** How close the profile handle is to the domain's name, 0 to 1; 1 for the domain's own website. */
  handle: number;
  brandColours: readonly string[];
}

export function featuresOf(image: DecodedImage, context: CandidateContext, placeholders: readonly bigint[]): Features {
  const stats = imageStats(image.sample);
  const hash = differenceHash(image.sample);
  return {
    // "Large enough": 16 px is 4/7, 128 px and beyond all count the same, so big photos gain nothing by size.
    size: Math.min(1, Math.log2(Math.max(image.pixels, 1)) / 7),
    squareness: Math.min(image.width, image.height) / Math.max(image.width, image.height),
    placeholder: Math.max(0, ...placeholders.map((known) => hashSimilarity(hash, known))),
    colours: stats.colours,
    dominance: stats.dominance,
    edges: stats.edges,
    // Many colours and busy edges together are what a photo is; either alone is common in logos.
    photoLike: stats.colours * stats.edges * 4,
    transparency: stats.transparency,
    saturation: stats.saturation,
    brandColour: brandColourMatch(image.sample, context.brandColours),
    handle: context.handle,
    reliability: context.reliability,
    vector: image.format === 'svg' ? 1 : 0,
  };
}

export function vectorOf(features: Features): number[] {
  return FEATURE_NAMES.map((name) => features[name]);
}
