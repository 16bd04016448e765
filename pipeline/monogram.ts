// Deterministic placeholder for domains without a logo: the first letter on one of 16 colours picked by a stable hash.
import { createHash } from 'node:crypto';
import { displayName } from '../catalog/domain.ts';

// Each colour keeps white text at a contrast of at least 4.5:1.
export const MONOGRAM_PALETTE = [
  '#C62828', '#AD1457', '#6A1B9A', '#4527A0', '#283593', '#1565C0', '#0277BD', '#00695C',
  '#2E7D32', '#00838F', '#9E4A00', '#BF360C', '#6D4C41', '#546E7A', '#37474F', '#5D4037',
] as const;

export const MONOGRAM_VERSION = 'm1';
export const MONOGRAM_SIZE = 128;

export function monogramColour(domain: string): string {
  const digest = createHash('sha256').update(domain).digest();
  return MONOGRAM_PALETTE[digest.readUInt32BE(0) % MONOGRAM_PALETTE.length]!;
}

/** The first letter of a display text (a brand name, or a domain's first label in Unicode), uppercased. */
export function monogramLetter(text: string): string {
  const first = new Intl.Segmenter().segment(text.trim())[Symbol.iterator]().next().value?.segment ?? '?';
  const upper = first.toUpperCase();
  // Some letters grow when uppercased (ß -> SS); a placeholder shows one letter.
  return Array.from(upper).length === Array.from(first).length ? upper : first;
}

/** `seed` picks the colour (a normalised domain); `label` gives the letter, by default the domain's own name. */
export function monogramSvg(seed: string, options: { greyscale?: boolean; label?: string } = {}): string {
  const colour = options.greyscale ? toGrey(monogramColour(seed)) : monogramColour(seed);
  const letter = escapeXml(monogramLetter(options.label ?? displayName(seed)));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${MONOGRAM_SIZE}" height="${MONOGRAM_SIZE}" viewBox="0 0 128 128">` +
    `<rect width="128" height="128" rx="24" fill="${colour}"/>` +
    `<text x="64" y="64" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Helvetica, Arial, sans-serif" ` +
    `font-size="64" font-weight="700" fill="#FFFFFF">${letter}</text></svg>`
  );
}

function toGrey(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const luminance = Math.round(0.2126 * (value >> 16) + 0.7152 * ((value >> 8) & 255) + 0.0722 * (value & 255));
  const channel = luminance.toString(16).padStart(2, '0');
  return `#${channel}${channel}${channel}`.toUpperCase();
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
