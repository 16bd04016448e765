// GET /v1/:domain: the logo of the brand a domain names, through answerLogo (pipeline/logo/answer.ts).
import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { planMemoKey } from '../../pipeline/logo/memo.ts';
import type { Deps } from '../deps.ts';
import { documented, type App } from '../http/documented.ts';
import { domainFromParam } from '../http/domain-param.ts';
import type { AppEnv } from '../gate/request-context.ts';
import { logoOptionsOf, type PathOverrides } from '../logo/options.ts';
import { serveLogo } from '../logo/serve.ts';
import { domainParam, gatedErrors, invalid, notFound, security } from '../schemas/common.ts';
import { logoQuerySchema } from '../schemas/logo-query.ts';
import { imageResponses } from '../schemas/logo-route.ts';

export const logoRoute = createRoute({
  method: 'get',
  path: '/v1/{domain}',
  summary: 'Logo of a brand by domain',
  description:
    'The logo of the brand a domain, URL or alias names, in the asked variant, format, size and theme. A domain without a logo is queued for discovery and answered as fallback asks: a monogram (the default), 404, a transparent image, or a redirect to an https URL; X-Logo-Source says which. A matching If-None-Match answers 304.',
  security,
  request: { params: domainParam, query: logoQuerySchema },
  responses: {
    ...imageResponses,
    ...invalid('INVALID_DOMAIN or INVALID_PARAMETER'),
    ...notFound('LOGO_NOT_FOUND (fallback=404)'),
    ...gatedErrors,
  },
});

export type LogoHandler = (c: Context<AppEnv>, overrides?: PathOverrides) => Promise<Response>;

/** Plans are memoised per URL and Accept until the catalog changes: a repeat skips parsing and lookups. */
export function createLogoHandler(deps: Deps): LogoHandler {
  return async function logo(c, overrides) {
    const memoKey = planMemoKey(c.req.url, c.req.header('accept'));
    const planned = deps.logos.recall(memoKey);
    if (planned) return serveLogo(c, deps, { planned });
    const { options, negotiated } = logoOptionsOf(c, overrides);
    const domain = overrides?.domain ?? domainFromParam(c.req.param('domain'));
    return serveLogo(c, deps, { subject: { kind: 'domain', domain }, options, negotiated, memoKey });
  };
}

export function registerLogoRoute(app: App, handler: LogoHandler): string {
  return documented(app, logoRoute, (c) => handler(c));
}
