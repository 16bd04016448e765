// The drawing of issue 13, finding 5: one path of large self-intersecting triangles, so that every scanline crosses
// thousands of edges. 2,000 triangles (72 kB) take about 50 s at 2048 px on the test machine; the reported file had
// 16,000. Deterministic, so every run draws the same thing.
export function crossingTriangles(count: number): string {
  let seed = 7;
  const next = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648 * 1000).toFixed(1);
  const d = Array.from({ length: count }, () => `M${next()} ${next()}L${next()} ${next()}L${next()} ${next()}Z`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1000 1000"><path fill="#123" d="${d}"/></svg>`;
}

/** A mark drawn under soft blurred shapes, as map and illustration logos are exported: quick to draw at icon sizes,
 * but every blur's filter surface grows with the square of the size, so at 2048 px it takes tens of seconds. The dark
 * square in the middle is drawn without a blur, so a test can read its colour. */
export function blurredLayers(count: number): string {
  const layers = Array.from({ length: count }, (_, i) => `<circle cx="${30 + ((i * 7) % 40)}" cy="${30 + ((i * 13) % 40)}" r="${10 + (i % 15)}" fill="#${(0x7ebc6f + i * 0x1f3d).toString(16).slice(-6)}" filter="url(#soft)"/>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><defs><filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="6"/></filter></defs>${layers.join('')}<path d="M35 35h30v30h-30z" fill="#2d3335"/></svg>`;
}
