// Facebook: the Graph API answers /<page>/picture?type=large with a redirect to the page's profile picture.
import type { Provider } from '../types.ts';
import { socialCandidate, trimBase } from './profile-page.ts';

export const facebookProvider = (options: { baseUrl: string }): Provider => {
  const base = trimBase(options.baseUrl);
  return async function facebook(context) {
    const profile = await context.profile('facebook');
    if (!profile) return undefined;
    const url = `${base}/${encodeURIComponent(profile.handle)}/picture?type=large`;
    return socialCandidate('facebook', context, profile, url);
  };
};
