// The documented shape of an image answer, shared by every logo route.
import { CACHE_CONTROL } from '../../pipeline/cache-policy.ts';
import { CONTENT_TYPES } from '../../pipeline/formats.ts';
import { rateLimitHeaders } from './common.ts';

const binary = { schema: { type: 'string' as const, format: 'binary' } };

export const imageResponses = {
  200: {
    description: 'the logo, or what fallback asks for when there is none: a monogram (X-Logo-Source: monogram) or a transparent image (X-Logo-Source: transparent)',
    headers: {
      ...rateLimitHeaders,
      ETag: { description: 'strong ETag; If-None-Match answers 304', schema: { type: 'string' as const } },
      'Cache-Control': { description: `"${CACHE_CONTROL.logo}" for logos, "${CACHE_CONTROL.monogram}" for monograms and transparent images; private instead of public when answered to an API key`, schema: { type: 'string' as const } },
      Vary: { description: 'Authorization, X-API-Key, Origin on key-less answers (and Accept with format=auto)', schema: { type: 'string' as const } },
      'X-Logo-Source': {
        description:
          'stored (the source logo as is), rendered (made from it for this request), prebuilt (the object logos build wrote for this request), ' +
          'or the fallback that answered: monogram or transparent; gravatar for the avatar of a personal address (GET /v1/email/{address})',
        schema: { type: 'string' as const, enum: ['stored', 'rendered', 'prebuilt', 'monogram', 'transparent', 'gravatar'] },
      },
      'X-Logo-Domain': {
        description: 'the primary domain of the brand that answered (after aliases, subdomains, name or ticker resolution); for a monogram, the domain asked for',
        schema: { type: 'string' as const },
      },
      'X-Logo-Variant': { description: 'the variant served (real logos only)', schema: { type: 'string' as const } },
      'X-Logo-Theme': { description: 'the theme served (real logos only)', schema: { type: 'string' as const } },
      'X-Logo-Upscaled': {
        description:
          'present only when the answer is larger than the stored raster (a small favicon): the factor its pixels were enlarged by, at most 4; ' +
          'beyond that the image is centred on a transparent canvas of the asked size. Ask fallback=404 or a smaller size to avoid it (brand data gives each logo\'s nativeSize)',
        schema: { type: 'string' as const, example: '4' },
      },
    },
    content: Object.fromEntries(Object.values(CONTENT_TYPES).map((type) => [type, binary])),
  },
  302: {
    description: 'no logo, and fallback is an https URL: a redirect there',
    headers: {
      ...rateLimitHeaders,
      Location: { description: 'the fallback URL, as given', schema: { type: 'string' as const, format: 'uri', example: 'https://cdn.example.com/placeholder.png' } },
      'Cache-Control': { description: `"${CACHE_CONTROL.monogram}", private when answered to an API key`, schema: { type: 'string' as const } },
      'X-Logo-Source': { description: 'redirect', schema: { type: 'string' as const, enum: ['redirect'] } },
    },
  },
  304: { description: 'not modified: the If-None-Match ETag still matches' },
};
