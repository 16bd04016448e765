// YouTube: a channel page (/@handle, /channel/<id>, /c/<name>) names the channel avatar in og:image.
import { PLATFORM_SITES } from '../platform-sites.ts';
import type { Provider } from '../types.ts';
import { isHandle, type Platform } from './platform.ts';
import { profilePageProvider } from './profile-page.ts';

export const youtubeProvider = (options: { baseUrl: string }): Provider => profilePageProvider('youtube', options.baseUrl);

export const youtubePlatform: Platform<'youtube'> = {
  ...PLATFORM_SITES.youtube,
  readProfile: ([first, second]) => {
    if (first?.startsWith('@') && isHandle(first.slice(1))) return [first.slice(1), `/${first}`];
    if (first && second && ['channel', 'c', 'user'].includes(first) && isHandle(second)) return [second, `/${first}/${second}`];
    return undefined;
  },
  reliability: 0.6,
  provider: youtubeProvider,
};
