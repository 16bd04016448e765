// The MCP server's tools: each a zod input schema, a description an assistant can act on, and an answer built by
// the same functions as the HTTP API's (search, brand record, logo answer, merchant resolver, reports).
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { MAX_LINE_LENGTH } from '../../catalog/merchant/clean.ts';
import { VARIANTS } from '../../catalog/types.ts';
import { CONTENT_TYPES, OUTPUT_FORMATS } from '../../pipeline/formats.ts';
import { DEFAULT_LOGO_REQUEST, FALLBACK_CHOICES, MAX_SIZE, MIN_SIZE, THEME_CHOICES } from '../../pipeline/logo/request.ts';
import { RenderOverloadedError } from '../../pipeline/render/pool.ts';
import { logoPath } from '../dashboard/logo-urls.ts';
import { domainFromParam } from '../http/domain-param.ts';
import { ApiError } from '../http/errors.ts';
import { merchantOf } from '../routes/merchant.ts';
import { checkedReport } from '../routes/report.ts';
import { searchHits } from '../routes/search.ts';
import { IMAGE_URL_MAX, REASON_MAX } from '../schemas/logo-fixes.ts';
import { FORMAT_CHOICES } from '../schemas/logo-query.ts';
import { MAX_QUERY_LENGTH } from '../schemas/search-query.ts';
import { brandOf } from './brand-lookup.ts';
import type { McpContext } from './context.ts';
import { refuseHiddenText } from '../schemas/text.ts';

export const MCP_SERVER_INFO = { name: 'logos', version: '1' };
export const MAX_SEARCH_RESULTS = 10;

const domain = z.string().min(1).max(253).describe('the brand\'s domain, e.g. "stripe.com" (a URL or alias works too)');
const size = z.number().int().min(MIN_SIZE).max(MAX_SIZE).describe(`longest side in pixels, ${MIN_SIZE} to ${MAX_SIZE} (default ${DEFAULT_LOGO_REQUEST.size})`);
const theme = z.enum(THEME_CHOICES).describe('auto: as stored; light or dark: for a light or a dark background');
const variant = z.enum(VARIANTS).describe('icon: the square mark (default); symbol: the bare mark; logo: the wordmark');
const brandKey = (what: string) => z.string().min(1).max(254).optional().describe(what);

/** One MCP server with every tool; stateless, so the origin builds one per request and `logos mcp` one per process. */
export function createMcpServer(ctx: McpContext): McpServer {
  const server = new McpServer(MCP_SERVER_INFO, {
    instructions: 'Brand logos and company data: search brands, read a brand record, build or fetch a logo, find the brand behind a card statement line, report a wrong logo.',
  });
  registerBrandTools(server, ctx);
  registerLogoTools(server, ctx);
  return server;
}

function registerBrandTools(server: McpServer, ctx: McpContext): void {
  server.registerTool(
    'search_brands',
    {
      description: 'Find brands by company name, domain, alias or ticker, best match first. Use it when you know a company\'s name but not its domain; each hit has name, domain, a logo URL and its ticker.',
      inputSchema: { query: z.string().min(1).max(MAX_QUERY_LENGTH).describe('company name, domain or alias, e.g. "stripe"'), limit: z.number().int().min(1).max(MAX_SEARCH_RESULTS).default(5).describe(`at most this many results (1 to ${MAX_SEARCH_RESULTS}, default 5)`) },
      annotations: { readOnlyHint: true },
    },
    answering(ctx, ({ query, limit }) => json(searchHits(ctx, query, 'match', limit, ctx.origin))),
  );
  server.registerTool(
    'get_brand',
    {
      description: 'The brand record (name, description, domains, colours, socials, industry, ticker, stored logos with their URLs) of a company. Give exactly one of domain, email (a work address), ticker (e.g. "AAPL"), name (the exact company name) or crypto (a coin symbol).',
      inputSchema: {
        domain: brandKey('the company\'s domain, e.g. "stripe.com"'),
        email: brandKey('an address at the company, e.g. "jane@stripe.com" (a personal address at a free mail provider names no brand)'),
        ticker: brandKey('a stock symbol, e.g. "AAPL", "BRK.B" or "AAPL:NASDAQ"'),
        name: brandKey('the company\'s name, e.g. "Stripe"; an unsure match answers BRAND_NOT_FOUND, never another company'),
        crypto: brandKey('a coin symbol, e.g. "BTC": answers its name and icon URL'),
      },
      annotations: { readOnlyHint: true },
    },
    answering(ctx, (query) => json(brandOf(ctx, query))),
  );
  server.registerTool(
    'identify_merchant',
    {
      description: 'The brand behind a card or bank statement line such as "AMZN Mktp US*2K4AB1CD3" or "SQ *BLUE BOTTLE COFFEE": the cleaned merchant name, its domain (null when no brand is known: never a guess) and the brand record. Transfers between people and bank entries answer MERCHANT_NOT_FOUND.',
      inputSchema: {
        line: z.string().min(1).max(MAX_LINE_LENGTH).describe('the line as the issuer printed it'),
        country: z.string().regex(/^[A-Za-z]{2}$/).optional().describe('the issuer\'s country, ISO 3166-1 alpha-2, e.g. "US"'),
      },
      annotations: { readOnlyHint: true },
    },
    answering(ctx, ({ line, country }) => {
      const answer = merchantOf(ctx, line.trim(), country?.toUpperCase(), ctx.origin);
      if (answer.error) throw answer.error;
      return json(answer.merchant);
    }),
  );
}

