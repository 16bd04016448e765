// GET /api/docs: the API reference for people, Swagger UI (swagger-ui-dist) over this origin's live OpenAPI document.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { App } from '../http/documented.ts';

// Swagger UI sets style attributes and draws some icons from data: URLs, which the dashboard's stricter policy forbids.
const CONTENT_SECURITY_POLICY =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; " +
  "form-action 'none'; base-uri 'none'; frame-ancestors 'none'";

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>logos API reference</title>
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script>
</body>
</html>
`;

export function registerApiDocs(app: App): void {
  const dist = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
  const files = {
    'swagger-ui.css': { body: readFileSync(join(dist, 'swagger-ui.css')), type: 'text/css; charset=utf-8' },
    'swagger-ui-bundle.js': { body: readFileSync(join(dist, 'swagger-ui-bundle.js')), type: 'text/javascript; charset=utf-8' },
    'init.js': { body: readFileSync(new URL('../api-docs/init.js', import.meta.url)), type: 'text/javascript; charset=utf-8' },
  };
  app.get('/api/docs', function apiDocsPage(c) {
    return c.html(PAGE, 200, { 'Content-Security-Policy': CONTENT_SECURITY_POLICY, 'Cache-Control': 'no-cache', 'X-Content-Type-Options': 'nosniff' });
  });
  for (const [name, file] of Object.entries(files)) {
    app.get(`/api/docs/${name}`, function apiDocsAsset(c) {
      return c.body(file.body, 200, { 'Content-Type': file.type, 'Cache-Control': 'public, max-age=3600', 'X-Content-Type-Options': 'nosniff' });
    });
  }
}
