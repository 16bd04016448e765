// Every HTML page leaves through here, so each one carries the strict Content-Security-Policy and no-store.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { JSX } from 'hono/jsx/jsx-runtime';

// No inline script or style anywhere: the pages load /static/app.js and /static/app.css and nothing else.
export const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self'",
  "connect-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

export const PAGE_HEADERS = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  // The storefront's own /v1 calls are recognised by their same-origin Referer; other sites learn nothing.
  'Referrer-Policy': 'same-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
  // Pages can hold a just-created key or account details; no cache may keep them.
  'Cache-Control': 'no-store',
};

export async function renderPage(c: Context, node: JSX.Element, status: ContentfulStatusCode = 200): Promise<Response> {
  const html = `<!doctype html>${await node.toString()}`;
  for (const [name, value] of Object.entries(PAGE_HEADERS)) c.header(name, value);
  return c.html(html, status);
}
