// The compat routes in the OpenAPI document, under their own tag: what each peer's URL is and what it stands for.
import { createRoute, z, type RouteConfig } from '@hono/zod-openapi';
import { gatedErrors, invalid, notFound, security } from '../schemas/common.ts';
import { imageResponses } from '../schemas/logo-route.ts';

export const COMPAT_TAG = 'Compatibility';

const link = { Link: { description: 'the native URL this answer stands for, in angle brackets with rel="canonical" (without the key)', schema: { type: 'string' as const } } };
const image = { ...imageResponses, 200: { ...imageResponses[200], headers: { ...imageResponses[200].headers, ...link } } };
const text = (description: string, example: string) => z.string().openapi({ description, example });
const optional = (description: string, example: string) => text(description, example).optional();

function route(path: string, summary: string, description: string, request: RouteConfig['request'], extra: RouteConfig['responses'] = {}): RouteConfig {
  const responses = { ...image, ...invalid('INVALID_PARAMETER or INVALID_DOMAIN, naming the parameter; DUPLICATE_PARAMETER for a parameter named twice'), ...notFound('LOGO_NOT_FOUND (the peer\'s 404)'), ...gatedErrors, ...extra };
  return createRoute({ method: 'get', path, tags: [COMPAT_TAG], summary, description: `${description} Also at the root of a host COMPAT_HOSTS maps to the service (docs/migrating.md). ?token= is the caller's API key on every form (a pk_ one is ignored).`, security, request, responses });
}

const domain = z.object({ domain: text('domain of the brand', 'stripe.com') });

export const COMPAT_ROUTES: RouteConfig[] = [
  route('/clearbit/{domain}', "Clearbit Logo API's form", 'logo.clearbit.com/{domain}: PNG of 128 px by default; a domain without a logo is a 404, never a placeholder.', {
    params: domain,
    query: z.object({ size: optional('longest side, 16 to 1024', '64'), format: optional('png (default) or jpg', 'png'), greyscale: optional('true for grey', 'true') }),
  }),
  route('/logodev/{domain}', "logo.dev's form (also /logo.dev/…, /logodev/name/…, /ticker/…, /crypto/…)", 'img.logo.dev/{domain}: JPEG of 128 px with a monogram by default; token= is an API key (a pk_ key is left out: the page decides).', {
    params: domain,
    query: z.object({
      token: optional('API key (la_…), as on every form; a logo.dev publishable key (pk_…) is ignored', 'la_…'),
      size: optional('16 to 1024, default 128', '64'),
      format: optional('jpg (default), png, webp or svg', 'png'),
      theme: optional('auto, light or dark (for dark backgrounds)', 'dark'),
      greyscale: optional('boolean', 'true'),
      retina: optional('boolean', 'true'),
      fallback: optional('monogram (default) or 404', '404'),
    }),
  }),
  route('/brandfetch/{identifier}', "Brandfetch Logo API's form", 'cdn.brandfetch.io/{identifier}/w/{w}/h/{h}/theme/{t}/fallback/{f}/type/{t}: WebP; the identifier a domain, ticker, ISIN (404) or coin, detected in that order unless a domain/, ticker/, isin/ or crypto/ segment names it; theme/dark is the dark logo for light backgrounds.', {
    params: z.object({ identifier: text('domain, ticker or coin, with the optional path options after it', 'nike.com/w/64/theme/dark') }),
    query: z.object({ c: optional('the caller\'s API key, when token is absent', 'la_…') }),
  }),
  route('/s2/favicons', "Google's favicon service form", 'www.google.com/s2/favicons: the icon as PNG of sz pixels (16 by default); an unknown site gets the monogram.', {
    query: z.object({ domain: optional('the site', 'stripe.com'), domain_url: optional('the site as a URL, when domain is absent', 'https://stripe.com'), sz: optional('pixels, 16 to 1024', '64') }),
  }),
  route('/ip3/{file}', "DuckDuckGo's favicon service form", 'icons.duckduckgo.com/ip3/{domain}.ico: an ICO of 32 px (a PNG inside); an unknown site is a 404.', {
    params: z.object({ file: text('{domain}.ico', 'stripe.com.ico') }),
  }, { 200: { ...image[200], content: { 'image/x-icon': { schema: { type: 'string', format: 'binary' } } } } }),
  route('/icon', "besticon's form", 'besticon /icon: the icon of the perfect size in the first accepted format served (png, svg, jpg, ico), else a monogram, or a redirect to fallback_icon_url.', {
    query: z.object({
      url: text('the site', 'https://stripe.com'),
      size: text('min..perfect..max, or one size', '32..64..128'),
      formats: optional('comma-separated: png, ico, gif, jpg, svg (gif alone is refused)', 'png,ico'),
      fallback_icon_url: optional('https URL to redirect to when there is no icon', 'https://cdn.example.com/icon.png'),
      fallback_icon_color: optional('hex colour, accepted and not applied', 'ff0000'),
    }),
  }),
  route('/allicons.json', "besticon's icon list", 'besticon /allicons.json: the brand\'s stored icons as native URLs; none for an unknown site.', { query: z.object({ url: text('the site', 'stripe.com') }) }, {
    200: { description: '{url, icons: [{url, width, height, format, variant, theme}]}', headers: link, content: { 'application/json': { schema: z.object({ url: z.string(), icons: z.array(z.object({ url: z.string() })) }) } } },
  }),
  route('/unavatar/{domain}', "unavatar's domain form (also /unavatar/clearbit/…, /unavatar/google/…)", 'unavatar.io/{domain}: the icon as PNG of 128 px, a monogram for an unknown domain; fallback=false is a 404, an https URL a redirect.', {
    params: domain,
    query: z.object({ fallback: optional('false, or an https URL', 'false') }),
  }),
];
