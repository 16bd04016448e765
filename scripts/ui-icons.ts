// Writes pipeline/discovery/scoring/ui-icons.json, the interface icons discovery refuses by shape (scoring/ui-icons.ts):
// every icon of the UI icon sets, drawn and shape-hashed, less what a brand's mark or a simple real logo could be.
//   node --import tsx scripts/ui-icons.ts
// Left out: the sets' brand icons (by their category or name, or a name a brand icon set gives a brand), their plain
// shapes, letters and digits (a circle, a square, "A", "1" in a box: what simple real marks are made of), and every
// icon whose shape comes close to one of those or to a brand's mark in Simple Icons, Font Awesome Brands, Boxicons'
// logos, CoreUI Brands or SVG Logos. The packages are devDependencies: only this script reads them.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import * as simpleIcons from 'simple-icons';
import { shapesOfSvg } from '../pipeline/discovery/scoring/known-marks.ts';
import type { ShapeHashes } from '../pipeline/discovery/scoring/shape-hash.ts';
import { recordOf, UI_ICONS_FILE, uiIconsOf, type UiIconsFile } from '../pipeline/discovery/scoring/ui-icons.ts';

const require = createRequire(import.meta.url);

interface UiSet {
  prefix: string;
  /** Categories (the package's metadata.json) whose icons are brands' marks. */
  brands?: readonly string[];
  /** Categories of plain shapes, letters and digits. */
  plain?: readonly string[];
}

export const UI_SETS: readonly UiSet[] = [
  { prefix: 'material-symbols' },
  { prefix: 'ic' },
  { prefix: 'mdi', brands: ['Brand / Logo', 'Social Media', 'Developer / Languages'], plain: ['Alpha / Numeric', 'Shape'] },
  { prefix: 'lucide' },
  { prefix: 'tabler' },
  { prefix: 'fa6-solid', plain: ['Shapes'] },
  { prefix: 'fa6-regular', plain: ['Shapes'] },
  { prefix: 'bi' },
  { prefix: 'heroicons' },
  { prefix: 'ph' },
  { prefix: 'ri', brands: ['Logos'] },
  { prefix: 'octicon' },
  { prefix: 'carbon', brands: ['Brand'] },
];

/** Iconify sets of nothing but brands' marks, beside Simple Icons. */
const BRAND_SETS = ['fa6-brands', 'bxl', 'cib', 'logos'];

/** An icon closer than this (bits of 128) to a brand's mark or a plain shape is left out. The rule refuses at 4 bits
 * or fewer (score.ts), so a mark within 6 bits of its Simple Icons drawing is never refused. */
export const NEAR_LEFT_OUT = 10;

/** Name parts that say how an icon is drawn, not what it draws. */
const STYLE = new Set('outline outlined rounded round sharp fill filled solid line bold thin light duotone twotone baseline regular 12 16 20 24 32 48 96'.split(' '));
/** Name parts of brand icons that say how the mark is framed, not whose it is. */
const FRAME = new Set('square circle box alt plain wordmark icon brand logo original official mark simple color colored horizontal vertical symbol variant'.split(' '));
/** Plain shapes: an icon named only with these (and style) draws nothing a real mark could not be. */
const SHAPES = new Set('circle circles square squares triangle rectangle rect hexagon octagon pentagon oval ellipse diamond rhombus dot dots point shape shapes box blank stop record lens crop primitive fiber manual radio button unchecked checked checkbox check full half empty small large'.split(' '));
/** Name parts of icons that draw letters, digits or type. */
const TEXT = new Set('letter letters alpha alphabet numeric number numbers num counter looks abc 123 font fonts typography parking pi sigma omega'.split(' '));

interface IconifySet {
  icons: Record<string, { body: string; width?: number; height?: number; left?: number; top?: number }>;
  width?: number;
  height?: number;
}

function readSet(prefix: string): { icons: IconifySet; categories: Record<string, string[]>; info: { name: string; license: { spdx: string } }; version: string } {
  const read = (file: string) => JSON.parse(readFileSync(require.resolve(`@iconify-json/${prefix}/${file}`), 'utf8'));
  return { icons: read('icons.json'), categories: read('metadata.json').categories ?? {}, info: read('info.json'), version: read('package.json').version };
}

/** An icon of an installed @iconify-json set as the index draws it. */
export function iconSvg(prefix: string, name: string): string {
  const { icons } = readSet(prefix);
  if (!icons.icons[name]) throw new Error(`@iconify-json/${prefix} has no icon ${name}`);
  return svgOf(icons, name);
}

function svgOf(set: IconifySet, name: string): string {
  const icon = set.icons[name]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${icon.left ?? 0} ${icon.top ?? 0} ${icon.width ?? set.width ?? 16} ${icon.height ?? set.height ?? 16}">${icon.body}</svg>`;
}

const parts = (name: string) => name.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
/** What a brand icon's name says of whose it is: "brand-github", "github-fill" and "square-github" are all "github". */
const brandKey = (name: string) => parts(name).filter((part) => !STYLE.has(part) && !FRAME.has(part)).join('');

/** The names brand icon sets give brands, as brandKey reads them. */
function brandNames(): Set<string> {
  const names = new Set<string>();
  for (const icon of Object.values(simpleIcons as unknown as Record<string, { slug?: string; title?: string }>)) {
    if (icon.slug) names.add(brandKey(icon.slug));
    if (icon.title) names.add(brandKey(icon.title));
  }
  for (const prefix of BRAND_SETS) for (const name of Object.keys(readSet(prefix).icons.icons)) names.add(brandKey(name));
  names.delete('');
  return names;
}

