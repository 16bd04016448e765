// `logos mcp` over stdio, as a desktop assistant runs it: the MCP SDK's own client and the MCP Inspector's CLI (a
// client we did not write) start the real CLI on a data folder and call its tools.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openState } from '../../state/open.ts';
import { logos } from '../helpers/cli.ts';

const run = promisify(execFile);
let dataDir: string;
let env: Record<string, string>;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'logos-mcp-'));
  expect((await logos(dataDir, ['import'])).code).toBe(0);
  env = { ...(process.env as Record<string, string>), DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
}, 120_000);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function session<T>(work: (client: Client) => Promise<T>, args: string[] = []): Promise<T> {
  const client = new Client({ name: 'logos-test', version: '1' });
  await client.connect(new StdioClientTransport({ command: 'node', args: ['cli/logos.js', 'mcp', ...args], env, stderr: 'pipe' }));
  try {
    return await work(client);
  } finally {
    await client.close();
  }
}

const text = (result: unknown) => ((result as CallToolResult).content[0] as { text: string }).text;
const json = (result: unknown) => JSON.parse(text(result));

describe('logos mcp with the SDK client', () => {
  it('answers searches, brands, logo URLs and merchants from the catalog alone, without opening state', async () => {
    await session(async (client) => {
      expect((await client.listTools()).tools.map((tool) => tool.name).sort()).toEqual(['get_brand', 'get_logo', 'get_logo_url', 'identify_merchant', 'report_wrong_logo', 'search_brands']);
      expect(json(await client.callTool({ name: 'search_brands', arguments: { query: 'stripe' } }))[0]).toMatchObject({ name: 'Stripe', domain: 'stripe.com', logo: 'https://logos.example.com/v1/stripe.com' });
      expect(json(await client.callTool({ name: 'get_brand', arguments: { ticker: 'AAPL' } }))).toMatchObject({ name: 'Apple', domain: 'apple.com' });
      expect(text(await client.callTool({ name: 'get_logo_url', arguments: { domain: 'stripe.com', format: 'svg' } }))).toBe('https://logos.example.com/v1/stripe.com?format=svg');
      expect(json(await client.callTool({ name: 'identify_merchant', arguments: { line: 'SQ *BLUE BOTTLE COFFEE Oakland CA' } }))).toMatchObject({ merchant: expect.stringMatching(/blue bottle/i) });
      expect(json(await client.callTool({ name: 'identify_merchant', arguments: { line: 'WM SUPERCENTER #1234' } }))).toMatchObject({ domain: 'walmart.com' });
    }, ['--public-url', 'https://logos.example.com/']);
    expect(existsSync(join(dataDir, 'state.db'))).toBe(false);
  }, 60_000);

  it('answers a logo as a PNG image of the asked size, rendered on the first call', async () => {
    const result = (await session((client) => client.callTool({ name: 'get_logo', arguments: { domain: 'apple.com', size: 96 } }))) as CallToolResult;
    const image = result.content[0] as { type: string; data: string; mimeType: string };
    expect(image).toMatchObject({ type: 'image', mimeType: 'image/png' });
    const decoded = await sharp(Buffer.from(image.data, 'base64')).metadata();
    expect([decoded.format, Math.max(decoded.width!, decoded.height!)]).toEqual(['png', 96]);
  }, 60_000);

  it('stores a report as the operator\'s own, in the state of the data folder', async () => {
    const stored = json(await session((client) => client.callTool({ name: 'report_wrong_logo', arguments: { domain: 'www.stripe.com', reason: 'an old mark' } })));
    expect(stored).toMatchObject({ domain: 'stripe.com', rediscovery: 'queued' });
    const state = await openState({ url: undefined, sqlitePath: join(dataDir, 'state.db') });
    try {
      expect(await state.reports.list(10, 'stripe.com')).toEqual([expect.objectContaining({ id: stored.id, accountId: 'operator', keyId: expect.stringMatching(/^mcp:/), reason: 'an old mark' })]);
    } finally {
      await state.close();
    }
  }, 60_000);

  it('refuses a --public-url that is not an http(s) URL, naming the option', async () => {
    const result = await logos(dataDir, ['mcp', '--public-url', 'ftp://x']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('--publicUrl: must be an http(s) URL');
  });
});

describe('logos mcp with the MCP Inspector CLI', () => {
  // --no-install: the Inspector is a devDependency and must run from node_modules, offline.
  const inspector = (args: string[]) =>
    run('npx', ['--no-install', 'mcp-inspector', '--cli', 'node', 'cli/logos.js', 'mcp', ...args], { env: { ...env, npm_config_offline: 'true' }, timeout: 60_000 });

  it('lists the tools', async () => {
    const { stdout } = await inspector(['--method', 'tools/list']);
    expect(JSON.parse(stdout).tools.map((tool: { name: string }) => tool.name)).toContain('identify_merchant');
  }, 90_000);

  it('calls identify_merchant and get_logo', async () => {
    const merchant = JSON.parse((await inspector(['--method', 'tools/call', '--tool-name', 'identify_merchant', '--tool-arg', 'line=AMZN Mktp US*2K4AB1CD3'])).stdout);
    expect(JSON.parse(merchant.content[0].text)).toMatchObject({ merchant: 'Amazon', domain: 'amazon.com' });
    const logo = JSON.parse((await inspector(['--method', 'tools/call', '--tool-name', 'get_logo', '--tool-arg', 'domain=stripe.com', '--tool-arg', 'size=32'])).stdout);
    const decoded = await sharp(Buffer.from(logo.content[0].data, 'base64')).metadata();
    expect([logo.content[0].mimeType, Math.max(decoded.width!, decoded.height!)]).toEqual(['image/png', 32]);
  }, 90_000);
});
