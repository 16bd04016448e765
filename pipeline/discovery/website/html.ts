// Reads a home page for what discovery needs: icon links (light and dark), the manifest, og:image, the page's logos
// (<img>, <picture> and inline <svg> in a logo context, in document order; JSON-LD, itemprop and og:logo), links to
// social profiles, and the brand's facts, with <base href> and relative URLs resolved.
import { Parser } from 'htmlparser2';
import { DARK_MEDIA, largestSrcset, MAX_ITEMS, readJsonLd, readLink, readMeta } from './head.ts';
import { DiscoveryError } from '../errors.ts';
import { MAX_OPEN_ELEMENTS } from './page-text.ts';
import { cssRules } from './css-rules.ts';
import { liftInlineSvg, type PageSvgParts } from './inline-svg.ts';
import { backgroundUrl, cssLogosIn } from './css-logos.ts';
import { parkedBy } from './parking.ts';
import { fileNamesLogo, labelNamesLogo } from './logo-context.ts';
import { frameOf, isLoose, placeFactsAt, strengthHere, svgLogoAt, take, type Frame, type PlaceReading } from './logo-place.ts';
import { introducedBy, RECENT_TEXT, siteNameOf, type PlaceFacts } from './whose-place.ts';
import type { PageLogo, SitePage } from './site-page.ts';
import { themeMarked, type Theme } from './theme-marks.ts';

const MAX_INLINE_SVGS = 6;

