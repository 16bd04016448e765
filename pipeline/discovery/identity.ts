// Whose mark a candidate is. A class named "logo" says "a logo", not "this brand's logo": each candidate carries the
// evidence that it is the brand's own (the site declares it as its icon, it is the link home, its words name the
// brand) or another's (a link around it to another site, its words name someone else, it stands in a section about
// others or after words that introduce them). Another's is never stored; an image without own evidence only fills a
// slot nothing with own evidence fills (choose.ts).
import type { Brand } from '../../catalog/types.ts';
import { DECLARED_ICON_KINDS, SOCIAL_KINDS } from './sources.ts';
import type { CandidateSource } from './types.ts';
import type { SitePage } from './website/site-page.ts';
import { siteNameOf } from './website/whose-place.ts';

export interface Evidence {
  /** Why it is the brand's own, in words an operator can check. */
  own: string[];
  /** Why it is someone else's. */
  another: string[];
}

/** The words the brand goes by: the domain's name, the catalog's, the site's own (og:site_name, JSON-LD, the manifest,
 * the <title>). */
export interface BrandNames {
  /** The registrable name of the domain ("caddyserver"). */
  site: string;
  words: ReadonlySet<string>;
}

/** Words of labels and file names that name nothing: what an image is, where it stands, how it is drawn. */
const GENERIC = new Set([
  'logo', 'logos', 'logotype', 'logotipo', 'icon', 'image', 'img', 'picture', 'graphic', 'brand', 'branding', 'brandmark', 'wordmark', 'mark',
  'symbol', 'emblem', 'lockup', 'badge', 'favicon', 'home', 'homepage', 'startseite', 'accueil', 'inicio', 'page', 'site', 'website', 'web',
  'main', 'back', 'return', 'go', 'to', 'the', 'of', 'and', 'for', 'our', 'your', 'at', 'in', 'on', 'by', 'with', 'from', 'official', 'link',
  'header', 'footer', 'nav', 'navbar', 'navigation', 'menu', 'top', 'bottom', 'sidebar', 'sticky', 'mobile', 'desktop', 'small', 'large',
  'big', 'full', 'mini', 'horizontal', 'vertical', 'stacked', 'primary', 'secondary', 'default', 'alt', 'new', 'old', 'light', 'dark', 'white',
  'black', 'color', 'colour', 'colored', 'coloured', 'mono', 'monochrome', 'inverse', 'inverted', 'reversed', 'negative', 'positive',
  'transparent', 'retina', 'hires', 'print', 'svg', 'png', 'jpg', 'webp', 'text', 'type', 'simple', 'simplified', 'original', 'blue', 'red',
  'green', 'orange', 'yellow', 'purple', 'grey', 'gray', 'rgb', 'cmyk', 'flat', 'outline', 'filled', 'solid', 'square', 'round', 'circle',
  'company', 'corporate', 'app', 'application', 'company', 'la', 'le', 'el', 'de', 'der', 'die', 'das', 'zur', 'du', 'des', 'van', 'het',
]);

const words = (text: string) => text.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').split(/[^\p{L}\p{N}]+/u).filter(Boolean);
/** A word that can name someone: letters of the Latin alphabet (a word in another script is weighed by nobody here). */
const isNameWord = (word: string) => /^[a-z]{2,}$/.test(word) && !GENERIC.has(word);

export function brandNamesOf(domain: string, brand: Brand | undefined, page: SitePage | undefined, manifestNames: readonly string[] = []): BrandNames {
  const site = siteNameOf(`https://${domain}/`) ?? domain;
  // Not the <title> nor JSON-LD: they often name the publisher, a parent agency or a company behind the site.
  const siteNames = page?.facts.names.filter((n) => n.from !== 'json-ld').map((n) => n.value) ?? [];
  const texts = [site, ...domain.split('.'), brand?.name ?? '', ...siteNames, ...manifestNames];
  return { site, words: new Set(texts.flatMap(words).filter(isNameWord)) };
}

