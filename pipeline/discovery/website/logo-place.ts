// Where in a page the logo stands: each element's frame (inside a home link, an element naming the logo, the header,
// a control or an overlay), the logo containers that give one image or one per theme, how strongly a position speaks
// of the logo, and which inline glyphs and unnamed images are no logo's. html.ts walks the page with these.
import { CONTEXT_STOPS, controlOf, fileNamesLogo, isOverlay, labelNamesLogo, namesLogo } from './logo-context.ts';
import type { PageLogo } from './site-page.ts';
import { introducedBy, otherSiteOf, othersSectionOf, type PlaceFacts } from './whose-place.ts';
import { themeMarked, type Theme } from './theme-marks.ts';

/** An element that holds the logo (a home link, an element naming the logo): it gives one image, or one per theme. */
export interface Container {
  taken: boolean;
  themes: Set<Theme>;
  /** How plainly this place holds the logo (see PageLogo.strength); undefined where it does not. */
  place: number | undefined;
  /** `#id` and `.class` selectors of it and the elements in it, through which the site's CSS may draw the logo. */
  hooks: string[];
  /** A link home opened inside it: the logo is that link's, and an image beside it is not named by this place. */
  hasHome?: boolean;
  /** What the markup says of whose mark it holds, where it opened (whose-place.ts). */
  facts: PlaceFacts;
}

export interface Frame {
  name: string;
  /** Levels below the nearest element that names the logo (0: this one), undefined outside any. */
  logoDepth: number | undefined;
  /** Levels below the nearest home link, undefined outside any. */
  homeDepth: number | undefined;
  firstHome: boolean;
  /** The home link has an accessible name (aria-label or title), as a logo link should. */
  homeNamed: boolean;
  header: boolean;
  /** Inside a consent banner or dialog (see isOverlay): nothing here is the page's logo. */
  overlay: boolean;
  /** The logo container this frame belongs to. */
  container: Container | undefined;
  /** Inside a control (hard: a button, select, role=button...; soft: a dropdown, menu, toggle, search container). */
  control: 'hard' | 'soft' | undefined;
  /** The theme the markup shows this element in (theme-marks.ts), inherited within a logo container. */
  theme: Theme | undefined;
  start: number;
  spriteId: string | undefined;
  classes: string[];
  darkSource?: string;
  /** The registrable name of another site that a link around this element leads to. */
  linksTo?: string;
  /** The section about others (sponsors, an agency identifier) this element stands in, by the words that say so. */
  others?: string;
}

const MAX_CONTEXT_DEPTH = 3;
const HEADER_PARTS = /(^|[-_\s])(header|masthead|navbar|topbar|site-head)([-_\s]|$)/i;

/** What these rules read and keep of one page's reading (html.ts). */
export interface PlaceReading {
  html: string;
  base: string;
  hosts: Set<string>;
  /** The first label of the site's host: an image whose alt or label says it names the brand. */
  brand: string;
  homeLinks: number;
  containers: Container[];
  svgDepth: number;
  /** Document order of the logos found so far. */
  order: number;
  /** The registrable name of the page's own site ("caddyserver"). */
  site: string | undefined;
  /** The visible text just before where the walk stands (whose-place.ts reads it for "powered by"). */
  recentText: string;
}

/** A link to "/" of this site (with or without www.), resolved against <base href> as the browser would. */
function isHome(reading: PlaceReading, url: string | undefined): boolean {
  if (!url) return false;
  const parsed = new URL(url);
  return (parsed.pathname === '/' || parsed.pathname === '') && !parsed.search && (reading.hosts.has(parsed.host.replace(/^www\./, '')) || parsed.href === new URL('/', reading.base).href);
}

/** A container still free for an image of this theme (an unmarked image needs it wholly free). */
function free(container: Container | undefined, theme: Theme | undefined): boolean {
  return !container || (!container.taken && (theme === undefined ? container.themes.size === 0 : !container.themes.has(theme)));
}

export function take(container: Container | undefined, theme: Theme | undefined): void {
  if (!container) return;
  if (theme) container.themes.add(theme);
  container.taken = theme === undefined || container.themes.size === 2;
}

/** A label that names the brand: a word of it that the site's host name begins with ("Jest" on jestjs.io). */
function namesBrand(reading: PlaceReading, label: string | undefined): boolean {
  return (label ?? '').toLowerCase().split(/[^a-z0-9]+/).some((word) => word === reading.brand || (word.length >= 3 && reading.brand.startsWith(word)));
}

/** Neither inside the home link, nor named as the logo or the brand (itself, or by a logo place that holds no link
 * home): a declared icon of the site comes before it (choose.ts). A glyph beside the home link in a "brand" bar is not
 * named by the bar. */
export function isLoose(reading: PlaceReading, frame: Frame, attributes: Record<string, string>, url: string): boolean {
  if (frame.homeDepth !== undefined || namesLogo(attributes) || fileNamesLogo(url)) return false;
  if (frame.logoDepth !== undefined && !frame.container?.hasHome) return false;
  const labels = [attributes.alt, attributes['aria-label'], attributes.title];
  return !labels.some((label) => labelNamesLogo(label) || namesBrand(reading, label));
}

