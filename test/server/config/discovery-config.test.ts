import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../server/config/index.ts';

describe('discovery configuration', () => {
  it('is on by default, with the real platforms as base URLs', () => {
    const { discovery } = loadConfig({});
    expect(discovery).toMatchObject({ enabled: true, threshold: 0.6, maxRedirects: 3, allow: [], resolve: {}, siteUrl: 'https://{domain}/' });
    expect(discovery.baseUrls).toEqual({
      github: 'https://github.com',
      x: 'https://x.com',
      linkedin: 'https://www.linkedin.com',
      facebook: 'https://graph.facebook.com',
      instagram: 'https://www.instagram.com',
      youtube: 'https://www.youtube.com',
    });
  });

  it.each(['off', 'OFF', 'false', '0', 'no'])('is turned off by DISCOVERY=%s, and an empty value keeps the default', (value) => {
    expect(loadConfig({ DISCOVERY: value }).discovery.enabled).toBe(false);
    expect(loadConfig({ DISCOVERY: '' }).discovery.enabled).toBe(true);
  });

  it('reads lists of allowed ip:port pairs and fixed name answers', () => {
    const { discovery } = loadConfig({ DISCOVERY: 'on', DISCOVERY_ALLOW: '127.0.0.1:8081, [::1]:9000', DISCOVERY_RESOLVE: 'Acme.test=127.0.0.1' });
    expect(discovery).toMatchObject({ enabled: true, allow: ['127.0.0.1:8081', '::1:9000'], resolve: { 'acme.test': '127.0.0.1' } });
  });

  it('reads the strict resolver mode and the DNS servers for BIMI lookups', () => {
    expect(loadConfig({}).discovery).toMatchObject({ resolveStrict: false, dnsServers: [] });
    const { discovery } = loadConfig({ DISCOVERY_RESOLVE_STRICT: 'yes', DISCOVERY_DNS_SERVERS: '127.0.0.1:5353, 9.9.9.9' });
    expect(discovery).toMatchObject({ resolveStrict: true, dnsServers: ['127.0.0.1:5353', '9.9.9.9'] });
  });

  it.each([
    [{ DISCOVERY_RESOLVE_STRICT: 'sometimes' }, 'DISCOVERY_RESOLVE_STRICT: must be one of'],
    [{ DISCOVERY_DNS_SERVERS: 'dns.google' }, 'DISCOVERY_DNS_SERVERS: each entry must be a DNS server ip or ip:port'],
    [{ DISCOVERY: 'maybe' }, 'DISCOVERY: must be one of'],
    [{ DISCOVERY_ALLOW: '127.0.0.1' }, 'DISCOVERY_ALLOW: each entry must be an ip:port'],
    [{ DISCOVERY_RESOLVE: 'acme.test=somewhere' }, 'DISCOVERY_RESOLVE: each entry must be host=ip'],
    [{ DISCOVERY_THRESHOLD: '1.5' }, 'DISCOVERY_THRESHOLD'],
    [{ DISCOVERY_SITE_URL: 'https://example.com/' }, 'DISCOVERY_SITE_URL: must be an http(s) URL template containing {domain}'],
    [{ DISCOVERY_GITHUB_URL: 'ftp://github.com' }, 'DISCOVERY_GITHUB_URL: must be an http(s) URL'],
  ])('names the variable when %o is invalid', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
