// LinkedIn: a company page at /company/<slug> names its logo in og:image.
import { handleSimilarity } from '../social/handle.ts';
import type { Provider } from '../types.ts';
import { profilePageImage, trimBase } from './profile-page.ts';

export const linkedinProvider = (options: { baseUrl: string }): Provider => {
  const base = trimBase(options.baseUrl);
  return async function linkedin(context) {
    const profile = await context.profile('linkedin');
    if (!profile) return undefined;
    const url = await profilePageImage(context, base, profile);
    if (!url) return undefined;
    return [{ provider: 'linkedin', kind: 'linkedin', url, handle: handleSimilarity(profile.handle, context.domain, context.brand?.name) }];
  };
};
