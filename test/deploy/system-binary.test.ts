import { describe, expect, it } from 'vitest';
import { findSystemBinary, NGINX, skipSuite } from '../helpers/system-binary.ts';

const nowhere = () => false;

describe('findSystemBinary (finding 13.15: a fresh machine without nginx or Chromium)', () => {
  it('skips with a message naming the package and the variable when the program is missing', () => {
    const binary = findSystemBinary(NGINX, {}, nowhere);
    expect(binary).toMatchObject({ path: undefined, required: false });
    expect(binary.reason).toBe('nginx is not installed (looked at /usr/sbin/nginx, /usr/bin/nginx): install the Debian package nginx or set LOGOS_TEST_NGINX=/path/to/nginx');
    expect(skipSuite(binary, 'the suite')).toBe(true);
  });

  it('fails instead under CI=true, so CI never passes by skipping', () => {
    const binary = findSystemBinary(NGINX, { CI: 'true' }, nowhere);
    expect(binary).toMatchObject({ path: undefined, required: true, reason: expect.stringContaining('CI=true requires it') });
    expect(skipSuite(binary, 'the suite')).toBe(false);
  });

  it('uses the program the variable names, and fails when it names nothing', () => {
    expect(findSystemBinary(NGINX, { LOGOS_TEST_NGINX: '/opt/nginx/sbin/nginx' }, (path) => path === '/opt/nginx/sbin/nginx').path).toBe('/opt/nginx/sbin/nginx');
    expect(findSystemBinary(NGINX, { LOGOS_TEST_NGINX: '/opt/missing' }, nowhere)).toMatchObject({ required: true, reason: 'LOGOS_TEST_NGINX=/opt/missing names no file' });
  });

  it('finds the Debian location without any variable', () => {
    expect(findSystemBinary(NGINX, {}, (path) => path === '/usr/bin/nginx')).toMatchObject({ path: '/usr/bin/nginx', required: false });
  });
});
