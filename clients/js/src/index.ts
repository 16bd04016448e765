// The typed client of a logos origin: every call's path, parameters and answers come from its OpenAPI document
// (src/schema.ts, generated), and logo URLs are built for <img> tags, which need no key from a trusted origin.
import createClient, { type Client, type ClientOptions } from 'openapi-fetch';
import type { paths } from './schema.js';

export type { components, paths } from './schema.js';

/** The query of GET /v1/{domain}, as the document defines it. */
export type LogoOptions = NonNullable<paths['/v1/{domain}']['get']['parameters']['query']>;
export type Brand = paths['/v1/brand/{domain}']['get']['responses'][200]['content']['application/json'];
export type SearchResult = paths['/v1/search']['get']['responses'][200]['content']['application/json'][number];
export type ApiError = paths['/v1/brand/{domain}']['get']['responses'][404]['content']['application/json'];

export interface LogosClientOptions {
  /** The origin, such as "https://logos.example.com". */
  baseUrl: string;
  /** An API key ("la_…") for server-side calls; never put one in a page. */
  apiKey?: string;
  fetch?: ClientOptions['fetch'];
}

export interface LogosClient {
  /** Every documented operation, typed (openapi-fetch): `api.GET('/v1/me')`. */
  api: Client<paths>;
  search(q: string, strategy?: 'typeahead' | 'match'): Promise<SearchResult[]>;
  /** The brand record, or undefined when no brand is known for the domain. */
  brand(domain: string): Promise<Brand | undefined>;
  logoUrl(domain: string, options?: LogoOptions): string;
  emailLogoUrl(address: string, options?: LogoOptions): string;
}

export class LogosApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'LogosApiError';
  }
}

export function createLogosClient(options: LogosClientOptions): LogosClient {
  const headers = options.apiKey ? { Authorization: `Bearer ${options.apiKey}` } : undefined;
  const api = createClient<paths>({ baseUrl: options.baseUrl, headers, fetch: options.fetch });
  return {
    api,
    async search(q, strategy) {
      const { data, error, response } = await api.GET('/v1/search', { params: { query: { q, strategy } } });
      if (error) throw asError(response, error);
      return data;
    },
    async brand(domain) {
      const { data, error, response } = await api.GET('/v1/brand/{domain}', { params: { path: { domain } } });
      if (response.status === 404) return undefined;
      if (error) throw asError(response, error);
      return data;
    },
    logoUrl: (domain, query) => logoUrl(options.baseUrl, domain, query),
    emailLogoUrl: (address, query) => buildUrl(options.baseUrl, `/v1/email/${encodeURIComponent(address)}`, query),
  };
}

/** The URL of a brand's logo, for src and srcset: `logoUrl(base, 'stripe.com', { size: 64, theme: 'dark' })`. */
export function logoUrl(baseUrl: string, domain: string, query: LogoOptions = {}): string {
  return buildUrl(baseUrl, `/v1/${encodeURIComponent(domain)}`, query);
}

function buildUrl(baseUrl: string, path: string, query: LogoOptions = {}): string {
  const url = new URL(path, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  for (const [name, value] of Object.entries(query)) if (value !== undefined) url.searchParams.set(name, String(value));
  return url.href;
}

function asError(response: Response, body: unknown): LogosApiError {
  const { code = 'UNKNOWN', message = response.statusText } = (body ?? {}) as { code?: string; message?: string };
  return new LogosApiError(response.status, code, message);
}
