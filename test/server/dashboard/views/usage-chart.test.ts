import { describe, expect, it } from 'vitest';
import { lastDays, UsageChart } from '../../../../server/dashboard/views/usage-chart.tsx';

describe('UsageChart', () => {
  it('lists the last 30 UTC days ending today, zero where nothing was counted, across a month end', () => {
    const days = lastDays(new Map([['2026-03-01', 7], ['2026-02-10', 2], ['2026-01-01', 99]]), new Date('2026-03-01T23:59:59Z'));
    expect(days).toHaveLength(30);
    expect(days[0]).toEqual({ day: '2026-01-31', count: 0 });
    expect(days.find((d) => d.day === '2026-02-10')).toEqual({ day: '2026-02-10', count: 2 });
    expect(days[29]).toEqual({ day: '2026-03-01', count: 7 });
    expect(days.some((d) => d.day === '2026-01-01')).toBe(false);
  });

  it('draws bars in proportion to the busiest day, keeps a single request visible, and says the totals in words', async () => {
    const days = lastDays(new Map([['2026-03-01', 1000], ['2026-02-28', 500], ['2026-02-27', 1]]), new Date('2026-03-01T12:00:00Z'));
    const svg = String(await UsageChart({ days })?.toString());
    const height = (day: string) => Number(new RegExp(`height="(\\d+)" data-day="${day}"`).exec(svg)![1]);
    expect(height('2026-03-01')).toBe(112);
    expect(height('2026-02-28')).toBe(56);
    expect(height('2026-02-27')).toBe(2);
    expect(height('2026-02-26')).toBe(0);
    expect(svg).toContain('<desc id="chart-desc">1,501 requests in the last 30 days; the busiest day had 1,000.</desc>');
    expect(svg).toContain('<title>2026-02-28: 500 requests</title>');
    expect(svg.match(/<tr><td>2026-/g)).toHaveLength(30);
  });
});