const MAX_DATA_URL = 100_000;
/** Elements that begin another part of the page: words before them introduce nothing inside them. */
const PART_STARTS = new Set(['header', 'nav', 'main', 'section', 'article', 'aside', 'footer', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
const PLACEHOLDER_SRC = /^data:image\/gif|(^|[/_.-])(blank|spacer|placeholder|pixel|lazy|transparent)[._-]/i;

/** The state of one page's reading, shared by the tag handlers below. */
interface Reading extends PlaceReading {
  pageUrl: string;
  baseSeen: boolean;
  page: SitePage;
  frames: Frame[];
  sprites: Map<string, string>;
  inlineSvgs: { svg: string; logo: Omit<PageLogo, 'url' | 'inline'>; ancestors: string[] }[];
  svgAncestors: string[];
  css: string;
  script: { text: string } | undefined;
  inStyle: boolean;
  svgStart: number;
  svgLogo: Omit<PageLogo, 'url' | 'inline'> | undefined;
  dataImages: number;
}

type Positions = { startIndex: number; endIndex: number };

export function parsePage(html: string, pageUrl: string): SitePage {
  const reading: Reading = {
    html,
    pageUrl,
    base: pageUrl,
    baseSeen: false,
    hosts: new Set([new URL(pageUrl).host.replace(/^www\./, '')]),
    page: { url: pageUrl, icons: [], manifest: undefined, stylesheets: [], ogImages: [], logos: [], links: [], facts: { names: [], descriptions: [], themeColor: undefined, sameAs: [] } },
    frames: [],
    sprites: new Map(),
    inlineSvgs: [],
    svgAncestors: [],
    css: '',
    script: undefined,
    inStyle: false,
    svgDepth: 0,
    svgStart: -1,
    svgLogo: undefined,
    homeLinks: 0,
    containers: [],
    brand: new URL(pageUrl).hostname.replace(/^www\./, '').split('.')[0]!.toLowerCase(),
    site: siteNameOf(pageUrl),
    recentText: '',
    order: 0,
    dataImages: 0,
  };
  const parser: Parser = new Parser(
    {
      onopentag(name, attributes) {
        if (reading.frames.length >= MAX_OPEN_ELEMENTS) parser.pause();
        else openTag(reading, parser, name, attributes);
      },
      ontext(text) {
        const inTitle = reading.frames.at(-1)?.name === 'title';
        if (!reading.inStyle && !reading.script && !inTitle) reading.recentText = (reading.recentText + text).slice(-RECENT_TEXT);
        if (inTitle && reading.page.facts.title !== undefined && reading.page.facts.title.length < 300) reading.page.facts.title += text;
        if (reading.inStyle && reading.css.length < 200_000) reading.css += text;
        if (reading.script && reading.script.text.length < 200_000) reading.script.text += text;
      },
      onclosetag: (name) => closeTag(reading, parser, name),
    },
    { decodeEntities: true, recognizeSelfClosing: true },
  );
  parser.end(html);
  const { page } = reading;
  const drawn = reading.containers.find((c) => c.place !== undefined && !c.taken && c.themes.size === 0 && c.hooks.length > 0);
  const rules = reading.inlineSvgs.length > 0 || drawn ? cssRules(reading.css) : [];
  reading.inlineSvgs.forEach(({ svg, logo, ancestors }, i) => {
    const lifted = liftedOrNot(svg, { sprites: reading.sprites, rules, base: reading.base }, ancestors);
    if (lifted) page.logos.push({ ...logo, url: `${pageUrl}#inline-svg-${i + 1}`, inline: Buffer.from(lifted) });
  });
  // The page's own <style> is read here; its stylesheets only if the run needs them (css-logos.ts).
  const styled = drawn ? cssLogosIn(rules, reading.base, { selectors: drawn.hooks, strength: drawn.place! }) : [];
  for (const logo of styled) addLogo(reading, logo.url, undefined, drawn!.place!, logo.dark ? 'dark' : undefined, false, drawn!.facts);
  if (drawn && styled.length === 0) page.cssLogo = { selectors: drawn.hooks, strength: drawn.place!, facts: drawn.facts };
  page.logos.sort((a, b) => b.strength - a.strength || a.order - b.order);
  page.parked = parkedBy(html, pageUrl);
  return page;
}

/** The SVG lifted out of the page, or nothing when its expansion is refused: one SVG costs the page nothing else. */
function liftedOrNot(svg: string, parts: PageSvgParts, ancestors: readonly string[]): string | undefined {
  try {
    return liftInlineSvg(svg, parts, ancestors);
  } catch (error) {
    if (error instanceof DiscoveryError) return undefined;
    throw error;
  }
}

function absoluteIn(reading: Reading) {
  return (href: string | undefined): string | undefined => {
    if (!href || /^\s*(javascript|data|mailto|tel):/i.test(href)) return undefined;
    try {
      return new URL(href.trim(), reading.base).href;
    } catch {
      return undefined;
    }
  };
}

function push(list: string[], value: string | undefined): void {
  if (value && list.length < MAX_ITEMS && !list.includes(value)) list.push(value);
}

function fact(list: { value: string; from: string }[], value: string | undefined, from: string): void {
  const clean = value?.replace(/\s+/g, ' ').trim();
  if (clean && list.length < 10) list.push({ value: clean.slice(0, 2000), from });
}

function addLogo(reading: Reading, url: string | undefined, inline: Buffer | undefined, strength: number, theme?: Theme, loose = false, facts?: PlaceFacts): void {
  const { logos } = reading.page;
  if (url && logos.length < MAX_ITEMS && !logos.some((logo) => logo.url === url)) {
    logos.push({ url, inline, strength, order: reading.order++, dark: theme === 'dark', ...(theme === 'light' && { light: true }), ...(loose && { loose }), ...(facts && { facts }) });
  }
}

/** Keeps the selectors of an element in a free logo container, for a logo the site's CSS draws (css-logos.ts). */
function hookOf(reading: Reading, frame: Frame, attributes: Record<string, string>): void {
  const { container } = frame;
  if (!container || container.taken || (frame.homeDepth === undefined && frame.logoDepth === undefined)) return;
  // A logo drawn by the element's own style attribute is the place's image.
  const styled = attributes.style && container.place !== undefined ? backgroundUrl(attributes.style, reading.base) : undefined;
  if (styled) {
    take(container, undefined);
    addLogo(reading, styled, undefined, container.place!, undefined, false, container.facts);
    return;
  }
  const selectors = [attributes.id && `#${attributes.id.trim()}`, ...frame.classes.map((c) => `.${c}`)].filter((s): s is string => !!s && /^[#.][\w-]+$/.test(s));
  // Its type too: a rule may draw the bare link inside a named place (`.usa-logo a`).
  if (/^[a-z][a-z0-9]*$/.test(frame.name)) selectors.push(frame.name);
  // A place inside another (a home link in an element named logo) is the outer one's too; places reach 3 levels down.
  const places = new Set(reading.frames.slice(-4).map((f) => f.container).filter((c): c is NonNullable<typeof c> => !!c && !c.taken));
  for (const place of places) for (const selector of selectors) if (place.hooks.length < 20 && !place.hooks.includes(selector)) place.hooks.push(selector);
}

function openTag(reading: Reading, parser: Positions, name: string, attributes: Record<string, string>): void {
  const parent = reading.frames.at(-1);
  // A tag stands between words as a space does; a new part of the page starts its words afresh.
  reading.recentText = PART_STARTS.has(name) ? '' : `${reading.recentText.slice(1 - RECENT_TEXT)} `;
  if (name === 'title' && reading.page.facts.title === undefined && reading.svgDepth === 0) reading.page.facts.title = '';
  const frame = frameOf(reading, parent, name, attributes, parser.startIndex, absoluteIn(reading));
  reading.frames.push(frame);
  hookOf(reading, frame, attributes);
  const absolute = absoluteIn(reading);
  if (name === 'base' && !reading.baseSeen) {
    reading.baseSeen = true;
    reading.base = absolute(attributes.href) ?? reading.base;
  } else if (name === 'link') {
    readLink(attributes, absolute, reading.page);
  } else if (name === 'meta') {
    readMeta(attributes, absolute, reading.page, fact);
  } else if (name === 'a') {
    push(reading.page.links, absolute(attributes.href));
  } else if (name === 'style') {
    reading.inStyle = true;
  } else if (name === 'script' && /ld\+json/i.test(attributes.type ?? '')) {
    reading.script = { text: '' };
  } else if (name === 'source' && parent?.name === 'picture' && DARK_MEDIA.test(attributes.media ?? '')) {
    parent.darkSource = absolute(largestSrcset(attributes.srcset) ?? attributes.src);
  } else if (name === 'img') {
    readImage(reading, attributes, frame, parent);
  } else if (name === 'svg' && reading.svgDepth++ === 0) {
    reading.svgStart = parser.startIndex;
    // The classes of its nearest containers: the page's CSS may set the `color` its currentColor paints with.
    reading.svgAncestors = reading.frames.slice(-4, -1).flatMap((f) => f.classes);
    reading.svgLogo = svgLogoAt(reading, frame, attributes, parser.startIndex, introducedBy(reading.recentText));
  }
}

function closeTag(reading: Reading, parser: Positions, name: string): void {
  const frame = reading.frames.pop();
  if (name === 'style') reading.inStyle = false;
  if (name === 'script' && reading.script) {
    readJsonLd(reading.script.text, absoluteIn(reading), reading.page, fact, (url, inline, strength) => addLogo(reading, url, inline, strength));
    reading.script = undefined;
  }
  if (frame?.spriteId && reading.sprites.size < 500) reading.sprites.set(frame.spriteId, reading.html.slice(frame.start, parser.endIndex + 1));
  if (name === 'svg' && reading.svgDepth > 0 && --reading.svgDepth === 0 && reading.svgLogo && reading.inlineSvgs.length < MAX_INLINE_SVGS) {
    reading.inlineSvgs.push({ svg: reading.html.slice(reading.svgStart, parser.endIndex + 1), logo: reading.svgLogo, ancestors: reading.svgAncestors });
  }
}

function dataImage(reading: Reading, src: string | undefined): { url: string; inline: Buffer } | undefined {
  const match = /^\s*data:image\/(png|svg\+xml|webp|jpeg|gif|x-icon|vnd\.microsoft\.icon)(;base64)?,(.*)$/is.exec(src ?? '');
  if (!match || src!.length > MAX_DATA_URL || /^gif$/i.test(match[1]!)) return undefined;
  const bytes = match[2] ? Buffer.from(match[3]!, 'base64') : Buffer.from(decodeURIComponent(match[3]!), 'utf8');
  return bytes.length > 64 ? { url: `${reading.pageUrl}#data-image-${++reading.dataImages}`, inline: bytes } : undefined;
}

function readImage(reading: Reading, attributes: Record<string, string>, frame: Frame, parent: Frame | undefined): void {
  // Lazy loaders put a 1-px placeholder in src and the real image in data-src; srcset holds the sharpest copy.
  const src = attributes.src && !PLACEHOLDER_SRC.test(attributes.src) ? attributes.src : (attributes['data-src'] ?? attributes['data-lazy-src'] ?? attributes['data-original'] ?? attributes.src);
  const best = largestSrcset(attributes.srcset ?? attributes['data-srcset']) ?? src;
  const width = Number(attributes.width);
  const height = Number(attributes.height);
  if ((width > 0 && width < 16) || (height > 0 && height < 16)) return; // tracking pixels, arrows, menu glyphs
  const itemprop = (attributes.itemprop ?? '').toLowerCase().split(/\s+/).includes('logo');
  const data = dataImage(reading, best);
  const url = data?.url ?? absoluteIn(reading)(best);
  const darkSource = parent?.name === 'picture' ? parent.darkSource : undefined;
  // A <picture> with a source for dark schemes shows its <img> in light mode.
  const theme = themeMarked(attributes, best) ?? frame.theme ?? (darkSource ? 'light' : undefined);
  const strength = itemprop ? 4 : strengthHere(frame, labelNamesLogo(attributes.alt) || fileNamesLogo(url ?? ''), !!attributes.alt?.trim(), theme);
  if (strength === undefined || !url) return;
  const facts = placeFactsAt(frame, attributes, introducedBy(reading.recentText));
  take(frame.container, theme);
  if (darkSource) {
    take(frame.container, 'dark');
    addLogo(reading, darkSource, undefined, strength, 'dark', false, facts);
  }
  addLogo(reading, url, data?.inline, strength, theme, !itemprop && isLoose(reading, frame, attributes, url), facts);
}
