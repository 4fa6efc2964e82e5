// Injected by vite.config.ts from client/package.json; a dev fallback keeps jest working.
declare const __APP_VERSION__: string | undefined;
export const APP_VERSION: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : '0.0.0-dev';
