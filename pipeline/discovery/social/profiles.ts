// Recognises links to a brand's profile on each platform and extracts the handle, so a profile found on the site or
// in the catalog can be asked of the platform (or of the base URL that stands in for it).
import { PLATFORMS } from '../providers/platforms.ts';
import type { Profile, SocialPlatform } from '../types.ts';

/** The canonical URL of a profile, e.g. https://www.linkedin.com/company/acme. */
export function profileUrl(profile: Pick<Profile, 'platform' | 'path'>): string {
  return `${PLATFORMS[profile.platform].home}${profile.path}`;
}

export function profileFromUrl(platform: SocialPlatform, href: string, from: Profile['from']): Profile | undefined {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  const { hosts, readProfile } = PLATFORMS[platform];
  if (!hosts.includes(host)) return undefined;
  const found = readProfile(url.pathname.split('/').filter(Boolean).map(decodeURIComponentSafe));
  return found && { platform, handle: found[0], path: found[1], from };
}

function decodeURIComponentSafe(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