function registerLogoTools(server: McpServer, ctx: McpContext): void {
  server.registerTool(
    'get_logo_url',
    {
      description: 'Builds the public URL of a brand\'s logo for a web page or a document (an <img src>), without fetching it. Only the options given appear in the URL; the server picks defaults for the rest.',
      inputSchema: {
        domain,
        size: size.optional(),
        format: z.enum(FORMAT_CHOICES).optional().describe('webp, png, avif, jpg or svg; auto picks from the browser\'s Accept header'),
        theme: theme.optional(),
        variant: variant.optional(),
        fallback: z.enum(FALLBACK_CHOICES).optional().describe('monogram: a lettered placeholder when no logo is known (default); 404: an error instead'),
      },
      annotations: { readOnlyHint: true },
    },
    answering(ctx, ({ domain: raw, ...options }) => {
      const url = `${ctx.origin}${logoPath(domainFromParam(raw), options)}`;
      return { content: [{ type: 'text', text: url }], structuredContent: { url } };
    }),
  );
  server.registerTool(
    'get_logo',
    {
      description: 'Fetches a brand\'s logo image: a raster as an image (PNG by default), an SVG as its text. A domain without a known logo answers a lettered monogram placeholder, and the text says so.',
      inputSchema: { domain, size: size.default(DEFAULT_LOGO_REQUEST.size), format: z.enum(OUTPUT_FORMATS).default('png').describe('png (default), webp, avif, jpg or svg'), theme: theme.default('auto'), variant: variant.default('icon') },
      annotations: { readOnlyHint: true },
    },
    answering(ctx, async ({ domain: raw, ...options }) => {
      const reply = await ctx.logo(domainFromParam(raw), { ...DEFAULT_LOGO_REQUEST, ...options });
      const { facts } = reply;
      const what = facts.source === 'monogram' ? `a monogram placeholder: no logo is known for ${facts.brand ?? raw}` : `the ${facts.variant} of ${facts.brand}`;
      const about = `${what} (${options.format}, source ${reply.source})`;
      const body = reply.body!;
      if (options.format === 'svg') return { content: [{ type: 'text', text: body.toString('utf8') }, { type: 'text', text: about }] };
      return { content: [{ type: 'image', data: body.toString('base64'), mimeType: CONTENT_TYPES[options.format] }, { type: 'text', text: about }] };
    }),
  );
  server.registerTool(
    'report_wrong_logo',
    {
      description: 'Reports that a known brand\'s logo is wrong (an old mark, a photo, another company\'s logo). The report is kept for the operators and the brand is searched again; the reported image is left out once enough accounts report it. Reports count as refreshes and are limited per account and per brand.',
      inputSchema: {
        domain,
        reason: z.string().min(1).max(REASON_MAX).describe('what is wrong, e.g. "this is the logo from before the 2024 rebrand"'),
        imageUrl: z.string().max(IMAGE_URL_MAX).optional().describe('the wrong image\'s source URL, when known (the brand record lists each logo\'s provenance)'),
      },
      annotations: { readOnlyHint: false, destructiveHint: false },
    },
    answering(ctx, async ({ domain: raw, ...given }) => json(await ctx.report({ domain: domainFromParam(raw), ...checkedReport(given) }))),
  );
}

const json = (data: unknown): CallToolResult => ({ content: [{ type: 'text', text: JSON.stringify(data, null, 2) }] });

/** A tool's handler whose refusals answer as tool errors with the API's code, and whose faults say nothing inside. */
function answering<A>(ctx: McpContext, handler: (args: A) => CallToolResult | Promise<CallToolResult>) {
  return async (args: A): Promise<CallToolResult> => {
    try {
      // The API's refusal of hidden characters, argument by argument, as every route's.
      refuseHiddenText(args);
      return await handler(args);
    } catch (error) {
      if (error instanceof ApiError) return toolError(error.code, error.message);
      if (error instanceof RenderOverloadedError) return toolError('OVERLOADED', `${error.message}; retry in ${error.retryAfterSeconds} s`);
      ctx.logger.error('mcp tool failed', { error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
      return toolError('INTERNAL_ERROR', 'internal error');
    }
  };
}

const toolError = (code: string, message: string): CallToolResult => ({ isError: true, content: [{ type: 'text', text: `${code}: ${message}` }], structuredContent: { code, message } });
