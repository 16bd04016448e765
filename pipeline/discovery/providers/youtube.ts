// YouTube: a channel page (/@handle, /channel/<id>, /c/<name>) names the channel avatar in og:image.
import { handleSimilarity } from '../social/handle.ts';
import type { Provider } from '../types.ts';
import { profilePageImage, trimBase } from './profile-page.ts';

export const youtubeProvider = (options: { baseUrl: string }): Provider => {
  const base = trimBase(options.baseUrl);
  return async function youtube(context) {
    const profile = await context.profile('youtube');
    if (!profile) return undefined;
    const url = await profilePageImage(context, base, profile);
    if (!url) return undefined;
    return [{ provider: 'youtube', kind: 'youtube', url, handle: handleSimilarity(profile.handle, context.domain, context.brand?.name) }];
  };
};