/** The frame of an element just opened: which logo, home link, header and overlay contexts it stands in. */
export function frameOf(reading: PlaceReading, parent: Frame | undefined, name: string, attributes: Record<string, string>, start: number, absolute: (href: string | undefined) => string | undefined): Frame {
  const stop = CONTEXT_STOPS.has(name);
  const ownLogo = !stop && (namesLogo(attributes) || (name !== 'img' && labelNamesLogo(attributes['aria-label'] ?? attributes.title)));
  // A same-page anchor (href="#", "#top") resolves to the home page's URL but is a menu's or a button's link.
  const homeLink = name === 'a' && !/^\s*#/.test(attributes.href ?? '') && isHome(reading, absolute(attributes.href));
  if (homeLink) reading.homeLinks++;
  const inherit = (depth: number | undefined) => (depth !== undefined && !stop && depth < MAX_CONTEXT_DEPTH ? depth + 1 : undefined);
  const header = (parent?.header ?? false) || name === 'header' || name === 'nav' || attributes.role === 'banner' || (!stop && HEADER_PARTS.test(`${attributes.class ?? ''} ${attributes.id ?? ''}`));
  const overlay = (parent?.overlay ?? false) || isOverlay(attributes);
  const own = controlOf(name, attributes);
  // A control holds glyphs; a container named as one (a menu, a dropdown) may still hold the home link with the logo.
  const control = own === 'hard' || parent?.control === 'hard' ? 'hard' : (own === 'soft' || parent?.control === 'soft') && !(homeLink || ownLogo) ? 'soft' : undefined;
  const place = overlay || control ? undefined : header ? 3 : ownLogo ? 2 : homeLink && reading.homeLinks === 1 ? 1 : undefined;
  const linksTo = name === 'a' ? otherSiteOf(reading.site, absolute(attributes.href)) : parent?.linksTo;
  const others = othersSectionOf(attributes) ?? parent?.others;
  const introduced = introducedBy(reading.recentText);
  const facts: PlaceFacts = { ...(homeLink && { home: true }), ...(linksTo && { linksTo }), ...(others && { section: others }), ...(introduced && { introduced }), ...(header && { header }) };
  const container = ownLogo || homeLink ? { taken: false, themes: new Set<Theme>(), place, hooks: [], facts } : stop ? undefined : parent?.container;
  if ((ownLogo || homeLink) && reading.containers.length < 20) reading.containers.push(container!);
  if (homeLink && parent?.container) parent.container.hasHome = true;
  return {
    name,
    overlay,
    logoDepth: ownLogo ? 0 : inherit(parent?.logoDepth),
    homeDepth: homeLink ? 0 : inherit(parent?.homeDepth),
    firstHome: homeLink ? reading.homeLinks === 1 : (parent?.firstHome ?? false),
    homeNamed: homeLink ? !!(attributes['aria-label'] ?? attributes.title)?.trim() : (parent?.homeNamed ?? false),
    header,
    container,
    control,
    theme: themeMarked(attributes) ?? (container ? parent?.theme : undefined),
    start,
    spriteId: reading.svgDepth > 0 || name === 'symbol' ? attributes.id : undefined,
    classes: (attributes.class ?? '').split(/\s+/).filter(Boolean).slice(0, 10),
    ...(linksTo && { linksTo }),
    ...(others && { others }),
  };
}

/** What the markup says of whose mark an image at this frame is: the frame's link and section, and its own label. */
export function placeFactsAt(frame: Frame, attributes: Record<string, string>, introduced: string | undefined): PlaceFacts {
  const label = [attributes.alt, attributes['aria-label'], attributes.title].find((value) => value?.trim())?.trim();
  const marks = `${attributes.id ?? ''} ${attributes.class ?? ''}`.trim();
  return {
    ...(frame.homeDepth !== undefined && { home: true }),
    ...(label && { label: label.slice(0, 200) }),
    ...(marks && { marks: marks.slice(0, 200) }),
    ...(frame.linksTo && { linksTo: frame.linksTo }),
    ...(frame.others && { section: frame.others }),
    ...(introduced && { introduced }),
    ...(frame.header && { header: true }),
  };
}

/** An inline SVG that may be the logo, or undefined: a control's glyph, a hidden currentColor glyph, no logo place. */
export function svgLogoAt(reading: PlaceReading, frame: Frame, attributes: Record<string, string>, start: number, introduced?: string): Omit<PageLogo, 'url' | 'inline'> | undefined {
  if (hiddenGlyph(reading, frame, attributes, start)) return undefined;
  const label = attributes['aria-label'] ?? attributes.title;
  const strength = strengthHere(frame, false, !!label?.trim(), frame.theme);
  if (strength === undefined) return undefined;
  take(frame.container, frame.theme);
  const loose = isLoose(reading, frame, attributes, '');
  return { strength, order: reading.order++, dark: frame.theme === 'dark', ...(frame.theme === 'light' && { light: true }), ...(loose && { loose }), facts: placeFactsAt(frame, attributes, introduced) };
}

/** An aria-hidden SVG painted in currentColor (the text colour) outside the home link is an icon beside a word: a
 * menu's, a toggle's, a link's glyph. */
function hiddenGlyph(reading: PlaceReading, frame: Frame, attributes: Record<string, string>, start: number): boolean {
  if (attributes['aria-hidden'] !== 'true' || frame.homeDepth !== undefined || namesLogo(attributes)) return false;
  const end = reading.html.indexOf('</svg', start);
  return /currentcolor/i.test(reading.html.slice(start, end < 0 ? start + 50_000 : Math.min(end, start + 50_000)));
}

/** How strongly the current position speaks of the logo, or undefined when it does not. */
export function strengthHere(frame: Frame, fileSaysLogo: boolean, named = false, theme?: Theme): number | undefined {
  if (!free(frame.container, theme) || frame.overlay || frame.control) return undefined;
  // Within the header every logo place counts the same, so document order decides (the first one is the mark).
  if (frame.header && (frame.logoDepth !== undefined || frame.homeDepth !== undefined || fileSaysLogo)) return 3;
  if (frame.logoDepth !== undefined) return 2;
  // Outside the header, only the page's first link home that names itself: arrows and menu icons link home unnamed.
  if (frame.homeDepth !== undefined && frame.firstHome && (frame.homeNamed || named)) return 1;
  return undefined;
}
