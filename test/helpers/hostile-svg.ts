// The drawing of issue 13, finding 5: one path of large self-intersecting triangles, so that every scanline crosses
// thousands of edges. 2,000 triangles (72 kB) take about 50 s at 2048 px on the test machine; the reported file had
// 16,000. Deterministic, so every run draws the same thing.
export function crossingTriangles(count: number): string {
  let seed = 7;
  const next = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648 * 1000).toFixed(1);
  const d = Array.from({ length: count }, () => `M${next()} ${next()}L${next()} ${next()}L${next()} ${next()}Z`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1000 1000"><path fill="#123" d="${d}"/></svg>`;
}
