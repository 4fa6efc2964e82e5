import { readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { precompressDir } from './build/precompress.ts';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

// Build warnings we understand and silence (anything else still prints):
// - `"use no memo"`: GraphiQL 5 and its react-compiler-runtime mark modules to opt out of the React
//   Compiler; the bundler warns that it drops module-level directives. This build does not run
//   the React Compiler, so the directive has nothing to act on and dropping it changes nothing.
// - chunk size: the /explorer route (GraphiQL ~860 kB, the Monaco editor ~2.8 MB) is loaded lazily
//   and only there, so its chunks get their own allowance (chunkSizeWarningLimit below); every
//   other chunk is still held to Vite's usual 500 kB by appChunkSizeWarning.
const EXPLORER_CHUNK_LIMIT_KB = 3000;
const APP_CHUNK_LIMIT_KB = 500;
const appChunkSizeWarning: Plugin = {
  name: 'candlog:app-chunk-size',
  apply: 'build',
  generateBundle(_options, bundle) {
    const chunks = Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [file] : []));
    const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
    // The app: every chunk reachable from the entry without entering the explorer route's chunk.
    const app = new Set<string>();
    const visit = (fileName: string) => {
      const chunk = byName.get(fileName);
      if (!chunk || app.has(fileName) || /[\\/]features[\\/]explorer[\\/]/.test(chunk.facadeModuleId ?? '')) return;
      app.add(fileName);
      [...chunk.imports, ...chunk.dynamicImports].forEach(visit);
    };
    chunks.filter((chunk) => chunk.isEntry).forEach((chunk) => visit(chunk.fileName));
    for (const fileName of app) {
      const kB = Buffer.byteLength(byName.get(fileName)!.code) / 1000;
      if (kB > APP_CHUNK_LIMIT_KB)
        this.warn(
          `${fileName} is ${kB.toFixed(0)} kB, over the ${APP_CHUNK_LIMIT_KB} kB limit for chunks outside /explorer`,
        );
    }
  },
};

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
      this.info(
        `precompressed ${files.length} files: ${kib(sum('bytes'))} KiB → br ${kib(sum('br'))} KiB, gzip ${kib(sum('gz'))} KiB`,
      );
    },
  };
}

export default defineConfig({
  plugins: [react(), appChunkSizeWarning, precompress()],
  define: { __APP_VERSION__: JSON.stringify(version) },
  server: { proxy: { '/graphql': api, '/api': api, '/healthz': api } },
  // The manifest lets bench/bundle-size.mjs follow each route's import graph.
  build: {
    outDir: 'dist',
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: EXPLORER_CHUNK_LIMIT_KB,
    rolldownOptions: {
      onLog(level, log, handler) {
        if (log.code === 'MODULE_LEVEL_DIRECTIVE' && log.message.includes('"use no memo"')) return;
        handler(level, log);
      },
    },
  },
});
