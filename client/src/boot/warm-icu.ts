// Moves ICU's one-time start-up (the first Intl formatter of a page) off the main thread: see
// icu-warm-worker.ts for what it costs and why a worker helps. Started by main.tsx before the app
// renders, so it is done long before the first figure is formatted. Where workers are missing or
// refused, nothing changes: the first formatter pays on the main thread, as it did before.
export function warmIcuOffMainThread(): void {
  if (typeof Worker === 'undefined') return;
  try {
    const worker = new Worker(new URL('./icu-warm-worker.ts', import.meta.url), { type: 'module' });
    const done = () => worker.terminate();
    worker.addEventListener('message', done);
    worker.addEventListener('error', done);
  } catch {
    // A Content-Security-Policy without worker-src 'self', or a browser without module workers.
  }
}
