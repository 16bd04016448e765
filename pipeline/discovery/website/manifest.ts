// Reads a web app manifest's icons (largest first), resolved against the manifest's own URL as the spec says, and
// the brand facts it declares (name, theme colour).
import { z } from 'zod';
import { largestSize } from './head.ts';

const manifestSchema = z.object({
  name: z.string().max(300).optional().catch(undefined),
  short_name: z.string().max(300).optional().catch(undefined),
  theme_color: z.string().max(100).optional().catch(undefined),
  icons: z.array(z.object({ src: z.string().max(2048), sizes: z.string().max(200).optional(), purpose: z.string().max(100).optional() }).loose()).max(100).default([]),
}).loose();

function parse(text: string) {
  try {
    return manifestSchema.safeParse(JSON.parse(text)).data;
  } catch {
    return undefined;
  }
}

export function manifestFacts(text: string): { name?: string; themeColor?: string } {
  const manifest = parse(text);
  return { name: manifest?.name ?? manifest?.short_name, themeColor: manifest?.theme_color };
}

export function manifestIcons(text: string, manifestUrl: string): { url: string; size: number }[] {
  const manifest = parse(text);
  if (!manifest) return [];
  return manifest.icons
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
