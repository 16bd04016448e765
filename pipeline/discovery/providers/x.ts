// X (Twitter): the profile page at /<handle> names the profile image in its twitter:image / og:image tags.
import type { Provider } from '../types.ts';
import { profilePageProvider } from './profile-page.ts';

export const xProvider = (options: { baseUrl: string }): Provider => profilePageProvider('x', options.baseUrl);
