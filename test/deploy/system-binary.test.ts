import { afterEach, describe, expect, it, vi } from 'vitest';
import { findBinary, NGINX, requireBinaryOrSkip } from '../helpers/system-binary.ts';

const nowhere = () => false;
afterEach(() => vi.restoreAllMocks());

describe('requireBinaryOrSkip (finding 13.15: a fresh machine without nginx or Chromium)', () => {
  it('skips with a message naming the package and the variable when the program is missing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(requireBinaryOrSkip('the nginx suite', NGINX, {}, nowhere)).toBeUndefined();
    expect(warn).toHaveBeenCalledWith('the nginx suite: skipped, nginx is not installed (apt-get install nginx, or set LOGOS_TEST_NGINX)');
  });

  it('fails instead under CI=true, so CI never passes by skipping', () => {
    expect(() => requireBinaryOrSkip('the nginx suite', NGINX, { CI: 'true' }, nowhere)).toThrow(/nginx is not installed.*CI=true needs every suite/);
  });

  it('uses the program the variable names, and fails when it names nothing', () => {
    expect(findBinary(NGINX, { LOGOS_TEST_NGINX: '/opt/nginx/sbin/nginx' }, (path) => path === '/opt/nginx/sbin/nginx')).toBe('/opt/nginx/sbin/nginx');
    expect(() => findBinary(NGINX, { LOGOS_TEST_NGINX: '/opt/missing' }, nowhere)).toThrow('LOGOS_TEST_NGINX=/opt/missing names no file');
  });

  it('finds the Debian location without any variable', () => {
    expect(findBinary(NGINX, {}, (path) => path === '/usr/bin/nginx')).toBe('/usr/bin/nginx');
  });
});
