import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * Heap an import lets build up before it collects (issue 27 item 9: a million fills under 400 MB).
 * The import holds one slice, or one group of instruments, at a time (its live heap stays at a few
 * tens of MB), but V8 sized for this machine lets the heap grow to several times the live set
 * before a full collection: the server peaked at 400–470 MB for 200,000 or 1,000,000 fills. The
 * import checks the heap between slices and groups and collects when it is above this budget.
 */
const BUDGET_BYTES = 128 * 1024 * 1024;
/** Room above a live heap larger than the budget (the rest of the server): no collection per slice. */
const HEADROOM_BYTES = 64 * 1024 * 1024;

let threshold = BUDGET_BYTES;

let collect: (() => void) | null | undefined;

/** V8's full collection (exposed at run time: no command-line flag to remember), or null. */
function collector(): (() => void) | null {
  if (collect === undefined) {
    const exposed = (globalThis as { gc?: () => void }).gc;
    try {
      if (!exposed) v8.setFlagsFromString('--expose-gc');
      collect = exposed ?? (runInNewContext('gc') as () => void);
    } catch {
      collect = null;
    }
  }
  return collect;
}

/** Between two slices or groups of an import: a full collection when the heap is above the budget. */
export function keepHeapInBudget(): void {
  if (v8.getHeapStatistics().used_heap_size < threshold) return;
  const gc = collector();
  if (!gc) return;
  gc();
  threshold = Math.max(BUDGET_BYTES, v8.getHeapStatistics().used_heap_size + HEADROOM_BYTES);
}
