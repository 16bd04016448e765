// X (Twitter): the profile page at /<handle> names the profile image in its twitter:image / og:image tags.
import { handleSimilarity } from '../social/handle.ts';
import type { Provider } from '../types.ts';
import { profilePageImage, trimBase } from './profile-page.ts';

export const xProvider = (options: { baseUrl: string }): Provider => {
  const base = trimBase(options.baseUrl);
  return async function x(context) {
    const profile = await context.profile('x');
    if (!profile) return undefined;
    const url = await profilePageImage(context, base, profile);
    if (!url) return undefined;
    return [{ provider: 'x', kind: 'x', url, handle: handleSimilarity(profile.handle, context.domain, context.brand?.name) }];
  };
};
