// Build step: `<file>.br` and `<file>.gz` beside every compressible file of the client build, so
// the server sends compressed bytes without compressing per request (server/src/http/static-client.ts).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** Text formats that compress; images (PNG) and fonts (woff2) are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|ico|map)$/i;
/** Smaller files gain nothing worth a second request variant. */
export const PRECOMPRESS_ABOVE_BYTES = 1024;

function* filesUnder(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

/**
 * Writes the brotli (quality 11, the slowest and smallest: it runs once per build) and gzip
 * (level 9) variants of each compressible file over the threshold; a variant that would not be
 * smaller is not written. Returns the files compressed with their sizes.
 */
export function precompressDir(dir: string): { file: string; bytes: number; br: number; gz: number }[] {
  const done = [];
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file) || file.includes(`${path.sep}.vite${path.sep}`)) continue;
    const raw = fs.readFileSync(file);
    if (raw.length < PRECOMPRESS_ABOVE_BYTES) continue;
    const br = zlib.brotliCompressSync(raw, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
    });
    const gz = zlib.gzipSync(raw, { level: 9 });
    if (br.length < raw.length) fs.writeFileSync(`${file}.br`, br);
    if (gz.length < raw.length) fs.writeFileSync(`${file}.gz`, gz);
    done.push({ file: path.relative(dir, file), bytes: raw.length, br: br.length, gz: gz.length });
  }
  return done;
}
