import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../server/config/index.ts';

describe('loadConfig', () => {
  it('applies defaults', () => {
    expect(loadConfig({})).toMatchObject({ port: 8080, accessControl: true, localAccess: true, trustedOrigins: [] });
    expect(loadConfig({}).trustedProxies.any).toBe(false);
  });

  it.each([
    ['true', ['loopback']],
    ['Yes', ['loopback']],
    ['10.0.0.0/8, loopback', ['10.0.0.0/8', 'loopback']],
    ['off', []],
    ['', []],
  ])('reads TRUST_PROXY=%j as the proxies %j', (value, entries) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustedProxies.entries).toEqual(entries);
  });

  it('reads boolean variables in any spelling and names the variable when one is wrong', () => {
    expect(loadConfig({ LOCAL_ACCESS: 'NO', ACCESS_CONTROL: '0' })).toMatchObject({ localAccess: false, accessControl: false });
    expect(() => loadConfig({ LOCAL_ACCESS: 'maybe' })).toThrow(ConfigError);
    expect(() => loadConfig({ LOCAL_ACCESS: 'maybe' })).toThrow(/LOCAL_ACCESS: must be one of true, false, 1, 0, yes, no, on, off, got "maybe"/);
    expect(() => loadConfig({ TRUST_PROXY: 'lots' })).toThrow(/TRUST_PROXY: must be false, true \(the proxy is on this machine\), or a comma-separated list/);
    expect(() => loadConfig({ TRUSTED_ORIGINS: 'https://x.com' })).toThrow(/TRUSTED_ORIGINS/);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
  });

  it('reads the dashboard settings: SIGNUP off and STOREFRONT on by default, SESSION_TTL in s, m, h or d', () => {
    expect(loadConfig({})).toMatchObject({ signup: false, storefront: true, sessionSecret: undefined, sessionTtlSeconds: 12 * 3600 });
    expect(loadConfig({ SIGNUP: 'on', STOREFRONT: 'off', SESSION_TTL: '30m' })).toMatchObject({ signup: true, storefront: false, sessionTtlSeconds: 1800 });
    expect(loadConfig({ SESSION_TTL: '7d' }).sessionTtlSeconds).toBe(7 * 86_400);
    expect(loadConfig({ SESSION_TTL: '900' }).sessionTtlSeconds).toBe(900);
    expect(() => loadConfig({ SESSION_TTL: '10s' })).toThrow(/SESSION_TTL: must be a duration from 60s to 366d such as 3600, 30m, 12h or 7d, got "10s"/);
    expect(() => loadConfig({ SESSION_TTL: 'forever' })).toThrow(/SESSION_TTL/);
    expect(() => loadConfig({ SESSION_SECRET: 'too short' })).toThrow(/SESSION_SECRET: must have at least 32 characters/);
    expect(() => loadConfig({ SESSION_SECRET: 'too short' })).not.toThrow(/too short/);
  });

  it("reads the service's public URL as its origin, and how long an unproven site claim lasts (7 days unless set)", () => {
    expect(loadConfig({})).toMatchObject({ publicUrl: undefined, originClaimTtlSeconds: 7 * 86_400 });
    expect(loadConfig({ PUBLIC_URL: 'https://Logos.Example.com/', ORIGIN_CLAIM_TTL: '48h' })).toMatchObject({ publicUrl: 'https://logos.example.com', originClaimTtlSeconds: 48 * 3600 });
    expect(() => loadConfig({ PUBLIC_URL: 'logos.example.com' })).toThrow(/PUBLIC_URL: must be the http\(s\) origin/);
    expect(() => loadConfig({ PUBLIC_URL: 'https://logos.example.com/path' })).toThrow(/PUBLIC_URL: .*no path/);
    expect(() => loadConfig({ ORIGIN_CLAIM_TTL: '5m' })).toThrow(/ORIGIN_CLAIM_TTL: must be a duration from 1h to 90d/);
  });

  it('sizes the source read cache and the prebuilt-object read cache each by its own variable', () => {
    expect(loadConfig({ SOURCE_CACHE_MAX_BYTES: '0', ASSET_CACHE_MAX_BYTES: '1048576' })).toMatchObject({ sourceCacheMaxBytes: 0, assetCacheMaxBytes: 1_048_576 });
    expect(loadConfig({ ASSET_CACHE_MAX_BYTES: '0' })).toMatchObject({ sourceCacheMaxBytes: 32 * 1024 * 1024, assetCacheMaxBytes: 0 });
    expect(() => loadConfig({ ASSET_CACHE_MAX_BYTES: '-1' })).toThrow(/ASSET_CACHE_MAX_BYTES/);
  });
});
