// GET /v1/email/:address (and an address given to /v1/:domain): a company address answers its company's logo through
// the domain route's own handler; a personal address (a free mail provider) its Gravatar, else the fallback, never
// the provider's logo.
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { gravatarHash } from '../../pipeline/email/gravatar.ts';
import { planAvatar } from '../../pipeline/email/avatar.ts';
import { looksLikeEmailAddress, type EmailAddress } from '../../catalog/email.ts';
import { serveAvatar } from '../logo/avatar-response.ts';
import type { Deps } from '../deps.ts';
import { documented, type App } from '../http/documented.ts';
import { emailFromParam } from '../http/domain-param.ts';
import type { AppEnv } from '../gate/request-context.ts';
import { logoOptionsOf, type PathOverrides } from '../logo/options.ts';
import { serveLogo } from '../logo/serve.ts';
import { gatedErrors, invalid, notFound, security } from '../schemas/common.ts';
import { logoQuerySchema } from '../schemas/logo-query.ts';
import { imageResponses } from '../schemas/logo-route.ts';
import type { LogoHandler } from './logo.ts';

export const emailRoute = createRoute({
  method: 'get',
  path: '/v1/email/{address}',
  summary: 'Logo or avatar for an email address',
  description:
    'A company address answers exactly as GET /v1/{domain} with its domain part. An address at a free mail provider (gmail.com, outlook.com, …) belongs to a person: it answers the Gravatar of the address (X-Logo-Source: gravatar) when one exists, else the fallback (a monogram of the address\'s first letter, or 404 with fallback=404), never the mail provider\'s logo. theme and variant do not change an avatar. GET /v1/{domain} given an address answers the same.',
  security,
  request: {
    params: z.object({
      address: z.string().openapi({ description: 'an email address; URL-encode "+" as %2B', example: 'jane@stripe.com' }),
    }),
    query: logoQuerySchema,
  },
  responses: {
    ...imageResponses,
    ...invalid('INVALID_EMAIL or INVALID_PARAMETER'),
    ...notFound('LOGO_NOT_FOUND (fallback=404)'),
    ...gatedErrors,
  },
});

/** Monogram seeds of a personal address: a hash, so the placeholder's colour is the person's and no address is kept. */
export const EMAIL_SEED_PREFIX = 'email:';

export type EmailHandler = (c: Context<AppEnv>, raw: string | undefined, name: string, overrides?: PathOverrides) => Promise<Response>;

export function createEmailHandler(deps: Deps, logo: LogoHandler): EmailHandler {
  return async function email(c, raw, name, overrides) {
    const address = emailFromParam(raw, name);
    if (!address.freeMail) return logo(c, { ...overrides, domain: address.domain });
    return personal(c, deps, address, overrides);
  };
}

/** The domain route's handler, with an address in its path answered as GET /v1/email/{address} would. */
export function withAddresses(logo: LogoHandler, email: EmailHandler): LogoHandler {
  return function logoOrAddress(c, overrides) {
    const domain = c.req.param('domain') ?? '';
    return looksLikeEmailAddress(domain) ? email(c, domain, 'domain', overrides) : logo(c, overrides);
  };
}

export function registerEmailRoute(app: App, email: EmailHandler): string {
  return documented(app, emailRoute, (c) => email(c, c.req.param('address'), 'address'));
}

async function personal(c: Context<AppEnv>, deps: Deps, email: EmailAddress, overrides: PathOverrides = {}): Promise<Response> {
  const { options, negotiated } = logoOptionsOf(c, overrides);
  const seed = `${EMAIL_SEED_PREFIX}${gravatarHash(email.address).slice(0, 32)}`;
  const avatar = await deps.gravatar.find(email.address, options.size * (options.retina ? 2 : 1));
  if (avatar) return serveAvatar(c, deps, planAvatar(avatar, { ...options, domain: seed }), negotiated);
  // No discovery and no demand: the placeholder is a person's, not a brand's; fallback decides what it is.
  const missing = `${email.address} is a personal address with no Gravatar`;
  return serveLogo(c, deps, { subject: { kind: 'brand', domain: undefined, seed, label: email.local, missing }, options, negotiated });
}
