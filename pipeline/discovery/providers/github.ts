// GitHub: every user and organisation has an avatar at /<handle>.png, which redirects to the image itself.
import type { Provider } from '../types.ts';
import { socialCandidate, trimBase } from './profile-page.ts';

export const githubProvider = (options: { baseUrl: string }): Provider => {
  const base = trimBase(options.baseUrl);
  return async function github(context) {
    const profile = await context.profile('github');
    if (!profile) return undefined;
    const url = `${base}/${encodeURIComponent(profile.handle)}.png?size=460`;
    return socialCandidate('github', context, profile, url);
  };
};
