import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Hono } from 'hono';
import { API } from '../../../contract/api/index';
import type { AppEnv } from '../../context';
import { apiErrors } from '../../lib/errors';
import { contractStructNames, openApiDocument, type JsonSchema } from '../../lib/openapi';

// The API reference (issue 25 point 5): GET /api/openapi.json, the OpenAPI 3.1 document made from
// the declared calls, and GET /api/docs/, a page reading it with Swagger UI (swagger-ui-dist, served
// from this server: no CDN). Both are public, like the API's paths themselves.

// Read when first asked for, not at import (a jsdom test imports the server too).
const version = () => (JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string }).version;
const swaggerDir = () => dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/** The files of the viewer this server serves, with their types. */
const VIEWER_FILES: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'swagger-ui-standalone-preset.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};

const PAGE = `<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="UTF-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Groups API reference</title>
    <link rel="stylesheet" href="swagger-ui.css">
    <link rel="icon" type="image/png" href="favicon-32x32.png">
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="swagger-ui-bundle.js"></script>
    <script src="swagger-ui-standalone-preset.js"></script>
    <script src="reference.js"></script>
  </body>
</html>
`;

/** The viewer's start: the document of this server, its own layout, no outside validator badge. */
const START = `window.onload = function () {
  window.ui = SwaggerUIBundle({
    url: '../openapi.json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    validatorUrl: null,
    presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
    layout: 'BaseLayout',
  });
};
`;

/**
 * The page's own policy (the API's forbids everything): its scripts and styles from here only; the
 * viewer sets style attributes, and reads the document from this origin.
 */
const PAGE_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

let document: Promise<JsonSchema> | null = null;
const viewerFiles = new Map<string, Buffer>();

/** The document, made once per process from the declarations (they do not change while it runs). */
export function apiDocument(): Promise<JsonSchema> {
  document ??= contractStructNames().then((names) => openApiDocument(API, names, version()));
  return document;
}

export const openApiRoutes = new Hono<AppEnv>()
  .get('/openapi.json', async (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json(await apiDocument());
  })
  .get('/docs', (c) => c.redirect('docs/', 301))
  .get('/docs/', (c) => {
    c.header('Content-Security-Policy', PAGE_POLICY);
    return c.html(PAGE);
  })
  .get('/docs/reference.js', (c) => {
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    return c.body(START);
  })
  .get('/docs/:file', (c) => {
    const file = c.req.param('file');
    const type = VIEWER_FILES[file];
    if (!type) throw apiErrors.notFoundWith('no such file of the reference');
    c.header('Content-Type', type);
    c.header('Cache-Control', 'public, max-age=86400');
    let bytes = viewerFiles.get(file);
    if (!bytes) viewerFiles.set(file, (bytes = readFileSync(join(swaggerDir(), file))));
    return c.body(new Uint8Array(bytes));
  });
