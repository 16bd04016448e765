// What most platforms have in common: the profile page names its picture in og:image (or twitter:image).
import type { DiscoveryContext, Profile } from '../types.ts';
import { parsePage } from '../website/html.ts';

export async function profilePageImage(context: DiscoveryContext, baseUrl: string, profile: Profile): Promise<string | undefined> {
  const page = await context.fetch(`${baseUrl}${profile.path}`, 'text/html,application/xhtml+xml');
  return parsePage(page.body.toString('utf8'), page.url).ogImages[0];
}

export function trimBase(baseUrl: string): string {
  return baseUrl.replace(/\/+$/, '');
}
