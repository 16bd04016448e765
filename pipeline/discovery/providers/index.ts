// The explicit registry of providers, in tiers: the domain's own website first; the social platforms only when the
// website gave nothing good enough. Providers in one tier run side by side.
import type { TxtResolver } from '../net/resolver.ts';
import type { Provider, ProviderId, SocialPlatform } from '../types.ts';
import { bimiProvider } from './bimi.ts';
import { PLATFORMS } from './platforms.ts';
import { websiteProvider } from './website.ts';

export interface ProviderSettings {
  /** Home page URL with {domain} in it, e.g. https://{domain}/. */
  siteUrl: string;
  baseUrls: Record<SocialPlatform, string>;
}

export interface RegisteredProvider {
  id: ProviderId;
  run: Provider;
}

export function siteUrlOf(template: string, domain: string): string {
  return template.replaceAll('{domain}', domain);
}

/** Where a site may live, in the order browsers and peers try: the domain, its www. name, then both over plain HTTP. */
export function siteUrlsOf(template: string, domain: string): string[] {
  const names = domain.startsWith('www.') ? [domain] : [domain, `www.${domain}`];
  const https = names.map((name) => siteUrlOf(template, name));
  const http = https.filter((url) => url.startsWith('https:')).map((url) => `http:${url.slice('https:'.length)}`);
  return [...https, ...http];
}

export function providerTiers(settings: ProviderSettings, dns: { resolveTxt: TxtResolver | undefined }): RegisteredProvider[][] {
  const { baseUrls } = settings;
  return [
    [
      { id: 'website', run: websiteProvider({ siteUrl: (domain) => siteUrlOf(settings.siteUrl, domain) }) },
      ...(dns.resolveTxt ? [{ id: 'bimi' as const, run: bimiProvider({ resolveTxt: dns.resolveTxt }) }] : []),
    ],
    Object.values(PLATFORMS).map((platform) => ({ id: platform.id, run: platform.provider({ baseUrl: baseUrls[platform.id] }) })),
  ];
}
