import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConsumerBrands } from '../../pipeline/seed/consumer-brands.ts';
import { logos as runLogos } from '../helpers/cli.ts';

let dataDir: string;
const logos = (...args: string[]) => runLogos(dataDir, args);

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'logos-coverage-'));
  expect((await logos('import')).code).toBe(0);
}, 180_000);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('logos coverage', () => {
  it('prints the consumer-brand yardstick beside the top sites and the S&P 500, and the stored sources', async () => {
    const json = await logos('coverage', '--json', '--misses', '5');
    expect(json.code).toBe(0);
    const report = JSON.parse(json.stdout) as {
      brands: { total: number; sources: number; domains: number };
      consumer: { brands: number; brandRecord: number; realLogo: number; otherBrand: unknown[]; bySegment: Record<string, { brands: number }>; misses: unknown[] };
    };
    expect(report.consumer.brands).toBe(readConsumerBrands().brands.size);
    expect(report.consumer.brandRecord / report.consumer.brands).toBeGreaterThanOrEqual(0.95);
    expect(report.consumer.otherBrand).toEqual([]);
    expect(report.consumer.misses).toHaveLength(5);
    expect(Object.values(report.consumer.bySegment).reduce((sum, segment) => sum + segment.brands, 0)).toBe(report.consumer.brands);
    expect(report.brands.sources).toBeGreaterThan(2000);
    expect(report.brands.domains).toBeGreaterThanOrEqual(report.brands.total);

    const text = await logos('coverage', '--misses', '0');
    expect(text.stdout).toMatch(/^consumer brands \(\d+\): brand record \d+ \/ \d+ \([\d.]+ %\), real logo \d+ \/ \d+ \([\d.]+ %\), answered by another brand 0$/m);
    expect(text.stdout).toMatch(/^ {2}car-rental +\d+ brands, record /m);
    expect(text.stdout).toMatch(/\d+ stored source images/);
  }, 120_000);
});
