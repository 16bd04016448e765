// What discovery reads from a home page: its icons, manifest, og:image, logos, profile links and facts.
import type { NotSite } from './not-site.ts';
import type { PlaceFacts } from './whose-place.ts';
import type { Parked } from './parking.ts';

export interface PageIcon {
  url: string;
  kind: 'icon' | 'apple-touch-icon' | 'mask-icon';
  /** Largest declared size in pixels, 0 when unknown, SCALABLE_SIZE for "any". */
  size: number;
  /** Declared for a dark colour scheme (media="(prefers-color-scheme: dark)"). */
  dark: boolean;
  /** The colour a mask-icon is painted in (its `color` attribute), when it names a plain one. */
  colour?: string;
}

export interface PageLogo {
  /** The image's URL, or the page URL with a #fragment for an inline SVG or a data: image. */
  url: string;
  /** Bytes the page itself holds (a lifted inline SVG, a small data: image). */
  inline?: Buffer;
  /** How plainly the page says this is its logo: 4 structured data, 3 a logo place in the header (named logo, home
   * link, logo file name), 2 a named logo elsewhere, 1 the first home link elsewhere. */
  strength: number;
  /** Position in the document; with equal strength the earlier one is the site's mark. */
  order: number;
  /** The markup shows it in dark mode (a theme marker, a <picture> source for dark schemes). */
  dark: boolean;
  /** The markup shows it in light mode: it goes to the light slot whatever its drawing looks like. */
  light?: boolean;
  /** Neither in the home link or a place naming the logo, nor named as the logo or the brand (see choose.ts). */
  loose?: boolean;
  /** What the markup around it says of whose mark it is (identity.ts weighs it). */
  facts?: PlaceFacts;
}

/** Where the site's own CSS may draw the logo: a logo place that holds no image, by its selectors (css-logos.ts). */
export interface CssLogoHook {
  /** `#id` and `.class` selectors of the place and the elements in it. */
  selectors: string[];
  strength: number;
  /** What the markup says of whose mark the place holds (whose-place.ts). */
  facts?: PlaceFacts;
}

export interface PageFacts {
  names: { value: string; from: string }[];
  descriptions: { value: string; from: string }[];
  themeColor: string | undefined;
  sameAs: string[];
  /** The page's <title>. */
  title?: string;
}

export interface SitePage {
  url: string;
  icons: PageIcon[];
  manifest: string | undefined;
  /** The page's stylesheet links, in document order. */
  stylesheets: string[];
  ogImages: string[];
  logos: PageLogo[];
  links: string[];
  facts: PageFacts;
  /** A logo place without an image, whose logo the site's CSS may draw. */
  cssLogo?: CssLogoHook;
  /** The page is a shell that scripts fill: its head is read, its body holds nothing (not-site.ts). */
  notSite?: NotSite;
  /** A parking or domain-marketplace service built this page (see parking.ts). */
  parked?: Parked;
}
