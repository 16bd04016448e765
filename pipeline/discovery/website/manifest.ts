// Reads a web app manifest's icons (largest first), resolved against the manifest's own URL as the spec says.
import { z } from 'zod';
import { largestSize } from './html.ts';

const manifestSchema = z.object({
  icons: z.array(z.object({ src: z.string().max(2048), sizes: z.string().max(200).optional(), purpose: z.string().max(100).optional() }).loose()).max(100),
}).loose();

export function manifestIcons(text: string, manifestUrl: string): { url: string; size: number }[] {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return [];
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) return [];
  return parsed.data.icons
    // Monochrome icons are masks meant to be tinted by the system, not the brand's colours.
    .filter((icon) => !(icon.purpose ?? '').split(/\s+/).includes('monochrome'))
    .flatMap((icon) => {
      try {
        return [{ url: new URL(icon.src, manifestUrl).href, size: largestSize(icon.sizes) }];
      } catch {
        return [];
      }
    })
    .sort((a, b) => b.size - a.size);
}
