// Labelled training examples, reproducible from a seed: seed-catalog marks (icons, and wordmarks in the page's logo
// slot) as positives; photos, noise, identicons, default avatars, banners, other brands' marks, and what real pages
// put in their "logo" places (UI glyphs, sign-in providers, letter tiles, near-blank pictures) as negatives. Each picture goes through the same decode and
// feature code as a real candidate, with a source context drawn the way discovery would meet it.
import sharp from 'sharp';
import { collectSeedBrands } from '../../pipeline/seed/import.ts';
import { sanitiseSvg } from '../../pipeline/svg/sanitise.ts';
import { decodeImage } from '../../pipeline/discovery/image/decode.ts';
import { featuresOf, vectorOf, type CandidateContext } from '../../pipeline/discovery/scoring/features.ts';
import { knownMarks } from '../../pipeline/discovery/scoring/known-marks.ts';
import { placeholderHashes } from '../../pipeline/discovery/scoring/placeholders.ts';
import { loadUiIcons } from '../../pipeline/discovery/scoring/ui-icons.ts';
import { SOURCE_RELIABILITY } from '../../pipeline/discovery/reliability.ts';
import { SOCIAL_KINDS, WEBSITE_KINDS, type SourceKind } from '../../pipeline/discovery/sources.ts';
import { ICON_SIZES, showLogo } from './logos.ts';
import { createRng, type Rng } from './rng.ts';
import { banner, defaultAvatar, identicon, noise, photo } from './synthetic.ts';
import { letterTile, loginProvider, nearBlank, uiGlyph } from './web-negatives.ts';

export interface Example {
  kind: 'logo' | 'wordmark' | 'photo' | 'noise' | 'identicon' | 'default-avatar' | 'banner' | 'other-brand' | 'ui-glyph' | 'login-provider' | 'letter-tile' | 'near-blank';
  label: 0 | 1;
  x: number[];
  /** Likeness to the known placeholders and drawn share, which the scorer judges by rule before the model (score.ts). */
  placeholder: number;
  coverage: number;
  /** Likeness to other brands' sign-in and platform marks, and to interface glyphs (score.ts rules). */
  foreign: number;
  glyph: number;
  /** Likeness to the icon sets' interface icons (score.ts applies it wherever the picture comes from). */
  uiIcon: number;
  /** Met in the page's markup as a logo, where the glyph rule applies. */
  pageLogo: boolean;
}

const POSITIVE_KINDS: readonly Example['kind'][] = ['logo', 'wordmark'];
const LOGO_SLOT: readonly SourceKind[] = ['page-logo', 'page-logo', 'schema-logo'];
const WORDMARK_WIDTHS = [120, 160, 200, 240, 320, 480, 640] as const;

const TRAINING_MAX_PIXELS = 4_000_000;

interface Mark {
  svg: string;
  colours: string[];
  domain: string;
}

