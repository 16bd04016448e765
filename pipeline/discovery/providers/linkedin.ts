// LinkedIn: a company page at /company/<slug> names its logo in og:image.
import type { Provider } from '../types.ts';
import { isHandle, type Platform } from './platform.ts';
import { profilePageProvider } from './profile-page.ts';

export const linkedinProvider = (options: { baseUrl: string }): Provider => profilePageProvider('linkedin', options.baseUrl);

export const linkedinPlatform: Platform<'linkedin'> = {
  id: 'linkedin',
  hosts: ['linkedin.com'],
  home: 'https://www.linkedin.com',
  readProfile: ([kind, slug]) => (kind && slug && ['company', 'school', 'showcase'].includes(kind) && isHandle(slug) ? [slug, `/${kind}/${slug}`] : undefined),
  baseUrl: 'https://www.linkedin.com',
  reliability: 0.65,
  provider: linkedinProvider,
};
