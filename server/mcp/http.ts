// POST /mcp: the MCP tools over Streamable HTTP (stateless, JSON answers), behind the API's access gate. Each
// tools/call that runs counts as one request for rate limits, the monthly quota and usage, charged once the body is
// known to run (screen.ts); the handshake, lists, notifications and refused bodies are free.
import { createRoute, z } from '@hono/zod-openapi';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import type { Context, MiddlewareHandler } from 'hono';
import type { Deps } from '../deps.ts';
import { documented, type App } from '../http/documented.ts';
import type { AppEnv, Caller } from '../gate/request-context.ts';
import { ApiError } from '../http/errors.ts';
import type { Gate } from '../gate/index.ts';
import { chargeMore } from '../gate/middleware/rate-limit.ts';
import { fileReport } from '../routes/report.ts';
import { errorResponse, gatedErrors, invalid, rateLimitHeaders, security } from '../schemas/common.ts';
import { boundedBody } from '../accounts/upload.ts';
import type { McpContext } from './context.ts';
import { screenMcpBody, type Screened } from './screen.ts';
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
    const screened = screenMcpBody(c.req.raw.headers, message);
    await charge?.(c, screened.calls);
    const response = await withAnswered(Array.isArray(message), screened, screened.forward === undefined ? undefined : await transported(deps, c, screened.forward));
    // The rate limit's headers, set on the context by the charge, go on the transport's own response.
    for (const [name, value] of Object.entries(c.get('responseHeaders') ?? {})) response.headers.set(name, value);
    return response;
  });
  // Stateless: no stream to resume (GET) and no session to end (DELETE), as the transport's specification allows.
  app.on(['GET', 'DELETE'], MCP_PATH, (c) => {
    return c.json({ jsonrpc: '2.0', error: { code: -32000, message: `${c.req.method} ${MCP_PATH}: this server is stateless; send JSON-RPC with POST` }, id: null }, 405, { Allow: 'POST' });
  });
}

async function transported(deps: Deps, c: Context<AppEnv>, body: unknown): Promise<Response> {
  const server = createMcpServer(contextFor(deps, c.get('caller'), deps.config.linkOrigin));
  const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  await server.connect(transport);
  try {
    return await transport.handleRequest(c.req.raw, { parsedBody: body });
  } finally {
    await server.close();
  }
}

/** The transport's answer with the calls screened out answered beside it, as one JSON-RPC answer (a batch's in an array). */
async function withAnswered(batch: boolean, screened: Screened, response: Response | undefined): Promise<Response> {
  if (screened.answered.length === 0 || (response && response.status !== 200 && response.status !== 202)) return response!;
  const answers: unknown[] = response?.status === 200 ? [await response.json()].flat() : [];
  answers.push(...screened.answered);
  return new Response(JSON.stringify(batch ? answers : answers[0]), { status: 200, headers: { 'content-type': 'application/json' } });
}

function parseMessage(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, 'INVALID_PARAMETER', `body must be a JSON-RPC message such as {"jsonrpc":"2.0","id":1,"method":"tools/list"}, got ${JSON.stringify(text.slice(0, 60))}`);
  }
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
      return fileReport(deps, caller.account, { ...report, keyId: caller.key.id });
    },
  };
}