export async function generateExamples(seed: number, perClass: number): Promise<Example[]> {
  const rng = createRng(seed);
  const placeholders = await placeholderHashes();
  const known = await knownMarks();
  const icons = loadUiIcons();
  const brands = collectSeedBrands().brands;
  // The brands' marks as the catalog stores them: sanitised, so every one draws. Not the one-colour cib symbols: the
  // catalog keeps them beside a mark and sites do not show them as theirs; with them in, a refit rated plain colour
  // marks under the threshold.
  const marks: Mark[] = brands
    .flatMap((brand) => brand.assets.filter((asset) => asset.theme === 'light' && asset.variant !== 'logo' && asset.provenance.source !== 'iconify-cib').slice(0, 1).map((asset) => ({ svg: sanitiseSvg(asset.svg), colours: brand.colors.map((c) => c.hex), domain: brand.domain })))
    .sort((a, b) => a.svg.localeCompare(b.svg));
  rng.shuffle(marks);
  const wordmarks: Mark[] = brands
    .flatMap((brand) => brand.assets.filter((asset) => asset.theme === 'light' && asset.variant === 'logo').slice(0, 1).map((asset) => ({ svg: sanitiseSvg(asset.svg), colours: brand.colors.map((c) => c.hex), domain: brand.domain })))
    .sort((a, b) => a.svg.localeCompare(b.svg));
  rng.shuffle(wordmarks);
  const examples: Example[] = [];
  const add = async (kind: Example['kind'], bytes: Buffer, context: CandidateContext & { source: SourceKind }) => {
    try {
      const image = await decodeImage(bytes, TRAINING_MAX_PIXELS);
      const features = featuresOf(image, context, placeholders, known, icons);
      const { placeholder, coverage, foreign, glyph, uiIcon } = features;
      examples.push({ kind, label: POSITIVE_KINDS.includes(kind) ? 1 : 0, x: vectorOf(features), placeholder, coverage, foreign, glyph, uiIcon, pageLogo: context.source === 'page-logo' });
    } catch {
      // A mark sharp cannot render is no example of anything.
    }
  };
  let next = 0;
  const mark = () => marks[next++ % marks.length]!;

  for (let i = 0; i < perClass * 5; i++) {
    const own = mark();
    // Once the page's logo context is read strictly, its logo slot holds the brand's mark more often than not.
    const kind = rng.next() < 0.4 ? rng.pick(LOGO_SLOT) : rng.pick([...WEBSITE_KINDS, ...SOCIAL_KINDS]);
    await add('logo', await showLogo(rng, own.svg, own.colours[0]), contextFor(rng, kind, own, true));
  }
  for (let i = 0; i < perClass; i++) {
    const [w, h] = rng.pick([[64, 64], [128, 128], [180, 180], [256, 256], [400, 400], [512, 512], [640, 480], [800, 450]] as const);
    await add('photo', await photo(rng, w, h), contextFor(rng, rng.pick<SourceKind>(['og-image', 'instagram', 'facebook', 'x', 'icon']), mark(), true));
    await add('noise', await noise(rng, rng.pick(ICON_SIZES), rng.pick(ICON_SIZES)), contextFor(rng, rng.pick([...WEBSITE_KINDS, ...SOCIAL_KINDS]), mark(), true));
    const avatarKind = rng.pick<SourceKind>(SOCIAL_KINDS);
    await add('identicon', await identicon(rng, rng.pick(ICON_SIZES)), contextFor(rng, avatarKind, mark(), true));
    await add('default-avatar', await defaultAvatar(rng, rng.pick(ICON_SIZES)), contextFor(rng, avatarKind, mark(), true));
    await add('banner', await banner(rng, rng.next() < 0.6 ? mark().svg : undefined), contextFor(rng, rng.pick<SourceKind>(['og-image', 'og-image', 'x', 'linkedin']), mark(), true));
    // Someone else's mark: a partner's profile linked from the site, or a customer logo on the page.
    const other = mark();
    await add('other-brand', await showLogo(rng, other.svg, other.colours[0]), contextFor(rng, rng.pick([...WEBSITE_KINDS, ...SOCIAL_KINDS]), mark(), false));
    // What a page's "logo" places hold that is not the brand's mark, met with the site's own colours and handle.
    const site = mark();
    // Glyphs stand in the page's markup beside the logo (a header's menu, search and cart); JSON-LD never names one as
    // the organisation's logo, and now and then a site links a generic one as its icon.
    await add('ui-glyph', await uiGlyph(rng, site.colours[0]), contextFor(rng, rng.pick<SourceKind>(['page-logo', 'page-logo', 'page-logo', 'icon']), site, true));
    await add('login-provider', await loginProvider(rng), contextFor(rng, rng.pick(LOGO_SLOT), site, true));
    await add('letter-tile', await letterTile(rng), contextFor(rng, rng.pick<SourceKind>(['page-logo', 'favicon', 'icon', 'x', 'github']), site, true));
    await add('near-blank', await nearBlank(rng), contextFor(rng, rng.pick<SourceKind>([...LOGO_SLOT, 'icon', 'favicon']), site, true));
    // A social card or hero image where the page's logo should be: wide, judged as a wordmark would be.
    await add('banner', await banner(rng, rng.next() < 0.6 ? site.svg : undefined), { ...contextFor(rng, rng.pick(LOGO_SLOT), site, true), shape: 'logo' });
  }
  for (let i = 0; i < perClass * 2 && wordmarks.length > 0; i++) {
    const own = wordmarks[i % wordmarks.length]!;
    await add('wordmark', await showWordmark(rng, own.svg), { ...contextFor(rng, rng.pick(LOGO_SLOT), own, true), shape: 'logo' });
  }
  return examples;
}

/** A wordmark as headers show it: the bare SVG, or a transparent or white-backed PNG a few hundred pixels wide. */
async function showWordmark(rng: Rng, svg: string): Promise<Buffer> {
  if (rng.next() < 0.35) return Buffer.from(svg);
  const width = rng.pick(WORDMARK_WIDTHS);
  const rendered = sharp(Buffer.from(svg), { density: 300 }).resize({ width });
  return rng.next() < 0.7 ? rendered.png().toBuffer() : rendered.flatten({ background: '#ffffff' }).png().toBuffer();
}

function contextFor(rng: Rng, kind: SourceKind, site: Mark, rightProfile: boolean): CandidateContext & { source: SourceKind } {
  const website = WEBSITE_KINDS.includes(kind);
  const handle = website ? 1 : rightProfile ? 0.6 + rng.next() * 0.4 : rng.next() * 0.5;
  // A third of the brands discovery meets have no known colours.
  return { reliability: SOURCE_RELIABILITY[kind], handle, brandColours: rng.next() < 0.33 ? [] : site.colours, domain: site.domain, source: kind };
}
