import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logos as runLogos } from '../helpers/cli.ts';

let dataDir: string;
const logos = (...args: string[]) => runLogos(dataDir, args);

beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'logos-cli-'));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('logos CLI', () => {
  it('imports the seed and reports counts as JSON, then again without writing', async () => {
    const first = await logos('import', '--json');
    expect(first.code).toBe(0);
    const summary = JSON.parse(first.stdout) as { brands: number; assetsWritten: number };
    expect(summary.brands).toBeGreaterThanOrEqual(2000);
    expect(summary.assetsWritten).toBeGreaterThan(2000);
    const second = JSON.parse((await logos('import', '--json')).stdout) as { assetsWritten: number };
    expect(second.assetsWritten).toBe(0);
  }, 180_000);

  it('shows a brand with its assets', async () => {
    const result = await logos('brand', 'https://www.Stripe.com/pricing', '--json');
    expect(result.code).toBe(0);
    const brand = JSON.parse(result.stdout) as { domain: string; name: string; assets: { variant: string }[] };
    expect(brand).toMatchObject({ domain: 'stripe.com', name: 'Stripe' });
    expect(brand.assets.map((a) => a.variant).sort()).toEqual(['logo', 'symbol']);
    const text = await logos('brand', 'stripe.com');
    expect(text.stdout).toContain('Stripe (stripe.com)');
  });

  it('shows the brand behind a statement line, and refuses a line that names no merchant', async () => {
    const json = await logos('merchant', 'WM SUPERCENTER #1234 ROGERS AR', '--json');
    expect(json.code).toBe(0);
    expect(JSON.parse(json.stdout)).toEqual({ query: 'WM SUPERCENTER #1234 ROGERS AR', merchant: 'Walmart', domain: 'walmart.com', confidence: 0.99, via: 'alias:WM SUPERCENTER' });
    expect((await logos('merchant', 'SQ *JOES DELI Brooklyn NY')).stdout).toBe('Joes Deli (no known brand: a monogram of this name)\n');
    const transfer = await logos('merchant', 'Zelle payment to JOHN SMITH');
    expect(transfer).toMatchObject({ code: 1, stderr: 'logos: the line names no merchant (a transfer line)\n' });
    const bad = await logos('merchant', 'TARGET', '--country', 'USA');
    expect(bad).toMatchObject({ code: 1, stderr: expect.stringContaining('country must be a two-letter ISO 3166-1 code') });
    expect((await logos('merchant', '   ')).stderr).toContain('the line must not be empty');
  });

  it('renders a logo to a file with the asked format and size', async () => {
    const file = join(dataDir, 'stripe.png');
    const result = await logos('logo', 'stripe.com', '--variant', 'logo', '--format', 'png', '--size', '64', '--retina', '-o', file);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('wrote');
    const meta = await sharp(file).metadata();
    expect(meta.format).toBe('png');
    expect(meta.width).toBe(128);
  });

  it('fails with a clear message and exit code 1 on bad input', async () => {
    const badDomain = await logos('brand', '127.0.0.1');
    expect(badDomain.code).toBe(1);
    expect(badDomain.stderr).toMatch(/^logos: domain must be a hostname/);
    const unknown = await logos('brand', 'no-such-brand-anywhere.com');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('no brand is known for no-such-brand-anywhere.com');
    const badSize = await logos('logo', 'stripe.com', '--size', '5000', '-o', join(dataDir, 'x.png'));
    expect(badSize.code).toBe(1);
    expect(badSize.stderr).toContain('--size');
  });
});
