// Instagram: the profile page at /<handle>/ names the profile picture in og:image.
import { handleSimilarity } from '../social/handle.ts';
import type { Provider } from '../types.ts';
import { profilePageImage, trimBase } from './profile-page.ts';

export const instagramProvider = (options: { baseUrl: string }): Provider => {
  const base = trimBase(options.baseUrl);
  return async function instagram(context) {
    const profile = await context.profile('instagram');
    if (!profile) return undefined;
    const url = await profilePageImage(context, base, profile);
    if (!url) return undefined;
    return [{ provider: 'instagram', kind: 'instagram', url, handle: handleSimilarity(profile.handle, context.domain, context.brand?.name) }];
  };
};
