import fs from 'node:fs';
import path from 'node:path';
import express, { type Router } from 'express';

/** Paths the SPA fallback must never answer (the APIs answer their own 404s). */
const API_PREFIXES = ['/api', '/graphql', '/healthz'];

/**
 * The built client at `/`, with an SPA fallback: any other GET that accepts HTML gets
 * index.html so client-side routes (/trades, /settings …) survive a reload.
 */
export function staticClient(clientDist: string): Router {
  const router = express.Router();
  const indexHtml = path.join(clientDist, 'index.html');
  // Hashed assets never change under their name; index.html must always be revalidated.
  router.use('/assets', express.static(path.join(clientDist, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }));
  router.use(express.static(clientDist, { index: false, maxAge: '1h' }));
  router.get(/.*/, (req, res, next) => {
    if (API_PREFIXES.some((p) => req.path === p || req.path.startsWith(`${p}/`))) return next();
    if (!req.accepts('html')) return next();
    if (!fs.existsSync(indexHtml)) {
      res.status(503).type('text/plain').send('The client is not built: run `npm run build`.');
      return;
    }
    res.set('Cache-Control', 'no-cache');
    res.sendFile(indexHtml);
  });
  return router;
}
