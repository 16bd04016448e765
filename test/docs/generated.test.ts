import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configTable } from '../../scripts/docs/config-table.ts';
import { generatedParts, staleFiles, type GeneratedPart } from '../../scripts/docs/pages.ts';
import { SETTING_DOCS } from '../../server/config/docs.ts';
import { configSchema } from '../../server/config/index.ts';
import { ERROR_CODES } from '../../server/http/errors.ts';

const root = join(import.meta.dirname, '..', '..');
let parts: GeneratedPart[];
let copy: string;

beforeAll(async () => {
  parts = await generatedParts();
  copy = mkdtempSync(join(tmpdir(), 'logos-docs-generated-'));
  cpSync(join(root, 'docs'), join(copy, 'docs'), { recursive: true });
}, 60_000);
afterAll(() => rmSync(copy, { recursive: true, force: true }));

describe('generated docs', () => {
  it('are what npm run docs writes today (run it after changing settings, routes, errors or commands)', () => {
    expect(staleFiles(root, parts)).toEqual([]);
  });

  it('report the configuration page stale when its table no longer matches the schema', () => {
    const page = join(copy, 'docs', 'configuration.md');
    const text = readFileSync(page, 'utf8');
    expect(text).toContain('| `RENDER_QUEUE_MAX` | `8` |');
    writeFileSync(page, text.replace('| `RENDER_QUEUE_MAX` | `8` |', '| `RENDER_QUEUE_MAX` | `16` |'));
    expect(staleFiles(copy, parts)).toEqual(['docs/configuration.md']);
  });

  it('refuse a setting that has no meaning written, naming it', () => {
    const withNewSetting = configSchema.extend({ NEW_SETTING: z.string().optional() });
    expect(() => configTable(withNewSetting, SETTING_DOCS)).toThrow('undocumented settings: NEW_SETTING');
  });

  it('list every setting, error code and API path', () => {
    const text = (file: string) => readFileSync(join(root, file), 'utf8');
    for (const name of Object.keys(configSchema.shape)) expect(text('docs/configuration.md')).toContain(`| \`${name}\` |`);
    for (const code of Object.keys(ERROR_CODES)) expect(text('docs/api.md')).toContain(`| \`${code}\` |`);
    const endpoints = parts.find((part) => part.region === 'endpoints')!.content;
    for (const path of ['/v1/{domain}', '/v1/search', '/v1/brand/{domain}', '/v1/ticker/{symbol}', '/health']) {
      expect(endpoints).toContain(`\`${path}\``);
    }
  });
});
