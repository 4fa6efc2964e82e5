import { readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { precompressDir } from './build/precompress';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

// In development Vite serves the client and proxies the API to the server on :4000;
// in production the server serves client/dist itself.
const api = process.env.CANDLOG_API ?? 'http://127.0.0.1:4000';
/** After the build is written (public/ files included): brotli and gzip variants beside each file. */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'candlog-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const files = precompressDir(outDir);
      const kib = (n: number) => (n / 1024).toFixed(1);
      const sum = (k: 'bytes' | 'br' | 'gz') => files.reduce((s, f) => s + f[k], 0);
      this.info(`precompressed ${files.length} files: ${kib(sum('bytes'))} KiB → br ${kib(sum('br'))} KiB, gzip ${kib(sum('gz'))} KiB`);
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress()],
  define: { __APP_VERSION__: JSON.stringify(version) },
  server: { proxy: { '/graphql': api, '/api': api, '/healthz': api } },
  // The manifest lets bench/bundle-size.mjs follow each route's import graph.
  build: { outDir: 'dist', sourcemap: false, manifest: true },
});
