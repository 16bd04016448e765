// LinkedIn: a company page at /company/<slug> names its logo in og:image.
import { PLATFORM_SITES } from '../platform-sites.ts';
import type { Provider } from '../types.ts';
import { isHandle, type Platform } from './platform.ts';
import { profilePageProvider } from './profile-page.ts';

export const linkedinProvider = (options: { baseUrl: string }): Provider => profilePageProvider('linkedin', options.baseUrl);

export const linkedinPlatform: Platform<'linkedin'> = {
  ...PLATFORM_SITES.linkedin,
  readProfile: ([kind, slug]) => (kind && slug && ['company', 'school', 'showcase'].includes(kind) && isHandle(slug) ? [slug, `/${kind}/${slug}`] : undefined),
  reliability: 0.65,
  provider: linkedinProvider,
};
