// The platform registry: each platform defined once, and every other list (profiles, providers, brand-file links,
// base-URL variables, priors) derived from it.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config/index.ts';
import { providerTiers } from '../../../pipeline/discovery/providers/index.ts';
import { baseUrlVariable, PLATFORM_SITES, SOCIAL_PLATFORMS } from '../../../pipeline/discovery/platform-sites.ts';
import { LINKED_PLATFORM_IDS, LINKED_PLATFORMS, PLATFORMS } from '../../../pipeline/discovery/providers/platforms.ts';
import { SOURCE_RELIABILITY } from '../../../pipeline/discovery/reliability.ts';
import { profileFromUrl, profileUrl } from '../../../pipeline/discovery/social/profiles.ts';
import { SOCIAL_PROVIDER_IDS } from '../../../pipeline/discovery/provider-ids.ts';

describe('platform registry', () => {
  it('holds one platform per social provider id, under its own id', () => {
    expect([...SOCIAL_PLATFORMS].sort()).toEqual([...SOCIAL_PROVIDER_IDS].sort());
    for (const [id, platform] of Object.entries(PLATFORMS)) expect(platform.id).toBe(id);
  });

  it('gives each platform the site the configuration reads, in the same tier order', () => {
    expect(Object.keys(PLATFORMS)).toEqual(SOCIAL_PLATFORMS);
    for (const id of SOCIAL_PLATFORMS) expect(PLATFORMS[id]).toMatchObject(PLATFORM_SITES[id]);
  });

  it('gives no host to two platforms', () => {
    const hosts = LINKED_PLATFORMS.flatMap((platform) => platform.hosts);
    expect(new Set(hosts).size).toBe(hosts.length);
  });

  it('lets a brand record link TikTok, which discovery does not read', () => {
    expect(LINKED_PLATFORM_IDS).toContain('tiktok');
    expect(SOCIAL_PLATFORMS).not.toContain('tiktok');
  });

  it('runs one provider per platform in the social tier', () => {
    const tiers = providerTiers(loadConfig({}).discovery, { resolveTxt: undefined });
    expect(tiers[1]!.map((provider) => provider.id)).toEqual(SOCIAL_PLATFORMS);
  });

  it.each(SOCIAL_PLATFORMS)('takes the base URL of %s from its DISCOVERY_<ID>_URL, else its default', (id) => {
    expect(loadConfig({}).discovery.baseUrls[id]).toBe(PLATFORMS[id].baseUrl);
    expect(loadConfig({ [baseUrlVariable(id)]: 'http://127.0.0.1:9/' }).discovery.baseUrls[id]).toBe('http://127.0.0.1:9/');
  });

  it.each(SOCIAL_PLATFORMS)('scores a candidate from %s with the prior its platform gives', (id) => {
    expect(SOURCE_RELIABILITY[id]).toBe(PLATFORMS[id].reliability);
  });

  it.each([
    ['x', 'https://twitter.com/stripe', 'https://x.com/stripe'],
    ['linkedin', 'https://www.linkedin.com/company/stripe/about/', 'https://www.linkedin.com/company/stripe'],
    ['youtube', 'https://m.youtube.com/@stripe', 'https://www.youtube.com/@stripe'],
    ['facebook', 'https://m.facebook.com/StripeHQ', 'https://www.facebook.com/StripeHQ'],
  ] as const)('reads a %s link %s as the profile %s', (platform, link, canonical) => {
    const profile = profileFromUrl(platform, link, 'site');
    expect(profile && profileUrl(profile)).toBe(canonical);
  });
});
