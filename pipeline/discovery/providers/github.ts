// GitHub: every user and organisation has an avatar at /<handle>.png, which redirects to the image itself.
import { PLATFORM_SITES } from '../platform-sites.ts';
import type { Provider } from '../types.ts';
import { handleAtRoot, type Platform } from './platform.ts';
import { socialCandidate, trimBase } from './profile-page.ts';

export const githubPlatform: Platform<'github'> = {
  ...PLATFORM_SITES.github,
  readProfile: handleAtRoot(['about', 'features', 'login', 'sponsors', 'topics', 'marketplace', 'orgs', 'settings', 'apps']),
  reliability: 0.7,
  provider: (options) => githubProvider(options),
};

export const githubProvider = (options: { baseUrl: string }): Provider => {
  const base = trimBase(options.baseUrl);
  return async function github(context) {
    const profile = await context.profile('github');
    if (!profile) return undefined;
    const url = `${base}/${encodeURIComponent(profile.handle)}.png?size=460`;
    return socialCandidate('github', context, profile, url);
  };
};
