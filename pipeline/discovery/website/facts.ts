// The brand's facts read from the pages discovery already fetched: its name, a short description, its own social
// profiles and its colours. Each fact says where it came from, so the catalog can record it and curated facts win.
import type { BrandColor } from '../../../catalog/types.ts';
import { handleSimilarity } from '../social/handle.ts';
import { SOCIAL_PLATFORMS } from '../platform-sites.ts';
import { profileFromUrl, profileUrl } from '../social/profiles.ts';
import type { SocialPlatform } from '../types.ts';
import type { SitePage } from './site-page.ts';
import { manifestFacts } from './manifest.ts';

export interface Fact<T> {
  value: T;
  from: string;
}

export interface DiscoveredFacts {
  name?: Fact<string>;
  description?: Fact<string>;
  socials: Partial<Record<SocialPlatform, Fact<string>>>;
  colors: Fact<BrandColor>[];
}

const MAX_DESCRIPTION = 300;
const NAME_ORDER = ['json-ld', 'og:site_name', 'application-name', 'manifest name'];
const DESCRIPTION_ORDER = ['json-ld', 'meta description', 'og:description'];
/** A profile linked from the page counts as the brand's own only when its handle is this close to the domain's name. */
const OWN_HANDLE = 0.75;

export function factsOf(domain: string, page: SitePage | undefined, manifestText: string | undefined, markColours: readonly string[]): DiscoveredFacts {
  const facts: DiscoveredFacts = { socials: {}, colors: [] };
  const manifest = manifestText ? manifestFacts(manifestText) : {};
  const names = [...(page?.facts.names ?? []), ...(manifest.name ? [{ value: manifest.name, from: 'manifest name' }] : [])];
  // JSON-LD first (the organisation's own record), then og:site_name, application-name, the manifest.
  const rank = (from: string) => NAME_ORDER.indexOf(from);
  const name = names
    .map((n) => ({ value: cleanName(n.value), from: n.from }))
    .sort((a, b) => rank(a.from) - rank(b.from))
    .find((n) => n.value.length > 0 && n.value.length <= 80);
  if (name) facts.name = { value: name.value, from: `website ${name.from}` };
  const description = page?.facts.descriptions
    .map((d) => ({ value: cleanDescription(d.value), from: d.from }))
    .sort((a, b) => DESCRIPTION_ORDER.indexOf(a.from) - DESCRIPTION_ORDER.indexOf(b.from))
    .find((d) => d.value.length >= 20);
  if (description) facts.description = { value: description.value, from: `website ${description.from}` };

  // sameAs is the organisation's own list; links on the page may be partners', so their handle must match the brand.
  const declared = page?.facts.sameAs ?? [];
  for (const platform of SOCIAL_PLATFORMS) {
    const own = declared.map((url) => profileFromUrl(platform, url, 'site')).find(Boolean);
    const linked = own ? undefined : (page?.links ?? []).map((url) => profileFromUrl(platform, url, 'site')).find((p) => p && handleSimilarity(p.handle, domain, name?.value) >= OWN_HANDLE);
    const profile = own ?? linked;
    if (profile) facts.socials[platform] = { value: profileUrl(profile), from: own ? 'website json-ld sameAs' : 'website link' };
  }

  const colours: Fact<string>[] = [
    ...markColours.map((hex) => ({ value: hex, from: 'chosen mark' })),
    ...[page?.facts.themeColor && { value: page.facts.themeColor, from: 'theme-color' }, manifest.themeColor && { value: manifest.themeColor, from: 'manifest theme_color' }].filter((c): c is Fact<string> => !!c),
  ];
  for (const colour of colours) {
    const hex = normaliseHex(colour.value);
    // White and black are every site's background and text, not its brand colour.
    if (!hex || isNeutral(hex) || facts.colors.some((c) => distance(c.value.hex, hex) < 40) || facts.colors.length >= 3) continue;
    facts.colors.push({ value: { hex, type: facts.colors.length === 0 ? 'brand' : 'accent' }, from: `website ${colour.from}` });
  }
  return facts;
}

/** "Acme | Home" and "Welcome to Acme" read as "Acme". */
function cleanName(value: string): string {
  return value.replace(/\s+/g, ' ').split(/\s+[|–—·:]\s+/)[0]!.replace(/^(welcome to|home of)\s+/i, '').trim();
}

/** One or two sentences, at most 300 characters, without markup or runs of whitespace. */
export function cleanDescription(value: string): string {
  const text = value.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').replace(/\s+([.,;:!?])/g, '$1').trim();
  // A sentence ends at . ! or ? followed by a space ("Version 2.5 is out" is one sentence).
  const sentences = text.split(/(?<=[.!?])\s+/).filter(Boolean);
  let out = sentences[0] ?? '';
  if (sentences[1] && out.length + 1 + sentences[1].length <= MAX_DESCRIPTION) out += ` ${sentences[1]}`;
  if (out.length <= MAX_DESCRIPTION) return out;
  const cut = out.slice(0, MAX_DESCRIPTION - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 1)).replace(/[\s,;:]+$/, '')}…`;
}

function normaliseHex(value: string): string | undefined {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim());
  if (!match) return undefined;
  const digits = match[1]!.length === 3 ? [...match[1]!].map((d) => d + d).join('') : match[1]!;
  return `#${digits.toLowerCase()}`;
}

const channels = (hex: string) => [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
const distance = (a: string, b: string) => Math.hypot(...channels(a).map((value, i) => value - channels(b)[i]!));
function isNeutral(hex: string): boolean {
  const [r, g, b] = channels(hex) as [number, number, number];
  return (r > 235 && g > 235 && b > 235) || (r < 20 && g < 20 && b < 20);
}
