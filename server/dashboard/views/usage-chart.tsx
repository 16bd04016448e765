// Requests per day over the last 30 days as an inline SVG bar chart, with the same numbers in a table for screen readers.
import type { FC } from 'hono/jsx';

export interface DayCount {
  day: string;
  count: number;
}

const WIDTH = 600;
const HEIGHT = 140;
const TOP = 8;
const BASELINE = 120;

export const UsageChart: FC<{ days: DayCount[] }> = ({ days }) => {
  const busiest = Math.max(0, ...days.map((d) => d.count));
  const peak = Math.max(1, busiest);
  const total = days.reduce((sum, d) => sum + d.count, 0);
  const slot = WIDTH / days.length;
  const summary = `${total.toLocaleString('en-US')} requests in the last ${days.length} days; the busiest day had ${busiest.toLocaleString('en-US')}.`;
  return (
    <figure class="usage-chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby="chart-title chart-desc">
        <title id="chart-title">Requests per day, last {days.length} days</title>
        <desc id="chart-desc">{summary}</desc>
        <line class="axis" x1={0} y1={BASELINE} x2={WIDTH} y2={BASELINE} />
        {days.map((d, i) => {
          // Days with any use get at least 2 units, so a single request is still visible.
          const height = d.count === 0 ? 0 : Math.max(2, Math.round(((BASELINE - TOP) * d.count) / peak));
          return (
            <rect class="bar" x={(i * slot + slot * 0.15).toFixed(1)} y={BASELINE - height} width={(slot * 0.7).toFixed(1)} height={height} data-day={d.day} data-count={d.count}>
              <title>{`${d.day}: ${d.count.toLocaleString('en-US')} requests`}</title>
            </rect>
          );
        })}
        <text class="label" x={0} y={HEIGHT - 2}>{days[0]?.day}</text>
        <text class="label" x={WIDTH} y={HEIGHT - 2} text-anchor="end">{days[days.length - 1]?.day}</text>
      </svg>
      <figcaption>{summary}</figcaption>
      <details>
        <summary>Daily numbers</summary>
        <table>
          <thead>
            <tr><th scope="col">Day (UTC)</th><th scope="col">Requests</th></tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr><td>{d.day}</td><td>{d.count.toLocaleString('en-US')}</td></tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
};

/** The last `length` UTC days ending today, zero where nothing was counted. */
export function lastDays(counts: ReadonlyMap<string, number>, today: Date, length = 30): DayCount[] {
  const days: DayCount[] = [];
  for (let back = length - 1; back >= 0; back--) {
    const day = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - back)).toISOString().slice(0, 10);
    days.push({ day, count: counts.get(day) ?? 0 });
  }
  return days;
}