/** Why an icon is left out by its category or name, or undefined when it is kept (for now: its shape decides next). */
export function leftOutByName(set: UiSet, name: string, categories: readonly string[], brands: ReadonlySet<string>): 'brand' | 'plain' | undefined {
  const words = parts(name);
  if (categories.some((category) => set.brands?.includes(category)) || words.includes('brand') || words.includes('logo')) return 'brand';
  if (brands.has(brandKey(name))) return 'brand';
  const drawn = words.filter((part) => !STYLE.has(part));
  const isLetter = (part: string) => /^[a-wyz]$/.test(part);
  if (categories.some((category) => set.plain?.includes(category)) || drawn.some((part) => isLetter(part) || TEXT.has(part)) || /^[0-9]/.test(drawn[0] ?? '')) return 'plain';
  if (drawn.every((part) => SHAPES.has(part) || /^[0-9]+$/.test(part))) return 'plain';
  return undefined;
}

async function drawAll(svgs: readonly string[]): Promise<(ShapeHashes | undefined)[]> {
  const shapes: (ShapeHashes | undefined)[] = new Array(svgs.length);
  let next = 0;
  const worker = async () => {
    for (let at = next++; at < svgs.length; at = next++) shapes[at] = await shapesOfSvg(svgs[at]!).catch(() => undefined);
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  return shapes;
}

function brandMarks(): string[] {
  const svgs: string[] = [];
  for (const icon of Object.values(simpleIcons as unknown as Record<string, { path?: string }>)) if (icon.path) svgs.push(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="${icon.path}"/></svg>`);
  for (const prefix of BRAND_SETS) {
    const { icons } = readSet(prefix);
    for (const name of Object.keys(icons.icons)) svgs.push(svgOf(icons, name));
  }
  return svgs;
}

const records = (shapes: readonly (ShapeHashes | undefined)[]) => uiIconsOf(Buffer.concat(shapes.filter((s) => s !== undefined).map(recordOf)).toString('base64'));

export async function uiIconsText(log: (line: string) => void = () => {}): Promise<string> {
  const brands = brandNames();
  const leftOut: Record<string, number> = { 'a brand icon': 0, 'a plain shape, letter or digit': 0, 'no shape to match by': 0, 'near a brand mark': 0, 'near a plain shape': 0 };
  const kept: { set: number; svg: string }[] = [];
  const plain: string[] = [];
  const sets = UI_SETS.map((set, at) => {
    const { icons, categories, info, version } = readSet(set.prefix);
    const categoriesOf = new Map<string, string[]>();
    for (const [category, names] of Object.entries(categories)) for (const name of names) categoriesOf.set(name, [...(categoriesOf.get(name) ?? []), category]);
    for (const name of Object.keys(icons.icons).sort()) {
      const why = leftOutByName(set, name, categoriesOf.get(name) ?? [], brands);
      if (why === 'brand') leftOut['a brand icon']!++;
      else if (why === 'plain') plain.push(svgOf(icons, name));
      else kept.push({ set: at, svg: svgOf(icons, name) });
    }
    return { prefix: set.prefix, name: info.name, package: `@iconify-json/${set.prefix}@${version}`, licence: info.license.spdx, icons: Object.keys(icons.icons).length, kept: 0 };
  });
  leftOut['a plain shape, letter or digit'] = plain.length;
  log(`drawing ${kept.length} icons, ${plain.length} plain shapes and the brands' marks`);
  const [shapes, plainIndex, brandIndex] = [await drawAll(kept.map((icon) => icon.svg)), records(await drawAll(plain)), records(await drawAll(brandMarks()))];
  const chosen = new Map<string, Buffer>();
  shapes.forEach((shape, at) => {
    if (!shape) return void leftOut['no shape to match by']!++;
    if (brandIndex.nearest(shape, NEAR_LEFT_OUT) !== undefined) return void leftOut['near a brand mark']!++;
    if (plainIndex.nearest(shape, NEAR_LEFT_OUT) !== undefined) return void leftOut['near a plain shape']!++;
    sets[kept[at]!.set]!.kept++;
    const record = recordOf(shape);
    chosen.set(record.toString('hex'), record);
  });
  const file: UiIconsFile = {
    about: `Interface icons discovery refuses by shape (scoring/ui-icons.ts), written by scripts/ui-icons.ts from the icon sets below: ${chosen.size} distinct shapes, each the across and down difference hash (scoring/shape-hash.ts) of an icon drawn in black, 8 bytes each, big-endian, sorted, base64. Left out: brand icons, plain shapes, letters and digits, and icons within ${NEAR_LEFT_OUT} bits of one of those or of a mark in Simple Icons or a brand icon set (${BRAND_SETS.join(', ')}).`,
    sets,
    leftOut,
    hashes: Buffer.concat([...chosen.keys()].sort().map((key) => chosen.get(key)!)).toString('base64'),
  };
  return `${JSON.stringify(file, null, 1)}\n`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = performance.now();
  writeFileSync(UI_ICONS_FILE, await uiIconsText(console.log));
  console.log(`wrote ${UI_ICONS_FILE.pathname} in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}
