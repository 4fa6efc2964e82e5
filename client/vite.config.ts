import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

// In development Vite serves the client and proxies the API to the server on :4000;
// in production the server serves client/dist itself.
const api = process.env.CANDLOG_API ?? 'http://127.0.0.1:4000';
export default defineConfig({
  plugins: [react()],
  define: { __APP_VERSION__: JSON.stringify(version) },
  server: { proxy: { '/graphql': api, '/api': api, '/healthz': api } },
  // The manifest lets bench/bundle-size.mjs follow each route's import graph.
  build: { outDir: 'dist', sourcemap: false, manifest: true },
});
