// The domain's own website: the page's logos (structured data, then <img>/<svg> in document order), apple-touch
// icons largest first (and the conventional /apple-touch-icon.png when none is linked), icon links largest first,
// dark-scheme icons, Safari's mask-icon, the manifest's icons, og:image, and /favicon.ico, which browsers ask for even
// when nothing links it.
import type { CandidateSource, Provider } from '../types.ts';
import { cssLogos } from '../website/css-logos.ts';
import { manifestIcons } from '../website/manifest.ts';
import { withSpriteFiles } from '../website/sprite-files.ts';
import { DECLARED_ICON_KINDS, type SourceKind } from '../sources.ts';

const MAX_PER_KIND = 3;
/** An apple-touch-icon without sizes is Apple's default size. */
const APPLE_DEFAULT_SIZE = 180;

export const websiteProvider = (options: { siteUrl: (domain: string) => string }): Provider =>
  async function website(context) {
    const page = await context.homepage();
    const sources: CandidateSource[] = [];
    const add = (kind: SourceKind, url: string, extra: Partial<CandidateSource> = {}) => {
      const listed = sources.find((s) => s.url === url);
      // A header logo that the site also declares as its icon is both: its own mark, competing once.
      if (listed && DECLARED_ICON_KINDS.includes(kind)) listed.declared = true;
      if (listed || sources.filter((s) => s.kind === kind && !!s.dark === !!extra.dark).length >= MAX_PER_KIND) return;
      sources.push({ provider: 'website', kind, url, handle: 1, ...extra });
    };
    const root = new URL('/', page?.url ?? options.siteUrl(context.domain)).href;
    if (page) {
      // Inline logos drawn from a sprite file of the site's: the file is fetched and its element inlined.
      page.logos = await withSpriteFiles(context, page);
      for (const logo of page.logos) add(logo.strength >= 4 ? 'schema-logo' : 'page-logo', logo.url, { inline: logo.inline, dark: logo.dark || undefined, light: logo.light, loose: logo.loose, facts: logo.facts });
      // A logo place with no image: the site's own stylesheets may draw it.
      const drawn = page.logos.some((logo) => logo.strength < 4) ? [] : await cssLogos(context, page);
      for (const logo of drawn) add('page-logo', logo.url, { dark: logo.dark || undefined, facts: page.cssLogo?.facts });
      // Sorted by declared size before the cap: pages that list 57 to 180 px would otherwise keep only the smallest.
      const touch = page.icons.filter((i) => i.kind === 'apple-touch-icon').sort((a, b) => (b.size || APPLE_DEFAULT_SIZE) - (a.size || APPLE_DEFAULT_SIZE));
      for (const icon of touch) add('apple-touch-icon', icon.url);
      for (const icon of page.icons.filter((i) => i.kind === 'icon').sort((a, b) => b.size - a.size)) add('icon', icon.url, { dark: icon.dark || undefined });
      for (const icon of page.icons.filter((i) => i.kind === 'mask-icon')) add('mask-icon', icon.url, { tint: icon.colour });
      const manifest = await context.manifest();
      for (const icon of manifest ? manifestIcons(manifest.body.toString('utf8'), manifest.url) : []) add('manifest-icon', icon.url);
      for (const url of page.ogImages.slice(0, 1)) add('og-image', url);
    }
    // Browsers and iOS ask for these at the root when the page links none; some large sites keep their only big icon there.
    if (!sources.some((s) => s.kind === 'apple-touch-icon')) {
      add('apple-touch-icon', new URL('/apple-touch-icon.png', root).href);
      add('apple-touch-icon', new URL('/apple-touch-icon-precomposed.png', root).href);
    }
    add('favicon', new URL('/favicon.ico', root).href);
    return sources;
  };
