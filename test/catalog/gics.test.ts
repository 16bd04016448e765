import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestOrigin, type TestOrigin } from '../helpers/origin.ts';

let origin: TestOrigin;
beforeAll(async () => {
  origin = await createTestOrigin({ seed: false });
});
afterAll(() => origin.cleanup());

describe('GICS 2023', () => {
  it('holds 11 sectors, 25 industry groups, 74 industries and 163 sub-industries', () => {
    expect(origin.deps.gics.levelCounts()).toEqual({ sectors: 11, industryGroups: 25, industries: 74, subIndustries: 163 });
  });

  it('expands a sub-industry code to all four levels', () => {
    expect(origin.deps.gics.expand('40201060')).toEqual({
      sector: { code: '40', name: 'Financials' },
      industry_group: { code: '4020', name: 'Financial Services' },
      industry: { code: '402010', name: 'Financial Services' },
      sub_industry: { code: '40201060', name: 'Transaction & Payment Processing Services' },
    });
  });

  it('knows nothing of codes outside the 2023 revision', () => {
    expect(origin.deps.gics.expand('45102020')).toBeUndefined(); // Data Processing moved to Industrials in 2023
    expect(origin.deps.gics.expand('4510')).toBeUndefined();
  });
});
