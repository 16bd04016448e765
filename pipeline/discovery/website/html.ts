// Reads a home page for what discovery needs: icon links, the manifest, og:image, logo images and inline SVG logos,
// links to social profiles and the site's name, with <base href> and relative URLs resolved.
import { Parser } from 'htmlparser2';

export interface PageIcon {
  url: string;
  kind: 'icon' | 'apple-touch-icon';
  /** Largest declared size in pixels, 0 when unknown or "any". */
  size: number;
}

export interface SitePage {
  url: string;
  icons: PageIcon[];
  manifest: string | undefined;
  ogImages: string[];
  /** <img> elements that say they are the logo, by their own or an ancestor's class, id, alt or src. */
  logoImages: string[];
  /** Inline <svg> elements in a logo context, as source text (sanitised later, before anything else sees them). */
  inlineSvgs: string[];
  links: string[];
  siteName: string | undefined;
}

const LOGO_WORD = /logo|brand/i;
const MAX_ITEMS = 50;

export function parsePage(html: string, pageUrl: string): SitePage {
  let base = pageUrl;
  const page: SitePage = { url: pageUrl, icons: [], manifest: undefined, ogImages: [], logoImages: [], inlineSvgs: [], links: [], siteName: undefined };
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
  // Each open element records whether it, or an ancestor, is about the logo (class="logo", <a href="/">, ...).
  const logoContext: boolean[] = [];
  let svgStart = -1;
  let svgDepth = 0;
  let svgIsLogo = false;
  let baseSeen = false;

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const described = [attributes.class, attributes.id, attributes['aria-label'], attributes.alt, attributes.title].join(' ');
        const homeLink = name === 'a' && absolute(attributes.href) === new URL('/', base).href;
        const inLogo = (logoContext.at(-1) ?? false) || LOGO_WORD.test(described) || homeLink;
        logoContext.push(inLogo);
        if (name === 'base' && !baseSeen) {
          baseSeen = true;
          base = absolute(attributes.href) ?? base;
        } else if (name === 'link') {
          readLink(attributes, absolute, page);
        } else if (name === 'meta') {
          const property = (attributes.property ?? attributes.name ?? '').toLowerCase();
          if (property === 'og:image' || property === 'og:image:url' || property === 'twitter:image') push(page.ogImages, absolute(attributes.content));
          if (property === 'og:site_name' && attributes.content) page.siteName ??= attributes.content.trim().slice(0, 200);
        } else if (name === 'a') {
          push(page.links, absolute(attributes.href));
        } else if (name === 'img' && (inLogo || LOGO_WORD.test(attributes.src ?? ''))) {
          push(page.logoImages, absolute(attributes.src));
        } else if (name === 'svg') {
          if (svgDepth++ === 0) {
            svgStart = parser.startIndex;
            svgIsLogo = inLogo;
          }
        }
      },
      onclosetag(name) {
        logoContext.pop();
        if (name === 'svg' && svgDepth > 0 && --svgDepth === 0 && svgIsLogo && page.inlineSvgs.length < 5) {
          page.inlineSvgs.push(html.slice(svgStart, parser.endIndex + 1));
        }
      },
    },
    { decodeEntities: true, recognizeSelfClosing: true },
  );
  parser.end(html);
  return page;
}

function readLink(attributes: Record<string, string>, absolute: (href: string | undefined) => string | undefined, page: SitePage): void {
  const rels = (attributes.rel ?? '').toLowerCase().split(/\s+/);
  const url = absolute(attributes.href);
  if (!url) return;
  if (rels.includes('manifest')) page.manifest ??= url;
  else if (rels.includes('me')) page.links.push(url);
  const kind = rels.includes('apple-touch-icon') || rels.includes('apple-touch-icon-precomposed') ? 'apple-touch-icon' : rels.includes('icon') || rels.includes('mask-icon') ? 'icon' : undefined;
  if (kind && page.icons.length < MAX_ITEMS) page.icons.push({ url, kind, size: largestSize(attributes.sizes) });
}

export function largestSize(sizes: string | undefined): number {
  let largest = 0;
  for (const match of (sizes ?? '').matchAll(/(\d+)x(\d+)/gi)) largest = Math.max(largest, Math.min(Number(match[1]), Number(match[2])));
  return largest;
}
