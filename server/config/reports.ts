// The reports part of the configuration: REPORT* variables with defaults, parsed with the rest in index.ts.
import { z } from 'zod';

const int = (min: number, max: number, fallback: number) => z.coerce.number().int().min(min).max(max).default(fallback);

export interface ReportSettings {
  /** Reports of one brand accepted per UTC day, from all accounts together. */
  perBrandPerDay: number;
  /** Distinct accounts that must report an image before discovery leaves it out for everyone. */
  confirmations: number;
}

export function reportEnv() {
  return {
    REPORTS_PER_BRAND_PER_DAY: int(1, 10_000, 5),
    REPORT_CONFIRMATIONS: int(1, 100, 2),
  };
}

type Env = { [K in keyof ReturnType<typeof reportEnv>]: z.output<ReturnType<typeof reportEnv>[K]> };

export function reportSettingsOf(values: Env): ReportSettings {
  return { perBrandPerDay: values.REPORTS_PER_BRAND_PER_DAY, confirmations: values.REPORT_CONFIRMATIONS };
}
