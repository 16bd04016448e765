// Automatic dark-background version of a dark mark on a transparent background: lightness inverted, hue and saturation kept.

/** A logo needs recolouring for dark backgrounds when it is mostly see-through and what is drawn is dark. */
export function isDarkOnTransparent(rgba: Buffer): boolean {
  let transparent = 0;
  let drawn = 0;
  let luminanceSum = 0;
  for (let i = 0; i < rgba.length; i += 4) {
    const alpha = rgba[i + 3]!;
    if (alpha < 16) {
      transparent++;
      continue;
    }
    const weight = alpha / 255;
    drawn += weight;
    luminanceSum += weight * (0.2126 * rgba[i]! + 0.7152 * rgba[i + 1]! + 0.0722 * rgba[i + 2]!) / 255;
  }
  const pixels = rgba.length / 4;
  return transparent > pixels * 0.05 && drawn > 0 && luminanceSum / drawn < 0.4;
}

// In HSL, chroma depends on |2L-1|, so L -> 1-L keeps chroma and hue; every channel moves by the same 1-max-min.
export function invertLightness(rgba: Buffer): void {
  for (let i = 0; i < rgba.length; i += 4) {
    const r = rgba[i]!;
    const g = rgba[i + 1]!;
    const b = rgba[i + 2]!;
    const shift = 255 - Math.max(r, g, b) - Math.min(r, g, b);
    rgba[i] = r + shift;
    rgba[i + 1] = g + shift;
    rgba[i + 2] = b + shift;
  }
}
