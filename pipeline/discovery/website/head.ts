// Reads what a page's <head> and structured data say: icon links (and which are for dark schemes), the manifest, meta
// tags (og:image, og:logo, names, descriptions, theme-color) and JSON-LD organisations; plus srcset and sizes lists.
import { organisationsIn } from './json-ld.ts';
import type { SitePage } from './site-page.ts';

export const DARK_MEDIA = /prefers-color-scheme\s*:\s*dark/i;
export const MAX_ITEMS = 50;

type Absolute = (href: string | undefined) => string | undefined;
type AddFact = (list: { value: string; from: string }[], value: string | undefined, from: string) => void;

export function readLink(attributes: Record<string, string>, absolute: Absolute, page: SitePage): void {
  const rels = (attributes.rel ?? '').toLowerCase().split(/\s+/);
  const url = absolute(attributes.href);
  if (!url) return;
  if (rels.includes('manifest')) page.manifest ??= url;
  else if (rels.includes('me')) page.links.push(url);
  else if (rels.includes('stylesheet') && !rels.includes('alternate') && page.stylesheets.length < MAX_ITEMS) page.stylesheets.push(url);
  // Safari's pinned-tab icon: a silhouette of the mark whose shape alone counts, painted in its `color`.
  if (rels.includes('mask-icon')) {
    if (page.icons.length < MAX_ITEMS) page.icons.push({ url, kind: 'mask-icon', size: SCALABLE_SIZE, dark: false, colour: plainColour(attributes.color) });
    return;
  }
  const kind = rels.includes('apple-touch-icon') || rels.includes('apple-touch-icon-precomposed') ? 'apple-touch-icon' : rels.includes('icon') || rels.includes('fluid-icon') ? 'icon' : undefined;
  if (kind && page.icons.length < MAX_ITEMS) page.icons.push({ url, kind, size: largestSize(attributes.sizes), dark: DARK_MEDIA.test(attributes.media ?? '') });
}

export function readMeta(attributes: Record<string, string>, absolute: Absolute, page: SitePage, fact: AddFact): void {
  const property = (attributes.property ?? attributes.name ?? attributes.itemprop ?? '').toLowerCase();
  const content = attributes.content;
  if (property === 'og:image' || property === 'og:image:url' || property === 'twitter:image') page.ogImages.push(...[absolute(content)].filter((u): u is string => !!u && page.ogImages.length < MAX_ITEMS));
  else if (property === 'og:logo' || property === 'logo') {
    const url = absolute(content);
    if (url && !page.logos.some((logo) => logo.url === url)) page.logos.push({ url, strength: 4, order: -1, dark: false });
  } else if (property === 'og:site_name') fact(page.facts.names, content, 'og:site_name');
  else if (property === 'application-name') fact(page.facts.names, content, 'application-name');
  else if (property === 'description') fact(page.facts.descriptions, content, 'meta description');
  else if (property === 'og:description') fact(page.facts.descriptions, content, 'og:description');
  // Windows' start-screen tile: WordPress and favicon generators put their largest square icon (270 px) here.
  else if (property === 'msapplication-tileimage') {
    const url = absolute(content);
    if (url && page.icons.length < MAX_ITEMS) page.icons.push({ url, kind: 'icon', size: 0, dark: false });
  } else if (property === 'theme-color' && !DARK_MEDIA.test(attributes.media ?? '')) page.facts.themeColor ??= content?.trim();
}

export function readJsonLd(text: string, absolute: Absolute, page: SitePage, fact: AddFact, addLogo: (url: string | undefined, inline: undefined, strength: number) => void): void {
  for (const organisation of organisationsIn(text)) {
    for (const logo of organisation.logos.slice(0, 3)) addLogo(absolute(logo), undefined, 4);
    fact(page.facts.names, organisation.name, 'json-ld');
    fact(page.facts.descriptions, organisation.description, 'json-ld');
    for (const url of organisation.sameAs) if (page.facts.sameAs.length < MAX_ITEMS) page.facts.sameAs.push(url);
  }
}

/** The URL of the largest entry of a srcset ("a.png 1x, b.png 2x" or "a.png 200w, b.png 400w"). */
export function largestSrcset(srcset: string | undefined): string | undefined {
  let best: { url: string; size: number } | undefined;
  for (const entry of (srcset ?? '').split(/,\s+/)) {
    const [url, descriptor = '1x'] = entry.trim().split(/\s+/);
    const size = Number.parseFloat(descriptor);
    if (url && Number.isFinite(size) && (!best || size > best.size)) best = { url, size };
  }
  return best?.url;
}

/** A colour a mask-icon may name: a hex colour or a keyword; anything else is not written into a drawing. */
function plainColour(value: string | undefined): string | undefined {
  const colour = value?.trim();
  return colour && /^(#[0-9a-f]{3}|#[0-9a-f]{4}|#[0-9a-f]{6}|#[0-9a-f]{8}|[a-z]{3,20})$/i.test(colour) ? colour : undefined;
}

/** The size `sizes="any"` stands for: a scalable (SVG) icon, larger than any raster. */
export const SCALABLE_SIZE = 100_000;

export function largestSize(sizes: string | undefined): number {
  if (/(^|\s)any(\s|$)/i.test(sizes ?? '')) return SCALABLE_SIZE;
  let largest = 0;
  for (const match of (sizes ?? '').matchAll(/(\d+)x(\d+)/gi)) largest = Math.max(largest, Math.min(Number(match[1]), Number(match[2])));
  return largest;
}
