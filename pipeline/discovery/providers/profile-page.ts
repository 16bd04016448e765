// What the social platforms have in common: a profile found for the brand, and a candidate named after the platform.
// Most of them name the profile picture in the profile page's og:image (or twitter:image).
import { handleSimilarity } from '../social/handle.ts';
import type { CandidateSource, DiscoveryContext, Profile, Provider, SocialPlatform } from '../types.ts';
import { parsePage } from '../website/html.ts';

export function trimBase(baseUrl: string): string {
  return baseUrl.replace(/\/+$/, '');
}

export function socialCandidate(platform: SocialPlatform, context: DiscoveryContext, profile: Profile, url: string): CandidateSource[] {
  return [{ provider: platform, kind: platform, url, handle: handleSimilarity(profile.handle, context.domain, context.brand?.name) }];
}

/** A provider for a platform whose profile page at <base><profile path> names its picture in og:image. */
export function profilePageProvider(platform: SocialPlatform, baseUrl: string): Provider {
  const base = trimBase(baseUrl);
  return async function profilePage(context) {
    const profile = await context.profile(platform);
    if (!profile) return undefined;
    const page = await context.fetch(`${base}${profile.path}`, 'text/html,application/xhtml+xml');
    const url = parsePage(page.body.toString('utf8'), page.url).ogImages[0];
    return url ? socialCandidate(platform, context, profile, url) : undefined;
  };
}
