// The registry of social platforms with their providers, keyed as platform-sites.ts keys their sites (ids, hosts, base
// URLs); the lists of linked platforms and priors are derived from it.
import type { SocialPlatform } from '../types.ts';
import { facebookPlatform } from './facebook.ts';
import { githubPlatform } from './github.ts';
import { instagramPlatform } from './instagram.ts';
import { linkedinPlatform } from './linkedin.ts';
import type { LinkedPlatform, Platform } from './platform.ts';
import { tiktokPlatform } from './tiktok.ts';
import { xPlatform } from './x.ts';
import { youtubePlatform } from './youtube.ts';

/** The platforms discovery reads, keyed by id (the compiler checks every id of SocialPlatform has one), in tier order
 * (that of PLATFORM_SITES). */
export const PLATFORMS: { readonly [P in SocialPlatform]: Platform<P> } = {
  github: githubPlatform,
  x: xPlatform,
  linkedin: linkedinPlatform,
  facebook: facebookPlatform,
  instagram: instagramPlatform,
  youtube: youtubePlatform,
};

/** What a brand record may link to: the platforms discovery reads, and TikTok, which it does not. */
export type LinkedPlatformId = SocialPlatform | typeof tiktokPlatform.id;
export const LINKED_PLATFORMS: readonly LinkedPlatform<LinkedPlatformId>[] = [...Object.values(PLATFORMS), tiktokPlatform];
/** The ids as a tuple, for z.enum. */
export const LINKED_PLATFORM_IDS = LINKED_PLATFORMS.map((platform) => platform.id) as [LinkedPlatformId, ...LinkedPlatformId[]];

/** The hosts a link to the platform may be on, each with any subdomain (m.facebook.com is a subdomain of facebook.com). */
export function linkHosts(platform: LinkedPlatform): string[] {
  return platform.hosts.filter((host) => !platform.hosts.some((other) => host.endsWith(`.${other}`)));
}
