// Instagram: the profile page at /<handle>/ names the profile picture in og:image.
import type { Provider } from '../types.ts';
import { profilePageProvider } from './profile-page.ts';

export const instagramProvider = (options: { baseUrl: string }): Provider => profilePageProvider('instagram', options.baseUrl);
