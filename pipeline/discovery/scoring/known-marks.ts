// Pictures that stand in a page's logo places but are never the site's own mark: sign-in providers' and platforms'
// marks (simple-icons, with @iconify-json/logos where simple-icons has none; each with the domains that own it) and
// interface glyphs (known-glyphs.json: menus, search, theme toggles, language menus, carets, arrows, RSS, platforms'
// link glyphs, from icon sets and documentation themes). Drawn and shape-hashed once per process (scoring/shape-hash.ts). These lists are not what training draws its negatives from
// (scripts/train/web-negatives.ts draws its own), so the held-out figures measure the rule, not a memory of it.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import sharp from 'sharp';
import * as simpleIcons from 'simple-icons';
import { sampleOf } from '../image/decode.ts';
import { knownGlyphs } from './known-glyphs.ts';
import { shapeHash, shapeHashes, type ShapeHashes } from './shape-hash.ts';

const require = createRequire(import.meta.url);

/** simple-icons slug (or logos:<name>) -> domains whose own mark it is. */
const PROVIDER_MARKS: Readonly<Record<string, readonly string[]>> = {
  google: ['google.com'], facebook: ['facebook.com', 'meta.com'], apple: ['apple.com'], 'logos:microsoft-icon': ['microsoft.com'],
  'logos:linkedin-icon': ['linkedin.com'], 'logos:slack-icon': ['slack.com'], github: ['github.com'], x: ['x.com', 'twitter.com'],
  vk: ['vk.com', 'vk.ru'], discord: ['discord.com'], telegram: ['telegram.org'], whatsapp: ['whatsapp.com'], instagram: ['instagram.com'],
  youtube: ['youtube.com'], tiktok: ['tiktok.com'], reddit: ['reddit.com'], twitch: ['twitch.tv'],
  line: ['line.me'], wechat: ['wechat.com', 'wechat.design'], mastodon: ['joinmastodon.org'], bluesky: ['bsky.app', 'bsky.social'], threads: ['threads.net'],
  medium: ['medium.com'], dribbble: ['dribbble.com'], behance: ['behance.net'], spotify: ['spotify.com'], applepodcasts: ['podcasts.apple.com'],
  paypal: ['paypal.com'], auth0: ['auth0.com'], rss: [],
};

export interface KnownMark {
  name: string;
  kind: 'provider' | 'glyph';
  /** Domains whose own mark it is: there it is no foreign mark. */
  owners: readonly string[];
  hash: bigint;
}

/** Shape hashes this alike (at most 9 of 64 bits differ) are one mark: the official multi-colour "G" drawn as an SVG
 * comes 0.86 close to simple-icons' one-colour G. Of the seed marks shown the ways sites show them (5,362 renderings:
 * app tiles, padded squares, transparent PNGs), 27 come this close to a provider's, 18 of them to the G's ring; so the
 * rule holds only in the page's markup (see score.ts). Marks as plain as a ring, a blob, a pin or a polygon (Okta,
 * Snapchat, Pinterest, GitLab, Yandex Cloud) are left out: they matched dozens of real marks. */
export const KNOWN_SIMILARITY = 55 / 64;
/** Interface glyphs are plainer shapes, and plain brand marks (three bars, an arrow) come close to them: at this
 * likeness 7 of the seed marks still do, so the glyph rule also asks for one colour. */
export const GLYPH_SIMILARITY = 0.95;

let known: Promise<KnownMark[]> | undefined;

export function knownMarks(): Promise<KnownMark[]> {
  known ??= (async () => {
    const marks: KnownMark[] = [];
    const add = async (name: string, kind: KnownMark['kind'], owners: readonly string[], svg: string) => {
      const hash = await shapeOfSvg(svg);
      if (hash !== undefined) marks.push({ name, kind, owners, hash });
    };
    const logos = iconSet('@iconify-json/logos/icons.json');
    for (const [name, owners] of Object.entries(PROVIDER_MARKS)) {
      if (name.startsWith('logos:')) {
        await add(name, 'provider', owners, logos(name.slice(6), '#000000'));
        continue;
      }
      const icon = (simpleIcons as unknown as Record<string, { path: string } | undefined>)[`si${name.charAt(0).toUpperCase()}${name.slice(1)}`];
      if (icon) await add(name, 'provider', owners, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="${icon.path}"/></svg>`);
    }
    for (const glyph of knownGlyphs()) marks.push({ name: glyph.name, kind: 'glyph', owners: glyph.owners, hash: BigInt(`0x${glyph.hash}`) });
    return marks;
  })();
  return known;
}

/** The shape hash of a mark drawn in black, or undefined where it has none to match by: a block, a speck, or straight
 * bars (a menu drawn as three lines hashes flat, as every striped picture does). */
export async function shapeOfSvg(svg: string): Promise<bigint | undefined> {
  const hash = shapeHash(await sampleOf(sharp(Buffer.from(svg.replaceAll('currentColor', '#000000')), { density: 300 })));
  return hash === 0n ? undefined : hash;
}

/** Both shape hashes of a drawing in black (ui-icons.ts), or undefined where it has none: a block, a speck. Bars have
 * one here: they hash flat across but not down. */
export async function shapesOfSvg(svg: string): Promise<ShapeHashes | undefined> {
  const hashes = shapeHashes(await sampleOf(sharp(Buffer.from(svg.replaceAll('currentColor', '#000000')), { density: 300 })));
  return hashes && (hashes.across !== 0n || hashes.down !== 0n) ? hashes : undefined;
}

function iconSet(file: string): (name: string, colour: string) => string {
  const set = JSON.parse(readFileSync(require.resolve(file), 'utf8')) as { icons: Record<string, { body: string; width?: number; height?: number }>; width?: number; height?: number };
  return (name, colour) => {
    const icon = set.icons[name];
    if (!icon) throw new Error(`${file} has no icon ${name}`);
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${icon.width ?? set.width ?? 16} ${icon.height ?? set.height ?? 16}">${icon.body.replaceAll('currentColor', colour)}</svg>`;
  };
}
