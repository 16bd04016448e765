// Cookies a sibling origin planted: a page on another port or subdomain of this host can set a cookie of the same name
// with a longer Path (or a parent Domain), which the browser then sends beside the own one, first. A request carrying a
// name twice is taken as carrying it not at all, and every copy this response can reach is expired.
import { isIP } from 'node:net';
import type { Context } from 'hono';
import { deleteCookie } from 'hono/cookie';
import { publicSuffixList } from '../../catalog/domain.ts';
import { isHostSized } from '../gate/trusted-origins.ts';

/** How many times the Cookie header names the cookie (a browser sends one per path and domain that matches). */
export function cookieCount(header: string, name: string): number {
  if (!header.includes(name)) return 0;
  let count = 0;
  for (const pair of header.split(';')) {
    const equals = pair.indexOf('=');
    if (equals !== -1 && pair.slice(0, equals).trim() === name) count++;
  }
  return count;
}

// A Path attribute takes no ';' (nor anything a URL path would have escaped); deeper paths than the dashboard's are
// not walked.
const SAFE_PATH = /^\/[\w\-.~%/!$&'()*+,:=@]*$/;
const MAX_PATHS = 12;
const MAX_DOMAINS = 4;

/** Every Path a cookie sent with this request can have: "/", and each prefix of the path with and without its "/". */
export function pathsAbove(pathname: string): string[] {
  const paths = new Set(['/']);
  for (let slash = pathname.indexOf('/', 1); slash !== -1 && paths.size < MAX_PATHS; slash = pathname.indexOf('/', slash + 1)) {
    paths.add(pathname.slice(0, slash));
    paths.add(pathname.slice(0, slash + 1));
  }
  paths.add(pathname);
  return [...paths].filter((path) => SAFE_PATH.test(path));
}

/** Every Domain a cookie sent to `host` can have: the host, and its parents down to the registrable domain. */
export function domainsAbove(host: string): string[] {
  if (isIP(host) !== 0 || !host.includes('.') || !isHostSized(host)) return [];
  const registrable = publicSuffixList().getDomain(host, { allowPrivateDomains: true });
  if (!registrable) return [];
  const domains: string[] = [];
  for (let name = host; domains.length < MAX_DOMAINS; name = name.slice(name.indexOf('.') + 1)) {
    domains.push(name);
    if (name === registrable) break;
  }
  return domains;
}

/**
 * Expires each named cookie under every Path and Domain it can have been sent with. A `__Host-` name has one place
 * (Path=/, no Domain); a plain one is expired for this host alone and for each parent domain of `host` (PUBLIC_URL's,
 * else the request's: the browser drops a Domain this response may not set).
 */
export function clearPlanted(c: Context, names: readonly string[], secure: boolean, host: string): void {
  const pathname = new URL(c.req.url).pathname;
  for (const name of names) {
    if (name.startsWith('__Host-')) {
      deleteCookie(c, name, { path: '/', secure, httpOnly: true, sameSite: 'Lax' });
      continue;
    }
    for (const domain of [undefined, ...domainsAbove(host)]) {
      for (const path of pathsAbove(pathname)) deleteCookie(c, name, { path, secure, ...(domain && { domain }) });
    }
  }
}
