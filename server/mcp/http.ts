// POST /mcp: the MCP tools over Streamable HTTP (stateless, JSON answers), behind the API's access gate. Each
// tools/call counts as one request for rate limits, the monthly quota and usage; the handshake and lists are free.
import { createRoute, z } from '@hono/zod-openapi';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import type { MiddlewareHandler } from 'hono';
import type { Deps } from '../deps.ts';
import { documented, type App } from '../http/documented.ts';
import type { AppEnv, Caller } from '../gate/request-context.ts';
import { ApiError } from '../http/errors.ts';
import type { Gate } from '../gate/index.ts';
import { chargeMore } from '../gate/middleware/rate-limit.ts';
import { storeReport } from '../routes/report.ts';
import { errorResponse, gatedErrors, invalid, rateLimitHeaders, security } from '../schemas/common.ts';
import { boundedBody } from '../accounts/upload.ts';
import type { McpContext } from './context.ts';
import { createMcpServer } from './tools.ts';

export const MCP_PATH = '/mcp';
/** A JSON-RPC message of these tools is a few hundred bytes; a batch of them a few KB. */
export const MAX_MCP_BODY_BYTES = 64 * 1024;

const jsonRpc = z
  .object({ jsonrpc: z.literal('2.0'), id: z.union([z.string(), z.number()]).optional(), method: z.string(), params: z.record(z.string(), z.unknown()).optional() })
  .openapi('McpMessage', { example: { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'get_logo_url', arguments: { domain: 'stripe.com', size: 64 } } } });

export const mcpRoute = createRoute({
  method: 'post',
  path: MCP_PATH,
  summary: 'MCP tools for AI assistants (Streamable HTTP)',
  description:
    'The Model Context Protocol over Streamable HTTP, stateless, answered as JSON: search_brands, get_brand, get_logo_url, get_logo, identify_merchant, report_wrong_logo (docs/mcp.md). The same access as /v1; each tools/call counts as one request for rate limits, the monthly quota and usage, while initialize, tools/list and notifications count nothing. GET and DELETE answer 405.',
  security,
  request: { body: { required: true, content: { 'application/json': { schema: jsonRpc } } } },
  responses: {
    200: { description: 'the JSON-RPC answer; a refused tool call is a result with isError and the API\'s code in its text', headers: rateLimitHeaders, content: { 'application/json': { schema: z.unknown() } } },
    202: { description: 'a notification, accepted' },
    ...invalid('INVALID_PARAMETER: the body is not JSON'),
    413: errorResponse(`PAYLOAD_TOO_LARGE: the body is over ${MAX_MCP_BODY_BYTES} bytes`),
    ...gatedErrors,
  },
});

/** `access` is the /v1 access middleware (or open access), so /mcp admits exactly whom the API admits. */
export function registerMcpRoute(app: App, deps: Deps, access: MiddlewareHandler<AppEnv>, gate: Gate | undefined): void {
  const charge = gate ? chargeMore(gate.rate, deps.usage) : undefined;
  app.use(MCP_PATH, access);
  documented(app, mcpRoute, async function mcp(c) {
    const message = parseMessage((await boundedBody(c, MAX_MCP_BODY_BYTES, 'body (a JSON-RPC message)')).toString('utf8'));
    await charge?.(c, toolCalls(message));
    const server = createMcpServer(contextFor(deps, c.get('caller'), deps.config.linkOrigin));
    const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    await server.connect(transport);
    try {
      const response = await transport.handleRequest(c.req.raw, { parsedBody: message });
      // The rate limit's headers, set on the context by chargeMore, go on the transport's own response.
      for (const [name, value] of Object.entries(c.get('responseHeaders') ?? {})) response.headers.set(name, value);
      return response;
    } finally {
      await server.close();
    }
  });
  // Stateless: no stream to resume (GET) and no session to end (DELETE), as the transport's specification allows.
  app.on(['GET', 'DELETE'], MCP_PATH, (c) => {
    return c.json({ jsonrpc: '2.0', error: { code: -32000, message: `${c.req.method} ${MCP_PATH}: this server is stateless; send JSON-RPC with POST` }, id: null }, 405, { Allow: 'POST' });
  });
}

function parseMessage(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, 'INVALID_PARAMETER', `body must be a JSON-RPC message such as {"jsonrpc":"2.0","id":1,"method":"tools/list"}, got ${JSON.stringify(text.slice(0, 60))}`);
  }
}

/** How many tool calls a message (or a batch of them) holds: what usage counts. */
export function toolCalls(message: unknown): number {
  const messages = Array.isArray(message) ? message : [message];
  return messages.filter((one) => typeof one === 'object' && one !== null && (one as { method?: unknown }).method === 'tools/call').length;
}

function contextFor(deps: Deps, caller: Caller, origin: string): McpContext {
  return {
    catalog: deps.catalog,
    gics: deps.gics,
    search: deps.search,
    merchants: deps.merchants,
    logger: deps.logger,
    origin,
    async logo(domain, options) {
      return deps.logos.answerLogo({ subject: { kind: 'domain', domain }, options, negotiated: false, caller, ifNoneMatch: undefined });
    },
    async report(report) {
      if (caller.kind !== 'key') throw new ApiError(401, 'UNAUTHORIZED', 'report_wrong_logo needs an API key; a trusted origin alone is not enough');
      const stored = await storeReport(deps, { ...report, accountId: caller.account.id, keyId: caller.key.id });
      deps.discoveryWorker.wake();
      return stored;
    },
  };
}
