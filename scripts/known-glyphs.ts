// Writes pipeline/discovery/scoring/known-glyphs.json, the interface glyphs discovery refuses by shape: the icon sets'
// drawings of each glyph (from the @iconify-json packages, with their licence), beside the documentation themes' own
// drawings already in the file (taken from the markup those themes serve), which are kept as they are.
//   node --import tsx scripts/known-glyphs.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { GLYPHS_FILE, glyphsFileSchema, type GlyphEntry } from '../pipeline/discovery/scoring/known-glyphs.ts';
import { shapeOfSvg } from '../pipeline/discovery/scoring/known-marks.ts';

const require = createRequire(import.meta.url);

/** What each glyph is, and where each icon set draws it. */
const UI_GLYPHS: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> = {
  translate: { tabler: ['language', 'language-hiragana', 'world'], ri: ['translate', 'translate-2', 'global-line'], 'fa6-solid': ['language', 'globe'] },
  'theme toggle': { tabler: ['sun', 'moon', 'moon-stars', 'sun-moon'], ri: ['sun-line', 'sun-fill', 'moon-line', 'moon-fill', 'contrast-2-line'], 'fa6-solid': ['sun', 'moon', 'circle-half-stroke'] },
  menu: { tabler: ['menu-2', 'menu'], ri: ['menu-line'], 'fa6-solid': ['bars', 'grip', 'list', 'ellipsis', 'ellipsis-vertical'] },
  search: { tabler: ['search'], ri: ['search-line'], 'fa6-solid': ['magnifying-glass', 'filter', 'sliders'] },
  caret: { tabler: ['chevron-down', 'caret-down'], ri: ['arrow-down-s-line'], 'fa6-solid': ['caret-down', 'chevron-down', 'chevron-up', 'chevron-left', 'chevron-right', 'angle-down', 'angle-right'] },
  'external link': { tabler: ['external-link'], ri: ['external-link-line'], 'fa6-solid': ['arrow-up-right-from-square', 'up-right-from-square', 'link', 'share', 'share-nodes'] },
  rss: { tabler: ['rss'], ri: ['rss-line', 'rss-fill'], 'fa6-solid': ['rss', 'square-rss', 'podcast'] },
  // The rest of the header's and footer's controls: arrows, close, cart, account, media, contact.
  control: {
    'fa6-solid': [
      'xmark', 'circle-xmark', 'arrow-left', 'arrow-right', 'arrow-up', 'arrow-down', 'cart-shopping', 'basket-shopping', 'bag-shopping', 'user',
      'circle-user', 'heart', 'circle-info', 'circle-question', 'circle-play', 'play', 'pause', 'house', 'bell', 'gear', 'envelope', 'phone', 'star',
      'plus', 'location-dot', 'check', 'circle-check', 'download', 'right-to-bracket', 'lock', 'calendar', 'clock', 'comment', 'paper-plane',
      'volume-high', 'headphones', 'microphone', 'bookmark', 'thumbs-up', 'eye',
    ],
  },
};

