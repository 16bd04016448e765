// Reads a home page for what discovery needs: icon links (light and dark), the manifest, og:image, the page's logos
// (<img>, <picture> and inline <svg> in a logo context, in document order; JSON-LD, itemprop and og:logo), links to
// social profiles, and the brand's facts, with <base href> and relative URLs resolved.
import { Parser } from 'htmlparser2';
import { DARK_MEDIA, largestSrcset, MAX_ITEMS, readJsonLd, readLink, readMeta } from './head.ts';
import { liftInlineSvg } from './inline-svg.ts';
import { parkedBy } from './parking.ts';
import { CONTEXT_STOPS, fileNamesLogo, isOverlay, labelNamesLogo, namesLogo } from './logo-context.ts';
import type { PageLogo, SitePage } from './site-page.ts';

interface Frame {
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
  /** The logo container this frame belongs to has already given its first image. */
  container: { taken: boolean } | undefined;
  start: number;
  spriteId: string | undefined;
  classes: string[];
  darkSource?: string;
}

const MAX_INLINE_SVGS = 6;
const MAX_DATA_URL = 100_000;
const MAX_CONTEXT_DEPTH = 3;
const HEADER_PARTS = /(^|[-_\s])(header|masthead|navbar|topbar|site-head)([-_\s]|$)/i;
const PLACEHOLDER_SRC = /^data:image\/gif|(^|[/_.-])(blank|spacer|placeholder|pixel|lazy|transparent)[._-]/i;

