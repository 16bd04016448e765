// Labelled training examples, reproducible from a seed: seed-catalog marks as positives; photos, noise, identicons,
// default avatars, banners and other brands' marks as negatives. Each picture goes through the same decode and
// feature code as a real candidate, with a source context drawn the way discovery would meet it.
import { collectSeedBrands } from '../../seed/import.ts';
import { decodeImage } from '../image/decode.ts';
import { featuresOf, vectorOf, type CandidateContext } from '../scoring/features.ts';
import { placeholderHashes } from '../scoring/placeholders.ts';
import { SOCIAL_KINDS, SOURCE_RELIABILITY, WEBSITE_KINDS, type SourceKind } from '../sources.ts';
import { ICON_SIZES, showLogo } from './logos.ts';
import { createRng, type Rng } from './rng.ts';
import { banner, defaultAvatar, identicon, noise, photo } from './synthetic.ts';

export interface Example {
  kind: 'logo' | 'photo' | 'noise' | 'identicon' | 'default-avatar' | 'banner' | 'other-brand';
  label: 0 | 1;
  x: number[];
  /** Likeness to the known placeholders, which the scorer rejects by rule before the model (see score.ts). */
  placeholder: number;
}

const TRAINING_MAX_PIXELS = 4_000_000;

interface Mark {
  svg: string;
  colours: string[];
}

export async function generateExamples(seed: number, perClass: number): Promise<Example[]> {
  const rng = createRng(seed);
  const placeholders = await placeholderHashes();
  const marks: Mark[] = collectSeedBrands()
    .brands.flatMap((brand) => brand.assets.filter((asset) => asset.theme === 'light').slice(0, 1).map((asset) => ({ svg: asset.svg, colours: brand.colors.map((c) => c.hex) })))
    .sort((a, b) => a.svg.localeCompare(b.svg));
  rng.shuffle(marks);
  const examples: Example[] = [];
  const add = async (kind: Example['kind'], bytes: Buffer, context: CandidateContext) => {
    try {
      const image = await decodeImage(bytes, TRAINING_MAX_PIXELS);
      const features = featuresOf(image, context, placeholders);
      examples.push({ kind, label: kind === 'logo' ? 1 : 0, x: vectorOf(features), placeholder: features.placeholder });
    } catch {
      // A mark sharp cannot render is no example of anything.
    }
  };
  let next = 0;
  const mark = () => marks[next++ % marks.length]!;

  for (let i = 0; i < perClass * 5; i++) {
    const own = mark();
    await add('logo', await showLogo(rng, own.svg, own.colours[0]), contextFor(rng, rng.pick([...WEBSITE_KINDS, ...SOCIAL_KINDS]), own.colours, true));
  }
  for (let i = 0; i < perClass; i++) {
    const [w, h] = rng.pick([[64, 64], [128, 128], [180, 180], [256, 256], [400, 400], [512, 512], [640, 480], [800, 450]] as const);
    await add('photo', await photo(rng, w, h), contextFor(rng, rng.pick<SourceKind>(['og-image', 'instagram', 'facebook', 'x', 'icon']), mark().colours, true));
    await add('noise', await noise(rng, rng.pick(ICON_SIZES), rng.pick(ICON_SIZES)), contextFor(rng, rng.pick([...WEBSITE_KINDS, ...SOCIAL_KINDS]), mark().colours, true));
    const avatarKind = rng.pick<SourceKind>(SOCIAL_KINDS);
    await add('identicon', await identicon(rng, rng.pick(ICON_SIZES)), contextFor(rng, avatarKind, mark().colours, true));
    await add('default-avatar', await defaultAvatar(rng, rng.pick(ICON_SIZES)), contextFor(rng, avatarKind, mark().colours, true));
    await add('banner', await banner(rng, rng.next() < 0.6 ? mark().svg : undefined), contextFor(rng, rng.pick<SourceKind>(['og-image', 'og-image', 'x', 'linkedin']), mark().colours, true));
    // Someone else's mark: a partner's profile linked from the site, or a customer logo on the page.
    const other = mark();
    await add('other-brand', await showLogo(rng, other.svg, other.colours[0]), contextFor(rng, rng.pick([...WEBSITE_KINDS, ...SOCIAL_KINDS]), mark().colours, false));
  }
  return examples;
}

function contextFor(rng: Rng, kind: SourceKind, colours: string[], rightProfile: boolean): CandidateContext {
  const website = WEBSITE_KINDS.includes(kind);
  const handle = website ? 1 : rightProfile ? 0.6 + rng.next() * 0.4 : rng.next() * 0.5;
  // A third of the brands discovery meets have no known colours.
  return { reliability: SOURCE_RELIABILITY[kind], handle, brandColours: rng.next() < 0.33 ? [] : colours };
}
