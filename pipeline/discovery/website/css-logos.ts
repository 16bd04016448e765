// Logos the site's own CSS draws: a home link or logo place that holds no image, and a `background-image` that the
// page's <style> or one of its own stylesheets gives that place or an element in it, by id or class (or by type under
// one of them), on whatever host the image is; under `prefers-color-scheme: dark` (or a dark theme's selector) it is
// the dark version.
import type { DiscoveryContext } from '../types.ts';
import { cssRules, declarationsOf, type CssRule } from './css-rules.ts';
import { DARK_MEDIA } from './head.ts';
import type { CssLogoHook, SitePage } from './site-page.ts';

export interface CssLogo {
  url: string;
  dark: boolean;
}

/** Stylesheets read per page, and how much of each: a logo rule sits in the site's main sheet, near its top. */
export const MAX_STYLESHEETS = 2;
const MAX_CSS_CHARS = 400_000;
/** Selectors of an ancestor that mean "the dark theme is on" (`html.dark`, `[data-theme=dark]`). */
const DARK_SELECTOR = /\[data-(?:theme|mode|color-scheme|bs-theme)\s*=\s*["']?dark|\.(?:dark|dark-mode|theme-dark|dark-theme)\b/i;

/** The light and dark logos a stylesheet's rules draw on the hooked elements: the last rule outside @media for each. */
export function cssLogosIn(rules: readonly CssRule[], base: string, hook: CssLogoHook): CssLogo[] {
  const hooks = new Set(hook.selectors);
  const found: { light?: string; dark?: string; lightInMedia?: string } = {};
  for (const rule of rules) {
    if (rule.media.some((m) => /\bprint\b/i.test(m))) continue;
    const url = backgroundUrl(rule.body, base);
    if (!url) continue;
    for (const selector of rule.selectors.split(',')) {
      const parts = selector.trim().split(/\s*[\s>+~]\s*/);
      if (!drawsHooked(parts, hooks)) continue;
      const dark = rule.media.some((m) => DARK_MEDIA.test(m)) || DARK_SELECTOR.test(parts.slice(0, -1).join(' '));
      if (dark) found.dark ??= url;
      else if (rule.media.length === 0) found.light = url;
      else found.lightInMedia ??= url;
    }
  }
  const light = found.light ?? found.lightInMedia;
  return [...(light ? [{ url: light, dark: false }] : []), ...(found.dark && found.dark !== light ? [{ url: found.dark, dark: true }] : [])];
}

/** The logos the page's own stylesheets draw on its logo place (at most MAX_STYLESHEETS, fetched within the run's
 * budget); none when a stylesheet fails, which costs only what it would have said. */
export async function cssLogos(context: Pick<DiscoveryContext, 'fetch'>, page: SitePage): Promise<CssLogo[]> {
  if (!page.cssLogo) return [];
  const sheets = page.stylesheets.filter((url) => ownHost(url, page.url)).slice(0, MAX_STYLESHEETS);
  for (const url of sheets) {
    const response = await context.fetch(url, 'text/css,*/*;q=0.1').catch(() => undefined);
    const logos = response ? cssLogosIn(cssRules(response.body.toString('utf8', 0, MAX_CSS_CHARS)), response.url, page.cssLogo) : [];
    if (logos.length > 0) return logos;
  }
  return [];
}

/** The selector's subject is a hooked element: by its ids and classes, or by its type under a hooked element
 * (`.usa-header .usa-logo a`: the US Web Design System draws the logo on the bare link). */
function drawsHooked(parts: readonly string[], hooks: ReadonlySet<string>): boolean {
  const subject = parts.at(-1) ?? '';
  if (matchesHook(subject, hooks)) return true;
  const type = /^([a-z][a-z0-9]*)(?:::?(?:before|after))?$/i.exec(subject)?.[1]?.toLowerCase();
  return !!type && hooks.has(type) && parts.slice(0, -1).some((part) => matchesHook(part, hooks));
}

/** A compound selector (`a#header-image`, `.logo::before`) made only of the hooked ids and classes. */
function matchesHook(compound: string, hooks: ReadonlySet<string>): boolean {
  const plain = compound.replace(/::?(before|after)$/i, '');
  if (plain.includes(':') || plain.includes('[')) return false;
  const simple = plain.match(/[#.][\w-]+/g) ?? [];
  return simple.length > 0 && simple.every((s) => hooks.has(s)) && /^[a-z]*([#.][\w-]+)+$/i.test(plain);
}

/** The image a background or background-image declaration in these declarations draws, resolved against base. */
export function backgroundUrl(body: string, base: string): string | undefined {
  const declaration = declarationsOf(body).find((d) => d.property === 'background' || d.property === 'background-image')?.value;
  const raw = declaration && firstUrl(declaration);
  if (!raw || /^data:/i.test(raw)) return undefined;
  try {
    const url = new URL(raw, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** What the first `url(...)` of a value names, without its quotes; one scan of the value. */
function firstUrl(value: string): string | undefined {
  const open = value.search(/url\(/i);
  const close = open < 0 ? -1 : value.indexOf(')', open);
  if (close < 0) return undefined;
  const inner = value.slice(open + 4, close).trim();
  const quote = inner[0] === '"' || inner[0] === "'" ? inner[0] : '';
  const raw = quote && inner.endsWith(quote) ? inner.slice(1, -1).trim() : inner;
  return raw && !/["']/.test(raw) ? raw : undefined;
}

const hostOf = (url: string) => {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return '';
  }
};
const siteOf = (url: string) => hostOf(url).replace(/^www\./, '');

/** A URL on the page's own site: its host, the same with or without www., or a name under it. */
export function ownHost(url: string, pageUrl: string): boolean {
  const site = siteOf(pageUrl);
  return site !== '' && (siteOf(url) === site || hostOf(url).endsWith(`.${site}`));
}
