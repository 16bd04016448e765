import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config/index.ts';
import { openAccessWarnings } from '../../../server/gate/open-access.ts';

describe('openAccessWarnings', () => {
  it('says nothing for the defaults, where only keys, trusted origins and this machine get in', () => {
    expect(openAccessWarnings(loadConfig({}))).toEqual([]);
    expect(openAccessWarnings(loadConfig({ TRUST_PROXY: 'true' }))).toEqual([]);
  });

  it('warns when access control is off on a reachable address', () => {
    expect(openAccessWarnings(loadConfig({ ACCESS_CONTROL: 'false' }))).toEqual([expect.stringMatching(/^ACCESS_CONTROL=false: anyone who reaches HOST=0.0.0.0 port 8080/)]);
    expect(openAccessWarnings(loadConfig({ ACCESS_CONTROL: 'false', HOST: '127.0.0.1' }))).toEqual([]);
  });

  it('warns when TRUST_PROXY trusts every address, naming LOCAL_ACCESS when it lets 127.0.0.1 in', () => {
    const [warning] = openAccessWarnings(loadConfig({ TRUST_PROXY: '0.0.0.0/0' }));
    expect(warning).toMatch(/TRUST_PROXY trusts every address \(0.0.0.0\/0\).*including 127.0.0.1, which LOCAL_ACCESS lets in/);
    expect(openAccessWarnings(loadConfig({ TRUST_PROXY: '::/0', LOCAL_ACCESS: 'false' }))[0]).not.toMatch(/LOCAL_ACCESS/);
  });
});
