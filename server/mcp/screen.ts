// A POST /mcp body looked at before anything runs or is charged: whether the transport refuses the request whole (as
// webStandardStreamableHttp does), which tool calls will run, and the answers of calls whose params are not a call's.
import { MAX_BATCH_SIZE } from '@modelcontextprotocol/sdk/server/requestBody.js';
import { isJsonContentType } from '@modelcontextprotocol/sdk/shared/mediaType.js';
import {
  ErrorCode,
  isInitializeRequest,
  isJSONRPCRequest,
  JSONRPCMessageSchema,
  SUPPORTED_PROTOCOL_VERSIONS,
  type JSONRPCErrorResponse,
  type JSONRPCRequest,
} from '@modelcontextprotocol/sdk/types.js';

export interface Screened {
  /** The transport refuses the request whole (406, 415, 400): nothing runs, so nothing is charged. */
  refused: boolean;
  /** tools/call requests that will run (notifications, with no id, run nothing and are answered nothing). */
  calls: number;
  /** What goes to the transport: the body, or a batch without the calls answered here; undefined when none is left. */
  forward: unknown;
  /** JSON-RPC answers (-32602) of tool calls whose params are not {name, arguments}: they run nothing. */
  answered: JSONRPCErrorResponse[];
}

export function screenMcpBody(headers: Headers, body: unknown): Screened {
  if (refusedWhole(headers, body)) return { refused: true, calls: 0, forward: body, answered: [] };
  const messages = Array.isArray(body) ? body : [body];
  const answered: JSONRPCErrorResponse[] = [];
  const kept: unknown[] = [];
  let calls = 0;
  for (const message of messages) {
    const call = isJSONRPCRequest(message) && message.method === 'tools/call' ? message : undefined;
    const wrong = call && wrongParams(call);
    if (wrong) answered.push({ jsonrpc: '2.0', id: call.id, error: { code: ErrorCode.InvalidParams, message: wrong } });
    else kept.push(message);
    if (call && !wrong) calls++;
  }
  const forward = answered.length === 0 ? body : kept.length === 0 ? undefined : kept;
  return { refused: false, calls, forward, answered };
}

/** The transport's own refusals of a whole POST, in its order; none of them runs a message. */
function refusedWhole(headers: Headers, body: unknown): boolean {
  const accept = headers.get('accept');
  if (!accept?.includes('application/json') || !accept.includes('text/event-stream')) return true;
  if (!isJsonContentType(headers.get('content-type'))) return true;
  const messages = Array.isArray(body) ? body : [body];
  if (messages.length > MAX_BATCH_SIZE) return true;
  if (!messages.every((message) => JSONRPCMessageSchema.safeParse(message).success)) return true;
  const initializing = messages.some(isInitializeRequest);
  if (initializing) return messages.length > 1;
  const version = headers.get('mcp-protocol-version');
  return version !== null && !SUPPORTED_PROTOCOL_VERSIONS.includes(version);
}

/** Why a tool call's params are not a name and an object of arguments, or undefined when they are. */
function wrongParams(call: JSONRPCRequest): string | undefined {
  const { name, arguments: args } = (call.params ?? {}) as { name?: unknown; arguments?: unknown };
  if (typeof name !== 'string') return `params.name must be the name of a tool such as "get_logo", got ${kindOf(name)}`;
  if (args === undefined || (typeof args === 'object' && args !== null && !Array.isArray(args))) return undefined;
  return `params.arguments must be an object of the tool's arguments such as {"domain": "stripe.com"}, got ${kindOf(args)}`;
}

const kindOf = (value: unknown) =>
  value === undefined ? 'none' : value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value === 'object' ? 'an object' : `a ${typeof value}`;
