import fs from 'node:fs';
import path from 'node:path';
import express, { type Request, type Response, type Router } from 'express';

/** Paths the SPA fallback must never answer (the APIs answer their own 404s). */
const API_PREFIXES = ['/api', '/graphql', '/healthz'];

/** Hashed files never change under their name: a year, and no revalidation on reload. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html names the current hashed files: always revalidated (cheap with its ETag). */
export const REVALIDATE = 'no-cache';
/** robots.txt, favicon, manifest and icons keep their names across builds. */
const SHORT = 'public, max-age=3600';

/** The build writes `<file>.br` and `<file>.gz` beside each compressible file (client/build/precompress.ts). */
const VARIANTS = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

/**
 * The encodings a request accepts, from `Accept-Encoding` (`q=0` refuses one; `*` stands for
 * any not named). Our order of preference is ours, not the header's: browsers list gzip before
 * br, yet br is 15–20% smaller.
 */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const q = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    q.set(name, qParam ? Number(qParam.slice(2)) || 0 : 1);
  }
  const accepted = new Set<string>();
  for (const { encoding } of VARIANTS) {
    const weight = q.get(encoding) ?? q.get('*') ?? 0;
    if (weight > 0) accepted.add(encoding);
  }
  return accepted;
}

/** Whether a regular file exists (a stat per request: a rebuild under a running server is seen at once). */
function isFile(file: string): boolean {
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  return stat?.isFile() ?? false;
}

/**
 * Sends `rel` (relative to `root`) with the best precompressed variant the client accepts, the
 * given Cache-Control and `Vary: Accept-Encoding` whenever a variant exists (so a shared cache
 * never hands brotli to a client that did not ask for it).
 */
function sendBuilt(req: Request, res: Response, root: string, rel: string, cacheControl: string): void {
  const full = path.join(root, rel);
  const variants = VARIANTS.filter((v) => isFile(full + v.suffix));
  const accepted = acceptedEncodings(req.get('accept-encoding'));
  const chosen = variants.find((v) => accepted.has(v.encoding));
  if (variants.length > 0) res.vary('Accept-Encoding');
  res.set('Cache-Control', cacheControl);
  // The type of the original file, set before sendFile so it does not guess from `.br`/`.gz`.
  res.type(path.extname(rel) || 'application/octet-stream');
  if (chosen) res.set('Content-Encoding', chosen.encoding);
  res.sendFile(chosen ? rel + chosen.suffix : rel, { root, cacheControl: false, dotfiles: 'ignore' }, (err) => {
    if (err && !res.headersSent) {
      res.removeHeader('Content-Encoding');
      res
        .status((err as { status?: number }).status ?? 500)
        .type('text/plain')
        .send('Not found');
    }
  });
}

/** The request path as a file inside the build, or null (outside it, a dotfile, not decodable). */
function builtPath(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const rel = path.posix.normalize(decoded).replace(/^\/+/, '');
  if (!rel || rel.startsWith('..') || rel.split('/').some((seg) => seg.startsWith('.'))) return null;
  const full = path.join(root, rel);
  if (!full.startsWith(root + path.sep)) return null;
  return isFile(full) ? rel : null;
}

/**
 * The built client at `/`, with an SPA fallback: any other GET that accepts HTML gets
 * index.html so client-side routes (/trades, /settings …) survive a reload. Files are served
 * brotli- or gzip-compressed from the variants the build made, never compressed per request.
 */
export function staticClient(clientDist: string): Router {
  const router = express.Router();
  const root = path.resolve(clientDist);
  router.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const rel = builtPath(root, req.path);
    if (rel) {
      const cache = rel.startsWith('assets/') ? IMMUTABLE : rel === 'index.html' ? REVALIDATE : SHORT;
      return sendBuilt(req, res, root, rel, cache);
    }
    // A hashed asset that is not there is an old page asking for a previous build: a real 404,
    // never index.html (which the browser would try to run as a script).
    if (req.path.startsWith('/assets/')) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    next();
  });
  router.get(/.*/, (req, res, next) => {
    if (API_PREFIXES.some((p) => req.path === p || req.path.startsWith(`${p}/`))) return next();
    if (!req.accepts('html')) return next();
    if (!isFile(path.join(root, 'index.html'))) {
      res.status(503).type('text/plain').send('The client is not built: run `npm run build`.');
      return;
    }
    sendBuilt(req, res, root, 'index.html', REVALIDATE);
  });
  return router;
}
