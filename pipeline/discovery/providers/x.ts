// X (Twitter): the profile page at /<handle> names the profile image in its twitter:image / og:image tags.
import { PLATFORM_SITES } from '../platform-sites.ts';
import type { Provider } from '../types.ts';
import { handleAtRoot, type Platform } from './platform.ts';
import { profilePageProvider } from './profile-page.ts';

export const xProvider = (options: { baseUrl: string }): Provider => profilePageProvider('x', options.baseUrl);

export const xPlatform: Platform<'x'> = {
  ...PLATFORM_SITES.x,
  readProfile: handleAtRoot(['intent', 'share', 'home', 'i', 'search', 'hashtag', 'explore']),
  reliability: 0.6,
  provider: xProvider,
};
