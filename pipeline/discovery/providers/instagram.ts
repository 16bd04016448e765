// Instagram: the profile page at /<handle>/ names the profile picture in og:image.
import { PLATFORM_SITES } from '../platform-sites.ts';
import type { Provider } from '../types.ts';
import { handleAtRoot, type Platform } from './platform.ts';
import { profilePageProvider } from './profile-page.ts';

export const instagramProvider = (options: { baseUrl: string }): Provider => profilePageProvider('instagram', options.baseUrl);

export const instagramPlatform: Platform<'instagram'> = {
  ...PLATFORM_SITES.instagram,
  readProfile: handleAtRoot(['p', 'reel', 'reels', 'explore', 'accounts', 'stories']),
  reliability: 0.5,
  provider: instagramProvider,
};
