// Older URL forms answer 301 to the canonical /v1/:domain?… URL, keeping every other query parameter.
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { VARIANTS } from '../../catalog/types.ts';
import { OUTPUT_FORMATS } from '../../pipeline/formats.ts';
import { THEME_CHOICES } from '../../pipeline/logo/request.ts';
import { documented, type App } from '../http/documented.ts';
import type { AppEnv } from '../gate/request-context.ts';
import { ApiError } from '../http/errors.ts';
import { invalid } from '../schemas/common.ts';

const EXTENSIONS: Record<string, string> = Object.fromEntries([...OUTPUT_FORMATS.map((f) => [f, f]), ['jpeg', 'jpg']]);
// Domains of legacy URLs contain a dot, which keeps /v1/brand/… and /v1/name/… out of these patterns.
const DOTTED = '[^/]+\\.[^/]+';

const redirectResponse = {
  301: { description: 'moved to /v1/{domain} with the same query parameters', headers: { Location: { schema: { type: 'string' as const } } } },
  ...invalid('INVALID_PARAMETER'),
};
const domain = z.string().openapi({ description: 'domain, URL or alias of the brand', example: 'stripe.com' });
const file = z.string().openapi({ description: '<variant>.<extension>', example: 'logo.png' });

const themedFileRoute = createRoute({
  method: 'get',
  path: '/v1/{domain}/theme/{theme}/{file}',
  summary: 'Legacy form of a themed logo URL',
  description: 'Answers 301 to /v1/{domain}?variant=…&format=…&theme=… and keeps every other query parameter; .jpeg is accepted as jpg.',
  request: { params: z.object({ domain, theme: z.enum(THEME_CHOICES).openapi({ description: 'auto, light or dark', example: 'dark' }), file }) },
  responses: redirectResponse,
});
const fileRoute = createRoute({
  method: 'get',
  path: '/v1/{domain}/{file}',
  summary: 'Legacy form of a logo URL',
  description: 'Answers 301 to /v1/{domain}?variant=…&format=… and keeps every other query parameter: /v1/stripe.com/logo.png is /v1/stripe.com?variant=logo&format=png.',
  request: { params: z.object({ domain, file }) },
  responses: redirectResponse,
});
const bareDomainRoute = createRoute({
  method: 'get',
  path: '/{domain}',
  summary: 'Legacy form without /v1',
  description: 'Answers 301 to /v1/{domain} with the same query parameters.',
  request: { params: z.object({ domain }) },
  responses: redirectResponse,
});

export function registerLegacyRedirects(app: App): void {
  documented(app, themedFileRoute, function themedFileRedirect(c) {
    const theme = c.req.param('theme')!.toLowerCase();
    if (!(THEME_CHOICES as readonly string[]).includes(theme)) {
      throw new ApiError(400, 'INVALID_PARAMETER', `theme must be one of ${THEME_CHOICES.join(', ')}, got ${JSON.stringify(theme)}`);
    }
    return redirect(c, c.req.param('domain')!, { ...fileParams(c.req.param('file')!), theme });
  }, { domain: DOTTED });
  documented(app, fileRoute, function fileRedirect(c) {
    return redirect(c, c.req.param('domain')!, fileParams(c.req.param('file')!));
  }, { domain: DOTTED });
  // Bare /<domain>: only names with a dot, so unknown single-word paths stay 404s.
  documented(app, bareDomainRoute, function bareDomainRedirect(c) {
    return redirect(c, c.req.param('domain')!, {});
  }, { domain: DOTTED });
}

function fileParams(file: string): Record<string, string> {
  const match = /^([a-z]+)\.([a-z]+)$/i.exec(file);
  const variant = match?.[1]?.toLowerCase() ?? '';
  const format = EXTENSIONS[match?.[2]?.toLowerCase() ?? ''];
  if (!match || !(VARIANTS as readonly string[]).includes(variant) || !format) {
    throw new ApiError(
      400,
      'INVALID_PARAMETER',
      `the file name must be <variant>.<extension> with variant one of ${VARIANTS.join(', ')} and extension one of ${Object.keys(EXTENSIONS).join(', ')}, got ${JSON.stringify(file)}`,
    );
  }
  return { variant, format };
}

function redirect(c: Context<AppEnv>, domain: string, fromPath: Record<string, string>): Response {
  const params = new URLSearchParams(new URL(c.req.url).search);
  for (const [name, value] of Object.entries(fromPath)) params.set(name, value);
  const query = params.toString();
  return c.redirect(`/v1/${encodeURIComponent(domain)}${query ? `?${query}` : ''}`, 301);
}
