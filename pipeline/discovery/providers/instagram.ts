// Instagram: the profile page at /<handle>/ names the profile picture in og:image.
import type { Provider } from '../types.ts';
import { handleAtRoot, type Platform } from './platform.ts';
import { profilePageProvider } from './profile-page.ts';

export const instagramProvider = (options: { baseUrl: string }): Provider => profilePageProvider('instagram', options.baseUrl);

export const instagramPlatform: Platform<'instagram'> = {
  id: 'instagram',
  hosts: ['instagram.com'],
  home: 'https://www.instagram.com',
  readProfile: handleAtRoot(['p', 'reel', 'reels', 'explore', 'accounts', 'stories']),
  baseUrl: 'https://www.instagram.com',
  reliability: 0.5,
  provider: instagramProvider,
};
