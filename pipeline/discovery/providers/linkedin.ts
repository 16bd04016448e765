// LinkedIn: a company page at /company/<slug> names its logo in og:image.
import type { Provider } from '../types.ts';
import { profilePageProvider } from './profile-page.ts';

export const linkedinProvider = (options: { baseUrl: string }): Provider => profilePageProvider('linkedin', options.baseUrl);
