// The domain's own website: logo images and inline SVG logos on the home page, apple-touch-icon, icon links, the
// manifest's icons, og:image, and /favicon.ico, which browsers ask for even when nothing links it.
import type { CandidateSource, Provider } from '../types.ts';
import { manifestIcons } from '../website/manifest.ts';
import type { SourceKind } from '../sources.ts';

const MAX_PER_KIND = 3;

export const websiteProvider = (options: { siteUrl: (domain: string) => string }): Provider =>
  async function website(context) {
    const page = await context.homepage();
    const sources: CandidateSource[] = [];
    const add = (kind: SourceKind, url: string, inline?: Buffer) => {
      if (sources.filter((s) => s.kind === kind).length >= MAX_PER_KIND || sources.some((s) => s.url === url)) return;
      sources.push({ provider: 'website', kind, url, inline, handle: 1 });
    };
    if (page) {
      page.inlineSvgs.forEach((svg, i) => add('page-logo', `${page.url}#inline-svg-${i + 1}`, Buffer.from(withSvgNamespace(svg))));
      for (const url of page.logoImages) add('page-logo', url);
      for (const icon of page.icons.filter((i) => i.kind === 'apple-touch-icon')) add('apple-touch-icon', icon.url);
      for (const icon of page.icons.filter((i) => i.kind === 'icon').sort((a, b) => b.size - a.size)) add('icon', icon.url);
      if (page.manifest) {
        // A missing or broken manifest is common and costs only its icons.
        const manifest = await context.fetch(page.manifest, 'application/manifest+json, application/json').catch(() => undefined);
        for (const icon of manifest ? manifestIcons(manifest.body.toString('utf8'), manifest.url) : []) add('manifest-icon', icon.url);
      }
      for (const url of page.ogImages.slice(0, 1)) add('og-image', url);
    }
    add('favicon', new URL('/favicon.ico', page?.url ?? options.siteUrl(context.domain)).href);
    return sources;
  };

// SVG inside HTML needs no namespace; as a standalone document it does, or nothing renders it.
function withSvgNamespace(svg: string): string {
  return /<svg\b[^>]*\sxmlns=/i.test(svg) ? svg : svg.replace(/<svg\b/i, '<svg xmlns="http://www.w3.org/2000/svg"');
}
