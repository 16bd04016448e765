// `logos mcp`: the MCP tools over stdio for a desktop assistant or an editor on this machine, until stdin closes.
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { z } from 'zod';
import { loadConfig } from '../../server/config/index.ts';
import { createStdioContext } from '../../server/mcp/stdio.ts';
import { createMcpServer } from '../../server/mcp/tools.ts';
import { createRoot } from '../../server/root.ts';
import { parseOptions } from '../options.ts';

const optionsSchema = z.object({
  publicUrl: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://logos.example.com' })
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
});

export async function serveMcp(raw: unknown): Promise<void> {
  const options = parseOptions(optionsSchema, raw);
  const config = loadConfig();
  const context = createStdioContext(createRoot(config), options.publicUrl ?? `http://localhost:${config.port}`);
  const server = createMcpServer(context);
  // stdout carries the protocol; the logger writes to stderr. The client ends the session by closing stdin.
  const closed = new Promise<void>((resolve) => process.stdin.once('end', resolve).once('close', resolve));
  await server.connect(new StdioServerTransport());
  await closed;
  await server.close();
  await context.close();
}
