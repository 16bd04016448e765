// Chooses what to store from the accepted candidates, as a careful person would: the threshold says "this is the
// brand's mark"; among those, the largest copy wins (a 180 px touch icon over a 32 px favicon of the same mark, a
// vector over any raster), then the higher score, then the more reliable kind, then the URL, so every run of the
// same site chooses the same image. One choice per slot: icon and wordmark (`logo`), each for light and dark. Safari's
// mask-icon, a one-colour silhouette, is chosen only for a slot nothing else fills.
import type { Evidence } from './identity.ts';
import { MAX_STORED_PIXELS, type DecodedImage } from './image/decode.ts';
import { SOURCE_RELIABILITY } from './reliability.ts';
import { DECLARED_ICON_KINDS, FALLBACK_ICON_KINDS, type SourceKind } from './sources.ts';

export type Slot = { variant: 'icon' | 'logo'; theme: 'light' | 'dark' };

export interface Placed {
  kind: SourceKind;
  url: string;
  score: number;
  image: DecodedImage;
  slot: Slot;
  /** Position in the providers' order: for page logos, the page's own order (structured data, then the header). */
  rank: number;
  /** A page logo neither in the home link nor named as the logo (see CandidateSource.loose). */
  loose?: boolean;
  /** Whose mark it is (identity.ts). */
  evidence?: Evidence;
}

/** The brand's own by some evidence: declared as its icon, the link home, named as the brand's. */
export const isOwn = (c: Pick<Placed, 'evidence'>) => (c.evidence?.own.length ?? 0) > 0;

/** Source pixels that count as "large": beyond this a bigger raster is no better (the store keeps no more). */
const ENOUGH = MAX_STORED_PIXELS;
/** A vector is as large as anything. */
const VECTOR = ENOUGH + 1;

export function sizeOf(image: DecodedImage): number {
  return image.format === 'svg' ? VECTOR : Math.min(image.pixels, ENOUGH);
}

export function compareCandidates(a: Placed, b: Placed): number {
  return sizeOf(b.image) - sizeOf(a.image) || b.score - a.score || SOURCE_RELIABILITY[b.kind] - SOURCE_RELIABILITY[a.kind] || (a.url < b.url ? -1 : a.url > b.url ? 1 : 0);
}

export function chooseSlots<T extends Placed>(accepted: readonly T[]): T[] {
  // og:image is a social card: trusted only when the site offers nothing else.
  const own = accepted.filter((c) => c.kind !== 'og-image');
  // A page shows one logo per slot: the first one it gives. Icons after it in the header (search, cart, menu glyphs
  // in "brand" containers) are never its mark, however crisp their vectors.
  // The first with evidence of being the brand's own, where one has it.
  const firstLogo = new Map<string, T>();
  for (const c of [...own].sort((a, b) => Number(isOwn(b)) - Number(isOwn(a)) || a.rank - b.rank)) if (c.kind === 'page-logo') firstLogo.set(`${c.slot.variant}/${c.slot.theme}`, firstLogo.get(`${c.slot.variant}/${c.slot.theme}`) ?? c);
  const kept = own.filter((c) => c.kind !== 'page-logo' || firstLogo.get(`${c.slot.variant}/${c.slot.theme}`) === c);
  const pool = kept.length > 0 ? kept : [...accepted];
  const chosen: T[] = [];
  for (const variant of ['icon', 'logo'] as const) {
    for (const theme of ['light', 'dark'] as const) {
      const all = pool.filter((c) => c.slot.variant === variant && c.slot.theme === theme);
      // An icon the site declares is its mark; an unnamed image of the page beside a menu or a link is not surely one.
      const declared = all.some((c) => DECLARED_ICON_KINDS.includes(c.kind) && !FALLBACK_ICON_KINDS.includes(c.kind));
      // An image with no evidence that it is the brand's own only fills a slot that nothing with such evidence fills:
      // however large, it never outranks a declared icon or the link home.
      const owned = all.filter(isOwn);
      const inSlot = owned.length > 0 ? owned : declared ? all.filter((c) => !c.loose) : all;
      // A one-colour mask-icon is a vector and would outrank every coloured raster icon; it only stands in for none.
      const preferred = inSlot.filter((c) => !FALLBACK_ICON_KINDS.includes(c.kind));
      const best = (preferred.length > 0 ? preferred : inSlot).sort(compareCandidates)[0];
      if (best) chosen.push(best);
    }
  }
  return chosen;
}