/** Whether words name the brand: one of its words, or the domain's name spelled in them ("Caddy" on caddyserver.com,
 * "Caddy Server" joined). */
function namesBrand(text: string, names: BrandNames): boolean {
  const said = words(text);
  if (said.some((word) => word.length >= 3 && (names.words.has(word) || names.site.startsWith(word)))) return true;
  // Spelled across words ("Caddy Server"); a short name only as the whole label, not inside a longer word.
  const joined = said.join('');
  return joined === names.site || (names.site.length >= 6 && joined.includes(names.site));
}

/** Lower-case words a name may hold ("GSA logo", "Office of ..."); any other lower-case word makes a phrase. */
const NAME_PARTICLES = new Set(['logo', 'logos', 'icon', 'of', 'the', 'and', 'de', 'des', 'du', 'la', 'le', 'der', 'die', 'das', 'von', 'van', 'y', 'e', 'et', 'für']);

/** Whether a label is another's name: short ("GSA logo", "OpenJS Foundation"), every word a capitalised name or a
 * particle, and none of them the brand's. A phrase ("Click here to refresh", "Visualization with Python") names nobody. */
function namesAnother(label: string, names: BrandNames): boolean {
  const tokens = label.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const named = tokens.filter((token) => isNameWord(token.toLowerCase()) && token.length >= 2);
  const nameLike = tokens.every((token) => /^[\p{Lu}\p{N}]/u.test(token) || NAME_PARTICLES.has(token));
  return tokens.length <= 4 && nameLike && named.some((token) => token.length >= 3) && !namesBrand(label, names);
}

/** "gsa" in GSA-logo.svg, "zerossl" in id="zerossl-logo": the name a file or an id gives the logo it holds. */
function nameBeforeLogo(text: string): string | undefined {
  const match = /(?:^|[^a-z0-9])([a-z]{2,})[-_.]+logo(?:$|[^a-z])/i.exec(text);
  return match && isNameWord(match[1]!.toLowerCase()) ? match[1] : undefined;
}

const fileOf = (url: string) => decodeURIComponent(url.split(/[?#]/)[0]!.split('/').pop() ?? '').replace(/\.[a-z0-9]+$/i, '');

export function evidenceOf(source: CandidateSource, names: BrandNames): Evidence {
  const own: string[] = [];
  const another: string[] = [];
  if (DECLARED_ICON_KINDS.includes(source.kind) || source.declared) own.push(`the site declares it as its icon (${source.kind})`);
  if (source.kind === 'schema-logo') own.push("the site's structured data names it its logo");
  if (source.kind === 'bimi') own.push("the domain's BIMI record");
  if (SOCIAL_KINDS.includes(source.kind)) own.push(`the brand's profile on ${source.kind}`);
  const facts = source.facts;
  if (!facts) return { own, another };
  if (facts.home) own.push("it is the site's link home");
  if (facts.linksTo) another.push(`it links to another site (${facts.linksTo})`);
  const file = source.inline ? '' : fileOf(source.url);
  for (const [what, text] of [['label', facts.label], ['file name', file], ['id or class', facts.marks]] as const) {
    if (text && namesBrand(text, names)) own.push(`its ${what} names the brand (${JSON.stringify(text.slice(0, 60))})`);
  }
  const namedOwn = own.length > 0;
  // A link home holds the site's own mark whatever its words or section say; elsewhere they decide.
  if (facts.home) return { own, another };
  if (facts.section) another.push(`it stands in a section about others (${facts.section})`);
  if (facts.introduced) another.push(`words before it introduce someone else (${JSON.stringify(facts.introduced)})`);
  // Its own words weigh only where none of them names the brand ("Haskell" in an "alternative-logo").
  if (namedOwn) return { own, another };
  if (facts.label && namesAnother(facts.label, names)) another.push(`its label names someone else (${JSON.stringify(facts.label.slice(0, 60))})`);
  const named = nameBeforeLogo(file);
  if (named) another.push(`its file is named as ${named}'s logo (${JSON.stringify(file.slice(0, 60))})`);
  return { own, another: [...new Set(another)] };
}
