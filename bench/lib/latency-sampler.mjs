// Worker thread: GETs one URL every `everyMs` until `until` and posts back the latencies (ms).
// Runs apart from the flood's event loop, so the figures are the server's, not the bench's lag.
import { parentPort, workerData } from 'node:worker_threads';

const { url, until, everyMs } = workerData;
const samples = [];
while (Date.now() < until) {
  const started = performance.now();
  try {
    const res = await fetch(url);
    await res.arrayBuffer();
  } catch {
    /* counted as its latency */
  }
  samples.push(performance.now() - started);
  await new Promise((r) => setTimeout(r, everyMs));
}
parentPort.postMessage(samples);
