// Moves ICU's one-time start-up (the first Intl formatter of a page) off the main thread: see
// icu-warm-worker.ts for what it costs and why a worker helps. Started by main.tsx (a signed-in
// start) and SessionProvider (a sign-in) while the screen's code and data are on the network, so
// it is done before the first figure is formatted. Where workers are missing or refused, nothing
// changes: the first formatter pays on the main thread, as format.ts's callers always did.
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
