// Brands as the catalog holds them after seed imports and discovery, for the brand page: one with every variant in
// several formats (and a hostile name), one known by its facts alone, one whose only logo is white for dark headers.
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { Asset, Brand, Provenance, SourceFormat, Theme, Variant } from '../../catalog/types.ts';
import { CONTENT_TYPES } from '../../pipeline/formats.ts';
import { sourceKey } from '../../pipeline/seed/import.ts';
import type { Deps } from '../../server/deps.ts';
import { markPng, markSvg } from './discovery-images.ts';
import { whiteMarkSvg, wordmarkSvg } from './site-images.ts';

type Stores = Pick<Deps, 'catalog' | 'storage'>;

export interface StoredLogo {
  variant: Variant;
  theme: Theme;
  format: SourceFormat;
  bytes: Buffer;
  provenance: Provenance;
}

/** Stores a source logo as the seed import and discovery do: the bytes under its source key, its record with its size. */
export async function storeLogo(stores: Stores, domain: string, logo: StoredLogo): Promise<Asset> {
  const meta = await sharp(logo.bytes).metadata();
  const partial = { domain, variant: logo.variant, theme: logo.theme, format: logo.format };
  const asset: Asset = {
    ...partial,
    storageKey: sourceKey(partial),
    contentHash: createHash('sha256').update(logo.bytes).digest('hex'),
    width: meta.width,
    height: meta.height,
    provenance: logo.provenance,
  };
  await stores.storage.put(asset.storageKey, logo.bytes, { contentType: CONTENT_TYPES[logo.format] });
  stores.catalog.upsertAsset(asset);
  return asset;
}

const brand = (fields: Partial<Brand> & Pick<Brand, 'domain' | 'name' | 'source'>): Brand => ({
  description: null,
  colors: [],
  socials: {},
  employees: null,
  gicsCode: null,
  ...fields,
});

export const FULL_BRAND = brand({
  domain: 'northwind-traders.com',
  // A name as a careless feed delivers it: markup and quotes that must come out as text everywhere.
  name: 'Northwind <script>alert("pwned")</script> Traders',
  description: 'Fine foods & <b>specialty</b> imports since 1994 — “from the docks to your door”.',
  colors: [
    { hex: '#0F6CBD', type: 'brand' },
    { hex: '#F2C811', type: 'accent' },
  ],
  socials: { x: 'https://x.com/northwindtraders', linkedin: 'javascript:alert(1)' },
  employees: 1200,
  gicsCode: '30101030',
  source: 'brand-file',
  factSources: { description: 'website meta description', 'socials.x': 'website json-ld sameAs' },
});

export const MONOGRAM_BRAND = brand({
  domain: 'quietharborpartners.com',
  name: 'Quiet Harbor Partners',
  description: 'Advisory firm for coastal infrastructure.',
  source: 'wikidata',
});

export const DARK_BRAND = brand({
  domain: 'nightowl-studio.com',
  name: 'Night Owl Studio',
  colors: [{ hex: '#0B1021', type: 'dark' }],
  source: 'discovery',
  factSources: { name: 'website json-ld', colors: 'website meta theme-color' },
});

/** The wordmark as a brand kit's dark version has it: the mark in colour, the lettering near white. */
const lightLettered = (colour: string, width: number) =>
  sharp(Buffer.from(wordmarkSvg(colour).replace('#1f2328', '#f9fafb')), { density: (72 * width) / 320 }).resize(width).png().toBuffer();

const discovered = (url: string, score: number): Provenance => ({ source: 'discovery', url, provider: 'website', score, discoveredAt: '2026-02-03T09:14:00.000Z' });

export async function addBrandPageFixtures(stores: Stores): Promise<void> {
  stores.catalog.upsertBrand(FULL_BRAND, ['northwind.com']);
  const icon = markSvg('#0F6CBD');
  const logos: StoredLogo[] = [
    { variant: 'icon', theme: 'light', format: 'svg', bytes: Buffer.from(icon), provenance: { source: 'brand-file', url: 'https://northwind-traders.com/press/logo-kit.zip' } },
    { variant: 'icon', theme: 'light', format: 'png', bytes: await markPng('#0F6CBD', 180), provenance: discovered('https://northwind-traders.com/apple-touch-icon.png', 0.91) },
    { variant: 'logo', theme: 'light', format: 'svg', bytes: Buffer.from(wordmarkSvg('#0F6CBD')), provenance: discovered('javascript:void(0)', 0.84) },
    { variant: 'logo', theme: 'dark', format: 'png', bytes: await lightLettered('#F2C811', 480), provenance: { source: 'brand-file', derivedFrom: 'light', note: 'lettering lightened for dark headers' } },
    { variant: 'symbol', theme: 'light', format: 'webp', bytes: await sharp(await markPng('#0F6CBD', 96)).webp().toBuffer(), provenance: discovered('https://cdn.northwind-traders.com/img/mark.webp?v=3', 0.77) },
  ];
  for (const logo of logos) await storeLogo(stores, FULL_BRAND.domain, logo);

  stores.catalog.upsertBrand(MONOGRAM_BRAND);

  stores.catalog.upsertBrand(DARK_BRAND);
  const white = `<svg xmlns="http://www.w3.org/2000/svg"${whiteMarkSvg.slice(4)}`;
  await storeLogo(stores, DARK_BRAND.domain, { variant: 'logo', theme: 'dark', format: 'svg', bytes: Buffer.from(white), provenance: { ...discovered('https://nightowl-studio.com/', 0.88), note: 'inline SVG in a dark header' } });
}
