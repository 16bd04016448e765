// Percentiles and timing helpers shared by the benchmarks.
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

/** Times two jobs alternately, so drift in machine load affects both alike. */
export async function timeInterleaved(
  iterations: number,
  first: () => Promise<unknown>,
  second: () => Promise<unknown>,
): Promise<[{ p50: number; p99: number }, { p50: number; p99: number }]> {
  const samples: [number[], number[]] = [[], []];
  for (let i = 0; i < iterations; i++) {
    for (const [index, work] of [first, second].entries()) {
      const started = performance.now();
      await work();
      samples[index]!.push(performance.now() - started);
    }
  }
  const summary = (values: number[]) => {
    values.sort((a, b) => a - b);
    return { p50: percentile(values, 50), p99: percentile(values, 99) };
  };
  return [summary(samples[0]), summary(samples[1])];
}

/** Median of a few runs with its spread, printed as "median (min–max)". */
export function medianOf(values: readonly number[]): { median: number; min: number; max: number } {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  const median = sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return { median, min: sorted[0]!, max: sorted[sorted.length - 1]! };
}

export function withSpread(values: readonly number[], digits = 2): string {
  const { median, min, max } = medianOf(values);
  return `${median.toFixed(digits)} (${min.toFixed(digits)}–${max.toFixed(digits)})`;
}

export const fixed = (value: number, digits = 2) => value.toFixed(digits);
