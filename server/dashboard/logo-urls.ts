// The public logo URLs the pages show, link and hand out: GET /v1/:domain with only the parameters that were chosen.
import type { Theme, Variant } from '../../catalog/types.ts';
import type { OutputFormat } from '../../pipeline/formats.ts';
import type { FallbackChoice, ThemeChoice } from '../../pipeline/logo/request.ts';
import { escapeAttribute } from '../../pipeline/svg/xml-tree.ts';

export interface LogoUrlOptions {
  variant?: Variant;
  theme?: Theme | ThemeChoice;
  format?: OutputFormat | 'auto';
  size?: number;
  retina?: boolean;
  fallback?: FallbackChoice;
}

/** Parameters in the order given, so the URLs read like the README's (`?size=64&retina=true`). */
export function logoPath(domain: string, options: LogoUrlOptions = {}): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(options)) if (value !== undefined && value !== false) query.set(name, String(value));
  const search = query.toString();
  return `/v1/${encodeURIComponent(domain)}${search ? `?${search}` : ''}`;
}

/** Pixel size of a picture whose longest side is `longest`, in the proportions of a stored source. */
export function fitted(shape: { width: number; height: number }, longest: number): { width: number; height: number } {
  const scale = longest / Math.max(shape.width, shape.height, 1);
  return { width: Math.max(1, Math.round(shape.width * scale)), height: Math.max(1, Math.round(shape.height * scale)) };
}

export interface EmbedSnippets {
  img: string;
  picture: string;
}

// The size the snippets ask for: the storefront's example, sharp on retina screens.
const SNIPPET_SIZE = 64;

/** HTML to paste into a page: an <img>, and a <picture> that swaps in the dark theme when the reader's system is dark. */
export function embedSnippets(origin: string, domain: string, name: string, shape: { width: number; height: number }): EmbedSnippets {
  const { width, height } = fitted(shape, SNIPPET_SIZE);
  // The URLs keep a bare & as the README's examples do; only a quote could end the attribute, and a URL has none.
  const light = quoteFree(`${origin}${logoPath(domain, { size: SNIPPET_SIZE, retina: true })}`);
  const dark = quoteFree(`${origin}${logoPath(domain, { size: SNIPPET_SIZE, retina: true, theme: 'dark' })}`);
  const img = `<img src="${light}" alt="${escapeAttribute(name)}" width="${width}" height="${height}">`;
  const picture = [
    '<picture>',
    `  <source srcset="${dark}" media="(prefers-color-scheme: dark)">`,
    `  ${img}`,
    '</picture>',
  ].join('\n');
  return { img, picture };
}

const quoteFree = (url: string) => url.replace(/"/g, '%22');
