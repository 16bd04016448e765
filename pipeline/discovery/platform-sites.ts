// Where each social platform lives: its hosts, its home and where discovery asks it by default. Kept apart from the
// providers (providers/<id>.ts spread these into their Platform) so reading the configuration loads no provider.
import type { SocialPlatform } from './provider-ids.ts';

export interface PlatformSite<Id extends string = string> {
  id: Id;
  /** Hosts of its profile pages; a brand file's link may be on any subdomain of them (www., m.). */
  hosts: readonly string[];
  /** Where its profiles live, for writing a profile's URL into the brand record. */
  home: string;
}

export interface ReadPlatformSite<Id extends SocialPlatform = SocialPlatform> extends PlatformSite<Id> {
  /** Where discovery asks for profiles by default; DISCOVERY_<ID>_URL replaces it (a test's fake, a mirror). */
  baseUrl: string;
}

/** The platforms discovery reads, keyed by id (the compiler checks every id of SocialPlatform has one), in tier order. */
export const PLATFORM_SITES: { readonly [P in SocialPlatform]: ReadPlatformSite<P> } = {
  github: { id: 'github', hosts: ['github.com'], home: 'https://github.com', baseUrl: 'https://github.com' },
  x: { id: 'x', hosts: ['x.com', 'twitter.com', 'mobile.twitter.com'], home: 'https://x.com', baseUrl: 'https://x.com' },
  linkedin: { id: 'linkedin', hosts: ['linkedin.com'], home: 'https://www.linkedin.com', baseUrl: 'https://www.linkedin.com' },
  facebook: { id: 'facebook', hosts: ['facebook.com', 'fb.com', 'm.facebook.com'], home: 'https://www.facebook.com', baseUrl: 'https://graph.facebook.com' },
  instagram: { id: 'instagram', hosts: ['instagram.com'], home: 'https://www.instagram.com', baseUrl: 'https://www.instagram.com' },
  youtube: { id: 'youtube', hosts: ['youtube.com', 'm.youtube.com'], home: 'https://www.youtube.com', baseUrl: 'https://www.youtube.com' },
};

/** A platform brand records may link to although discovery does not read it. */
export const TIKTOK_SITE: PlatformSite<'tiktok'> = { id: 'tiktok', hosts: ['tiktok.com'], home: 'https://www.tiktok.com' };

export const SOCIAL_PLATFORMS = Object.keys(PLATFORM_SITES) as SocialPlatform[];

/** DISCOVERY_GITHUB_URL and so on: the variable that replaces a platform's base URL. */
export const baseUrlVariable = <P extends SocialPlatform>(id: P) => `DISCOVERY_${id.toUpperCase() as Uppercase<P>}_URL` as const;
