// YouTube: a channel page (/@handle, /channel/<id>, /c/<name>) names the channel avatar in og:image.
import type { Provider } from '../types.ts';
import { profilePageProvider } from './profile-page.ts';

export const youtubeProvider = (options: { baseUrl: string }): Provider => profilePageProvider('youtube', options.baseUrl);
