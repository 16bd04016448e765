// Facebook: the Graph API answers /<page>/picture?type=large with a redirect to the page's profile picture.
import { PLATFORM_SITES } from '../platform-sites.ts';
import type { Provider } from '../types.ts';
import { handleAtRoot, type Platform } from './platform.ts';
import { socialCandidate, trimBase } from './profile-page.ts';

export const facebookPlatform: Platform<'facebook'> = {
  ...PLATFORM_SITES.facebook,
  readProfile: handleAtRoot(['sharer', 'sharer.php', 'share', 'share.php', 'dialog', 'plugins', 'groups', 'login', 'watch']),
  reliability: 0.55,
  provider: (options) => facebookProvider(options),
};

export const facebookProvider = (options: { baseUrl: string }): Provider => {
  const base = trimBase(options.baseUrl);
  return async function facebook(context) {
    const profile = await context.profile('facebook');
    if (!profile) return undefined;
    const url = `${base}/${encodeURIComponent(profile.handle)}/picture?type=large`;
    return socialCandidate('facebook', context, profile, url);
  };
};
