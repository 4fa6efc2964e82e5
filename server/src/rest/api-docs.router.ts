import path from 'node:path';
import express, { Router } from 'express';
import { buildOpenApiDocument } from './openapi/openapi-document';

/** swagger-ui-dist's folder (its package main is not the folder, so resolve its package.json). */
const SWAGGER_UI_DIR = path.dirname(require.resolve('swagger-ui-dist/package.json'));
/** Only what the page loads is served from the package (not its sample index.html or source maps). */
const ASSETS = new Set(['swagger-ui.css', 'swagger-ui-bundle.js', 'favicon-32x32.png']);

/**
 * The page loads everything from this server: the CSP (http/security-headers.ts) allows scripts
 * from 'self' only, so the start-up code is a file too, not an inline script.
 */
const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Candlog REST API</title>
<link rel="icon" href="/api/docs/assets/favicon-32x32.png">
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/assets/start.js"></script>
</body>
</html>
`;

const START = `window.ui = SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  persistAuthorization: false,
  // No calls to the public validator service: nothing leaves this server.
  validatorUrl: null,
});
`;

/** GET /api/openapi.json and the readable page at /api/docs (public: they describe, they hold no data). */
export function apiDocsRouter(publicUrl: string): Router {
  const router = Router();
  const document = JSON.stringify(buildOpenApiDocument(publicUrl));
  router.get('/openapi.json', (_req, res) => {
    res.type('application/json').send(document);
  });
  router.get('/docs', (_req, res) => {
    res.type('html').send(PAGE);
  });
  const assets = express.static(SWAGGER_UI_DIR, { index: false, fallthrough: true, cacheControl: false });
  router.use('/docs/assets', (req, res, next) => {
    const file = req.path.slice(1);
    if (file !== 'start.js' && !ASSETS.has(file)) return next();
    // The files are the same for everyone and hold no data: cacheable, unlike the API's answers.
    res.set('Cache-Control', 'public, max-age=3600');
    if (file === 'start.js') res.type('application/javascript').send(START);
    else assets(req, res, next);
  });
  return router;
}