/** The social platforms' link glyphs, each with the domains whose own mark it is (there it is no glyph). */
const SOCIAL_GLYPHS: Readonly<Record<string, { owners: readonly string[]; icons: Readonly<Record<string, readonly string[]>> }>> = {
  github: { owners: ['github.com'], icons: { tabler: ['brand-github'], ri: ['github-fill'], 'fa6-brands': ['github'], bxl: ['github'] } },
  x: { owners: ['x.com', 'twitter.com'], icons: { tabler: ['brand-x', 'brand-twitter'], ri: ['twitter-x-fill', 'twitter-fill'], 'fa6-brands': ['x-twitter', 'twitter'], bxl: ['twitter'] } },
  discord: { owners: ['discord.com'], icons: { tabler: ['brand-discord'], ri: ['discord-fill'], 'fa6-brands': ['discord'], bxl: ['discord'] } },
  mastodon: { owners: ['joinmastodon.org'], icons: { tabler: ['brand-mastodon'], ri: ['mastodon-fill'], 'fa6-brands': ['mastodon'], bxl: ['mastodon'] } },
  linkedin: { owners: ['linkedin.com'], icons: { tabler: ['brand-linkedin'], ri: ['linkedin-box-fill'], 'fa6-brands': ['linkedin'], bxl: ['linkedin-square'] } },
  youtube: { owners: ['youtube.com'], icons: { tabler: ['brand-youtube'], ri: ['youtube-fill'], 'fa6-brands': ['youtube'], bxl: ['youtube'] } },
  facebook: { owners: ['facebook.com', 'meta.com'], icons: { tabler: ['brand-facebook'], ri: ['facebook-circle-fill'], 'fa6-brands': ['facebook'], bxl: ['facebook-circle'] } },
  instagram: { owners: ['instagram.com'], icons: { tabler: ['brand-instagram'], ri: ['instagram-line'], 'fa6-brands': ['instagram'], bxl: ['instagram'] } },
  bluesky: { owners: ['bsky.app', 'bsky.social'], icons: { tabler: ['brand-bluesky'], ri: ['bluesky-fill'], 'fa6-brands': ['bluesky'] } },
  telegram: { owners: ['telegram.org'], icons: { tabler: ['brand-telegram'], ri: ['telegram-fill'], 'fa6-brands': ['telegram'], bxl: ['telegram'] } },
  reddit: { owners: ['reddit.com'], icons: { tabler: ['brand-reddit'], ri: ['reddit-fill'], 'fa6-brands': ['reddit'], bxl: ['reddit'] } },
  slack: { owners: ['slack.com'], icons: { tabler: ['brand-slack'], ri: ['slack-fill'], 'fa6-brands': ['slack'], bxl: ['slack'] } },
  'stack overflow': { owners: ['stackoverflow.com'], icons: { tabler: ['brand-stackoverflow'], ri: ['stack-overflow-fill'], 'fa6-brands': ['stack-overflow'], bxl: ['stack-overflow'] } },
  twitch: { owners: ['twitch.tv'], icons: { tabler: ['brand-twitch'], ri: ['twitch-fill'], 'fa6-brands': ['twitch'], bxl: ['twitch'] } },
  tiktok: { owners: ['tiktok.com'], icons: { tabler: ['brand-tiktok'], ri: ['tiktok-fill'], 'fa6-brands': ['tiktok'], bxl: ['tiktok'] } },
  threads: { owners: ['threads.net', 'threads.com'], icons: { tabler: ['brand-threads'], ri: ['threads-fill'], 'fa6-brands': ['threads'] } },
};

interface IconSet {
  icons: Record<string, { body: string; width?: number; height?: number }>;
  aliases?: Record<string, { parent: string }>;
  width?: number;
  height?: number;
}

function setEntry(set: string, icon: string, name: string, owners: readonly string[]): Omit<GlyphEntry, 'hash'> {
  const file = JSON.parse(readFileSync(require.resolve(`@iconify-json/${set}/icons.json`), 'utf8')) as IconSet;
  const info = JSON.parse(readFileSync(require.resolve(`@iconify-json/${set}/info.json`), 'utf8')) as { name: string; version: string; license: { spdx: string } };
  const version = (JSON.parse(readFileSync(require.resolve(`@iconify-json/${set}/package.json`), 'utf8')) as { version: string }).version;
  const drawn = file.icons[icon] ?? file.icons[file.aliases?.[icon]?.parent ?? ''];
  if (!drawn) throw new Error(`@iconify-json/${set} has no icon ${icon}`);
  const [width, height] = [drawn.width ?? file.width ?? 16, drawn.height ?? file.height ?? 16];
  return {
    name,
    owners: [...owners],
    source: `@iconify-json/${set} ${version} (${info.name} ${info.version}): ${icon}`,
    licence: info.license.spdx,
    svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}">${drawn.body}</svg>`,
  };
}

/** The file's text as the icon sets draw it now, the themes' drawings of `current` kept first, each with its shape
 * hash; a drawing with no shape to match by (a filled block) is left out. */
export async function knownGlyphsText(current: string): Promise<string> {
  const file = glyphsFileSchema.parse(JSON.parse(current));
  const drawings: Omit<GlyphEntry, 'hash'>[] = file.glyphs.filter((entry) => !entry.source.startsWith('@iconify-json/')).map(({ hash: _, ...entry }) => entry);
  for (const [name, sets] of Object.entries(UI_GLYPHS)) for (const [set, icons] of Object.entries(sets)) for (const icon of icons) drawings.push(setEntry(set, icon, name, []));
  for (const [name, { owners, icons: sets }] of Object.entries(SOCIAL_GLYPHS)) for (const [set, icons] of Object.entries(sets)) for (const icon of icons) drawings.push(setEntry(set, icon, name, owners));
  const glyphs: GlyphEntry[] = [];
  for (const drawing of drawings) {
    const hash = await shapeOfSvg(drawing.svg);
    if (hash !== undefined) glyphs.push({ ...drawing, hash: hash.toString(16).padStart(16, '0') });
  }
  return `${JSON.stringify({ ...file, glyphs }, null, 1)}\n`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  writeFileSync(GLYPHS_FILE, await knownGlyphsText(readFileSync(GLYPHS_FILE, 'utf8')));
  console.log(`wrote ${GLYPHS_FILE.pathname}`);
}
