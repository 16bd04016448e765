import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.ts';

describe('loadConfig', () => {
  it('applies defaults', () => {
    expect(loadConfig({})).toMatchObject({ port: 8080, accessControl: true, localAccess: true, trustedProxies: 0, trustedOrigins: [] });
  });

  it.each([
    ['true', 1],
    ['Yes', 1],
    ['2', 2],
    ['off', 0],
    ['', 0],
  ])('reads TRUST_PROXY=%j as %i proxies', (value, proxies) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustedProxies).toBe(proxies);
  });

  it('reads boolean variables in any spelling and names the variable when one is wrong', () => {
    expect(loadConfig({ LOCAL_ACCESS: 'NO', ACCESS_CONTROL: '0' })).toMatchObject({ localAccess: false, accessControl: false });
    expect(() => loadConfig({ LOCAL_ACCESS: 'maybe' })).toThrow(ConfigError);
    expect(() => loadConfig({ LOCAL_ACCESS: 'maybe' })).toThrow(/LOCAL_ACCESS: must be one of true, false, 1, 0, yes, no, on, off, got "maybe"/);
    expect(() => loadConfig({ TRUST_PROXY: 'lots' })).toThrow(/TRUST_PROXY: must be a number of proxies/);
    expect(() => loadConfig({ TRUSTED_ORIGINS: 'https://x.com' })).toThrow(/TRUSTED_ORIGINS/);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
  });
});
