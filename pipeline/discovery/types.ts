// Shapes shared by providers, the discovery run and the worker.
import type { Brand } from '../../catalog/types.ts';
import type { FetchedResponse } from './net/fetch.ts';
import type { ProviderId, SocialPlatform } from './provider-ids.ts';
import type { SourceKind } from './sources.ts';
import type { SitePage } from './website/site-page.ts';
import type { PlaceFacts } from './website/whose-place.ts';

export { PROVIDER_IDS, type ProviderId, type SocialPlatform } from './provider-ids.ts';

/** A place a logo may be: a URL to fetch, or bytes the page already held (an inline SVG). */
export interface CandidateSource {
  provider: ProviderId;
  kind: SourceKind;
  url: string;
  inline?: Buffer;
  /** 0 to 1: how close the profile handle is to the domain's name; 1 for the domain's own site. */
  handle: number;
  /** The page declares it for dark backgrounds (prefers-color-scheme: dark). */
  dark?: boolean;
  /** The page shows it in light mode (a theme marker): light unless it draws only in white. */
  light?: boolean;
  /** A page logo neither in the home link nor named as the logo: the site's declared icons come first (choose.ts). */
  loose?: boolean;
  /** The site also declares this URL as its icon (a header logo that the manifest lists too). */
  declared?: boolean;
  /** The colour a mask-icon is painted in, as Safari paints it (image/tint.ts). */
  tint?: string;
  /** What the page's markup says of whose mark it is (a page logo's; identity.ts). */
  facts?: PlaceFacts;
}

export interface Profile {
  platform: SocialPlatform;
  handle: string;
  /** Path of the profile on the platform, e.g. "/acme" or "/company/acme" or "/@acme". */
  path: string;
  /** Where we learned of it. */
  from: 'site' | 'catalog';
}

export interface DiscoveryContext {
  domain: string;
  brand: Brand | undefined;
  /** Fetches within the domain's deadline and request budget. */
  fetch(url: string, accept: string): Promise<FetchedResponse>;
  /** The home page, fetched once per run; undefined when it answered with an error status or no HTML. */
  homepage(): Promise<SitePage | undefined>;
  /** The home page's web app manifest, fetched once per run; undefined when none is linked or it failed. */
  manifest(): Promise<FetchedResponse | undefined>;
  /** The brand's profile on a platform: from the site's own links first, then the catalog's socials. */
  profile(platform: SocialPlatform): Promise<Profile | undefined>;
}

/** `undefined` means "nothing here"; a throw means the provider failed (see DESIGN.md 3.4). */
export type Provider = (context: DiscoveryContext) => Promise<CandidateSource[] | undefined>;
