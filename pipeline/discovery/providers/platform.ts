// What a social platform is to the program: where its profiles live, how a profile link reads, where discovery asks
// it, how far its picture is trusted, and its provider. Each provider file defines its own; platforms.ts lists them.
import type { PlatformSite, ReadPlatformSite } from '../platform-sites.ts';
import type { Provider, SocialPlatform } from '../types.ts';

/** A platform's site (platform-sites.ts) and how its profile links read. */
export interface LinkedPlatform<Id extends string = string> extends PlatformSite<Id> {
  /** [handle, path] of a profile URL's path segments, or undefined for a page that is no profile (share links, search). */
  readProfile(segments: string[]): [string, string] | undefined;
}

export interface Platform<Id extends SocialPlatform = SocialPlatform> extends LinkedPlatform<Id>, ReadPlatformSite<Id> {
  /** How reliably its profile picture is the brand's own mark, 0 to 1: a prior of the scorer. */
  reliability: number;
  provider(options: { baseUrl: string }): Provider;
}

const HANDLE = /^[A-Za-z0-9_.-]{1,100}$/;

/** A handle anywhere a profile URL may carry one (a path segment). */
export const isHandle = (text: string): boolean => HANDLE.test(text);

/** Profiles at /<handle>, except the platform's own pages (`reserved`). */
export const handleAtRoot = (reserved: readonly string[]) => (segments: string[]): [string, string] | undefined => {
  const handle = segments[0];
  return handle && isHandle(handle) && !reserved.includes(handle.toLowerCase()) ? [handle, `/${handle}`] : undefined;
};
