// The feature vector the scorer sees, in a fixed order shared by training and scoring: what the picture looks like
// (decoded size, shape, placeholder likeness, photo likeness) and where it came from (source, handle, brand colours).
import type { DecodedImage } from '../image/decode.ts';
import { brandColourMatch, imageStats, lightness } from './image-stats.ts';
import type { KnownMark } from './known-marks.ts';
import { differenceHash, hashSimilarity } from './phash.ts';
import { shapeHashes } from './shape-hash.ts';
import type { UiIcons } from './ui-icons.ts';

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
  'coverage',
] as const;

export type FeatureName = (typeof FEATURE_NAMES)[number];
/** The likenesses to placeholders, to other brands' sign-in and platform marks, to interface glyphs and to the icon
 * sets' interface icons are hard rules in score.ts rather than model inputs: near-identical means rejected. */
export type Features = Record<FeatureName | 'placeholder' | 'foreign' | 'glyph' | 'uiIcon', number>;

export interface CandidateContext {
  /** How much this kind of source tends to hold the brand's real mark, 0 to 1 (see providers). */
  reliability: number;
  /** How close the profile handle is to the domain's name, 0 to 1; 1 for the domain's own website. */
  handle: number;
  brandColours: readonly string[];
  /** The shape asked of it: a square-ish icon, or a wide wordmark from the page's logo slot. */
  shape?: 'icon' | 'logo';
  /** Declared for dark backgrounds: judged as shown there. */
  dark?: boolean;
  /** The domain discovered: a provider's mark is foreign everywhere but on the provider's own domains. */
  domain?: string;
}

/** Wider than this (width / height) is a wordmark rather than a square icon; wordmarks run up to about 10:1. */
export const WIDE = 1.6;
const UNRELATED = 0.5;
const WIDEST = 10;
/** Icons further than this (bits of 128) are not looked for: the rule needs as close (UI_ICON_SIMILARITY), and within
 * it the index looks only at icons that share a part of the shape's hashes. */
const UI_ICON_NEAR = 4;

export function featuresOf(image: DecodedImage, context: CandidateContext, placeholders: readonly bigint[], known: readonly KnownMark[] = [], icons?: UiIcons): Features {
  const seen = imageStats(image.sample);
  const aspect = Math.max(image.width, image.height) / Math.max(1, Math.min(image.width, image.height));
  // A white mark made for a dark header is judged as it is shown, on dark: its negative on white looks the same to
  // every measure here, and on white it would be a blank square.
  const onDark = seen.whiteOnly || context.dark === true;
  const sample = onDark ? negative(image.sample) : image.sample;
  const stats = onDark ? imageStats(sample) : seen;
  const hash = differenceHash(sample);
  const shapes = known.length > 0 || icons ? shapeHashes(sample) : undefined;
  const shape = shapes?.across;
  const iconDistance = icons && shapes ? icons.nearest(shapes, UI_ICON_NEAR) : undefined;
  // A picture with no shape to compare (a block, a speck) is as alike to everything as unrelated pictures are: 0.5.
  const likeness = (kind: KnownMark['kind']) =>
    shape === undefined ? UNRELATED : Math.max(UNRELATED, ...known.filter((mark) => mark.kind === kind && !(context.domain && mark.owners.includes(context.domain))).map((mark) => hashSimilarity(shape, mark.hash)));
  return {
    // "Large enough": 16 px is 4/7, 128 px and beyond all count the same, so big photos gain nothing by size.
    size: Math.min(1, Math.log2(Math.max(image.pixels, 1)) / 7),
    // A wordmark is judged on being the shape a wordmark has, not on failing to be square.
    squareness: context.shape === 'logo' ? (image.width >= image.height && aspect >= WIDE && aspect <= WIDEST ? 1 : 0) : 1 / aspect,
    coverage: stats.coverage,
    placeholder: Math.max(0, ...placeholders.map((one) => hashSimilarity(hash, one))),
    foreign: likeness('provider'),
    glyph: likeness('glyph'),
    uiIcon: iconDistance === undefined ? UNRELATED : 1 - iconDistance / 128,
    colours: stats.colours,
    dominance: stats.dominance,
    edges: stats.edges,
    // Many colours and busy edges together are what a photo is; either alone is common in logos.
    photoLike: stats.colours * stats.edges * 4,
    transparency: stats.transparency,
    saturation: stats.saturation,
    brandColour: brandColourMatch(sample, context.brandColours),
    handle: context.handle,
    reliability: context.reliability,
    vector: image.format === 'svg' ? 1 : 0,
  };
}

export function vectorOf(features: Features): number[] {
  return FEATURE_NAMES.map((name) => features[name]);
}

/** A wordmark whose lettering is this pale (a share of its drawn pixels), with nothing dark and no background of its
 * own, is drawn for a dark header: light grey letters beside a coloured mark vanish on white. */
const PALE_LETTERING = 0.45;
const NOTHING_DARK = 0.05;

/** True when the image is made for dark backgrounds: every drawn pixel near white (see imageStats), or a wordmark in
 * pale lettering on transparency. */
export function isMarkForDark(image: DecodedImage): boolean {
  if (imageStats(image.sample).whiteOnly) return true;
  const aspect = image.width / Math.max(1, image.height);
  if (aspect < WIDE) return false;
  const { pale, dark, ownTransparency } = lightness(image.sample, aspect);
  return pale >= PALE_LETTERING && dark < NOTHING_DARK && ownTransparency > 0.05;
}

function negative(sample: Buffer): Buffer {
  const out = Buffer.from(sample);
  for (let i = 0; i < out.length; i += 4) for (let c = 0; c < 3; c++) out[i + c] = 255 - out[i + c]!;
  return out;
}
