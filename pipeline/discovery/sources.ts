// Kinds of places a candidate comes from, and how reliably each of the domain's own holds the brand's own mark. These
// priors are a scorer feature: an image the page marks as its logo is trusted more than a social card (og:image),
// which is often a photo or a banner. A social platform's prior is its own (providers/<id>.ts), joined in reliability.ts.
import { SOCIAL_PROVIDER_IDS, type SocialPlatform } from './provider-ids.ts';

export const OWN_SOURCE_RELIABILITY = {
  bimi: 0.95,
  'schema-logo': 0.9,
  'page-logo': 0.9,
  'apple-touch-icon': 0.85,
  'manifest-icon': 0.85,
  icon: 0.8,
  favicon: 0.7,
  // Safari's pinned-tab mask: the own mark, but a one-colour silhouette of it.
  'mask-icon': 0.65,
  'og-image': 0.35,
} as const;

export type SourceKind = keyof typeof OWN_SOURCE_RELIABILITY | SocialPlatform;

export const WEBSITE_KINDS: readonly SourceKind[] = ['schema-logo', 'page-logo', 'apple-touch-icon', 'manifest-icon', 'icon', 'favicon', 'og-image'];
export const SOCIAL_KINDS: readonly SourceKind[] = SOCIAL_PROVIDER_IDS;
/** Kinds that hold what the page shows as its logo, so a wide image from them is a wordmark (`logo` variant). */
export const LOGO_SLOT_KINDS: readonly SourceKind[] = ['bimi', 'schema-logo', 'page-logo'];
/** The icons a site declares as its own (icon links, touch icons, manifest icons, the tile image, the conventional
 * /favicon.ico and /apple-touch-icon*.png): its mark unless a rule names why not (see scoring/score.ts). */
export const DECLARED_ICON_KINDS: readonly SourceKind[] = ['apple-touch-icon', 'manifest-icon', 'icon', 'favicon', 'mask-icon'];
/** Declared icons that stand in only when the site's other icons give nothing for the slot (see choose.ts). */
export const FALLBACK_ICON_KINDS: readonly SourceKind[] = ['mask-icon'];
