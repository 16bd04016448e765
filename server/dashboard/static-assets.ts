// The dashboard's own CSS and JavaScript, served from the origin so the Content-Security-Policy can stay 'self'.
import { hash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Env, Hono } from 'hono';

export interface StaticAssets {
  /** URLs with a content hash, so the files can be cached for a year and still change with a release. */
  css: string;
  js: string;
}

const FILES = { 'app.css': 'text/css; charset=utf-8', 'app.js': 'text/javascript; charset=utf-8' } as const;

export function registerStaticAssets<E extends Env>(app: Hono<E>): StaticAssets {
  const versions: Record<string, string> = {};
  for (const [name, type] of Object.entries(FILES)) {
    const body = readFileSync(new URL(`./static/${name}`, import.meta.url));
    const version = hash('sha256', body, 'hex').slice(0, 12);
    versions[name] = version;
    app.get(`/static/${name}`, function staticAsset(c) {
      const current = c.req.query('v') === version;
      return c.body(body, 200, {
        'Content-Type': type,
        'Cache-Control': current ? 'public, max-age=31536000, immutable' : 'no-cache',
        'X-Content-Type-Options': 'nosniff',
      });
    });
  }
  return { css: `/static/app.css?v=${versions['app.css']}`, js: `/static/app.js?v=${versions['app.js']}` };
}
