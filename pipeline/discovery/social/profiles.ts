// Recognises links to a brand's profile on each platform and extracts the handle, so a profile found on the site or
// in the catalog can be asked of the platform (or of the base URL that stands in for it).
import type { Profile, SocialPlatform } from '../types.ts';

interface PlatformRule {
  hosts: readonly string[];
  /** Where the platform's profiles live, for writing a profile's URL into the brand record. */
  home: string;
  /** Returns [handle, path] of a profile URL path, or undefined for a non-profile page (share links, search...). */
  read(segments: string[]): [string, string] | undefined;
}

const HANDLE = /^[A-Za-z0-9_.-]{1,100}$/;
const single = (reserved: readonly string[]) => (segments: string[]): [string, string] | undefined => {
  const handle = segments[0];
  return handle && HANDLE.test(handle) && !reserved.includes(handle.toLowerCase()) ? [handle, `/${handle}`] : undefined;
};

const RULES: Record<SocialPlatform, PlatformRule> = {
  github: { hosts: ['github.com'], home: 'https://github.com', read: single(['about', 'features', 'login', 'sponsors', 'topics', 'marketplace', 'orgs', 'settings', 'apps']) },
  x: { hosts: ['x.com', 'twitter.com', 'mobile.twitter.com'], home: 'https://x.com', read: single(['intent', 'share', 'home', 'i', 'search', 'hashtag', 'explore']) },
  instagram: { hosts: ['instagram.com'], home: 'https://www.instagram.com', read: single(['p', 'reel', 'reels', 'explore', 'accounts', 'stories']) },
  facebook: { hosts: ['facebook.com', 'fb.com', 'm.facebook.com'], home: 'https://www.facebook.com', read: single(['sharer', 'sharer.php', 'share', 'share.php', 'dialog', 'plugins', 'groups', 'login', 'watch']) },
  linkedin: {
    hosts: ['linkedin.com'],
    home: 'https://www.linkedin.com',
    read: ([kind, slug]) => (kind && slug && ['company', 'school', 'showcase'].includes(kind) && HANDLE.test(slug) ? [slug, `/${kind}/${slug}`] : undefined),
  },
  youtube: {
    hosts: ['youtube.com', 'm.youtube.com'],
    home: 'https://www.youtube.com',
    read: ([first, second]) => {
      if (first?.startsWith('@') && HANDLE.test(first.slice(1))) return [first.slice(1), `/${first}`];
      if (first && second && ['channel', 'c', 'user'].includes(first) && HANDLE.test(second)) return [second, `/${first}/${second}`];
      return undefined;
    },
  },
};

/** Every platform we read profiles of, in the order brand records list them. */
export const SOCIAL_PLATFORMS = Object.keys(RULES) as SocialPlatform[];

/** The canonical URL of a profile, e.g. https://www.linkedin.com/company/acme. */
export function profileUrl(profile: Pick<Profile, 'platform' | 'path'>): string {
  return `${RULES[profile.platform].home}${profile.path}`;
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
  const rule = RULES[platform];
  if (!rule.hosts.includes(host)) return undefined;
  const found = rule.read(url.pathname.split('/').filter(Boolean).map(decodeURIComponentSafe));
  return found && { platform, handle: found[0], path: found[1], from };
}

function decodeURIComponentSafe(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