export function parsePage(html: string, pageUrl: string): SitePage {
  let base = pageUrl;
  const hosts = new Set([new URL(pageUrl).host.replace(/^www\./, '')]);
  // A link to "/" of this site (with or without www.), resolved against <base href> as the browser would.
  const isHome = (url: string | undefined) => {
    if (!url) return false;
    const parsed = new URL(url);
    return (parsed.pathname === '/' || parsed.pathname === '') && !parsed.search && (hosts.has(parsed.host.replace(/^www\./, '')) || parsed.href === new URL('/', base).href);
  };
  const page: SitePage = { url: pageUrl, icons: [], manifest: undefined, ogImages: [], logos: [], links: [], facts: { names: [], descriptions: [], themeColor: undefined, sameAs: [] } };
  const absolute = (href: string | undefined) => {
    if (!href || /^\s*(javascript|data|mailto|tel):/i.test(href)) return undefined;
    try {
      return new URL(href.trim(), base).href;
    } catch {
      return undefined;
    }
  };
  const push = (list: string[], value: string | undefined) => {
    if (value && list.length < MAX_ITEMS && !list.includes(value)) list.push(value);
  };
  const fact = (list: { value: string; from: string }[], value: string | undefined, from: string) => {
    const clean = value?.replace(/\s+/g, ' ').trim();
    if (clean && list.length < 10) list.push({ value: clean.slice(0, 2000), from });
  };
  const frames: Frame[] = [];
  const sprites = new Map<string, string>();
  const inlineSvgs: { svg: string; logo: Omit<PageLogo, 'url' | 'inline'>; ancestors: string[] }[] = [];
  let svgAncestors: string[] = [];
  let css = '';
  let script: { text: string } | undefined;
  let inStyle = false;
  let svgDepth = 0;
  let svgStart = -1;
  let svgLogo: Omit<PageLogo, 'url' | 'inline'> | undefined;
  let baseSeen = false;
  let homeLinks = 0;
  let order = 0;
  let dataImages = 0;

  /** How strongly the current position speaks of the logo, or undefined when it does not. */
  const strengthHere = (frame: Frame, fileSaysLogo: boolean, named = false): number | undefined => {
    if (frame.container?.taken || frame.overlay) return undefined;
    // Within the header every logo place counts the same, so document order decides (the first one is the mark).
    if (frame.header && (frame.logoDepth !== undefined || frame.homeDepth !== undefined || fileSaysLogo)) return 3;
    if (frame.logoDepth !== undefined) return 2;
    // Outside the header, only the page's first link home that names itself: arrows and menu icons link home unnamed.
    if (frame.homeDepth !== undefined && frame.firstHome && (frame.homeNamed || named)) return 1;
    return undefined;
  };
  const addLogo = (url: string | undefined, inline: Buffer | undefined, strength: number, dark = false) => {
    if (url && page.logos.length < MAX_ITEMS && !page.logos.some((logo) => logo.url === url)) page.logos.push({ url, inline, strength, order: order++, dark });
  };
  const dataImage = (src: string | undefined): { url: string; inline: Buffer } | undefined => {
    const match = /^\s*data:image\/(png|svg\+xml|webp|jpeg|gif|x-icon|vnd\.microsoft\.icon)(;base64)?,(.*)$/is.exec(src ?? '');
    if (!match || src!.length > MAX_DATA_URL || /^gif$/i.test(match[1]!)) return undefined;
    const bytes = match[2] ? Buffer.from(match[3]!, 'base64') : Buffer.from(decodeURIComponent(match[3]!), 'utf8');
    return bytes.length > 64 ? { url: `${pageUrl}#data-image-${++dataImages}`, inline: bytes } : undefined;
  };

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const parent = frames.at(-1);
        const stop = CONTEXT_STOPS.has(name);
        const ownLogo = !stop && (namesLogo(attributes) || (name !== 'img' && labelNamesLogo(attributes['aria-label'] ?? attributes.title)));
        const homeLink = name === 'a' && isHome(absolute(attributes.href));
        if (homeLink) homeLinks++;
        const inherit = (depth: number | undefined) => (depth !== undefined && !stop && depth < MAX_CONTEXT_DEPTH ? depth + 1 : undefined);
        const overlay = (parent?.overlay ?? false) || isOverlay(attributes);
        const frame: Frame = {
          name,
          overlay,
          logoDepth: ownLogo ? 0 : inherit(parent?.logoDepth),
          homeDepth: homeLink ? 0 : inherit(parent?.homeDepth),
          firstHome: homeLink ? homeLinks === 1 : (parent?.firstHome ?? false),
          homeNamed: homeLink ? !!(attributes['aria-label'] ?? attributes.title)?.trim() : (parent?.homeNamed ?? false),
          header: (parent?.header ?? false) || name === 'header' || name === 'nav' || attributes.role === 'banner' || (!stop && HEADER_PARTS.test(`${attributes.class ?? ''} ${attributes.id ?? ''}`)),
          container: ownLogo || homeLink ? { taken: false } : stop ? undefined : parent?.container,
          start: parser.startIndex,
          spriteId: svgDepth > 0 || name === 'symbol' ? attributes.id : undefined,
          classes: (attributes.class ?? '').split(/\s+/).filter(Boolean).slice(0, 10),
        };
        frames.push(frame);

        if (name === 'base' && !baseSeen) {
          baseSeen = true;
          base = absolute(attributes.href) ?? base;
        } else if (name === 'link') {
          readLink(attributes, absolute, page);
        } else if (name === 'meta') {
          readMeta(attributes, absolute, page, fact);
        } else if (name === 'a') {
          push(page.links, absolute(attributes.href));
        } else if (name === 'style') {
          inStyle = true;
        } else if (name === 'script' && /ld\+json/i.test(attributes.type ?? '')) {
          script = { text: '' };
        } else if (name === 'source' && parent?.name === 'picture' && DARK_MEDIA.test(attributes.media ?? '')) {
          parent.darkSource = absolute(largestSrcset(attributes.srcset) ?? attributes.src);
        } else if (name === 'img') {
          readImage(attributes, frame, parent);
        } else if (name === 'svg' && svgDepth++ === 0) {
          svgStart = parser.startIndex;
          // The classes of its nearest containers: the page's CSS may set the `color` its currentColor paints with.
          svgAncestors = frames.slice(-4, -1).flatMap((f) => f.classes);
          const strength = strengthHere(frame, false, !!attributes['aria-label']?.trim());
          svgLogo = strength === undefined ? undefined : { strength, order: order++, dark: false };
          if (svgLogo && frame.container) frame.container.taken = true;
        }
      },
      ontext(text) {
        if (inStyle && css.length < 200_000) css += text;
        if (script && script.text.length < 200_000) script.text += text;
      },
      onclosetag(name) {
        const frame = frames.pop();
        if (name === 'style') inStyle = false;
        if (name === 'script' && script) {
          readJsonLd(script.text, absolute, page, fact, addLogo);
          script = undefined;
        }
        if (frame?.spriteId && sprites.size < 500) sprites.set(frame.spriteId, html.slice(frame.start, parser.endIndex + 1));
        if (name === 'svg' && svgDepth > 0 && --svgDepth === 0 && svgLogo && inlineSvgs.length < MAX_INLINE_SVGS) {
          inlineSvgs.push({ svg: html.slice(svgStart, parser.endIndex + 1), logo: svgLogo, ancestors: svgAncestors });
        }
      },
    },
    { decodeEntities: true, recognizeSelfClosing: true },
  );

  function readImage(attributes: Record<string, string>, frame: Frame, parent: Frame | undefined): void {
    // Lazy loaders put a 1-px placeholder in src and the real image in data-src; srcset holds the sharpest copy.
    const src = attributes.src && !PLACEHOLDER_SRC.test(attributes.src) ? attributes.src : (attributes['data-src'] ?? attributes['data-lazy-src'] ?? attributes['data-original'] ?? attributes.src);
    const best = largestSrcset(attributes.srcset ?? attributes['data-srcset']) ?? src;
    const width = Number(attributes.width);
    const height = Number(attributes.height);
    if ((width > 0 && width < 16) || (height > 0 && height < 16)) return; // tracking pixels, arrows, menu glyphs
    const itemprop = (attributes.itemprop ?? '').toLowerCase().split(/\s+/).includes('logo');
    const data = dataImage(best);
    const url = data?.url ?? absolute(best);
    const strength = itemprop ? 4 : strengthHere(frame, labelNamesLogo(attributes.alt) || fileNamesLogo(url ?? ''), !!attributes.alt?.trim());
    if (strength === undefined || !url) return;
    if (frame.container) frame.container.taken = true;
    if (parent?.name === 'picture' && parent.darkSource) addLogo(parent.darkSource, undefined, strength, true);
    addLogo(url, data?.inline, strength);
  }

  parser.end(html);
  inlineSvgs.forEach(({ svg, logo, ancestors }, i) => {
    page.logos.push({ ...logo, url: `${pageUrl}#inline-svg-${i + 1}`, inline: Buffer.from(liftInlineSvg(svg, { sprites, css }, ancestors)) });
  });
  page.logos.sort((a, b) => b.strength - a.strength || a.order - b.order);
  page.parked = parkedBy(html, pageUrl);
  return page;
}
