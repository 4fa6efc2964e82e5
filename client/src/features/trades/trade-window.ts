// Windowed rendering for the trade table: only the rows in (and just around) the viewport are
// in the DOM, and they are fetched from the server a page at a time, so 100,000 trades scroll
// as smoothly as 100. Pure arithmetic, tested on its own.
export const ROW_HEIGHT = 44;
/**
 * Rows per server page. 30 covers the first window of a phone (~19 rows and the overscan: 27) and
 * of a desktop (~16–21 rows: 24–29); 50 and 100 made the first load write and read rows below the
 * fold into Apollo's cache on the phone's main thread — the /trades load's longest task, ~1 ms of
 * a 2-core VM's CPU per row (×4 on Lighthouse's phone). A deeper scroll fetches more, smaller pages.
 */
export const PAGE_SIZE = 30;
export const OVERSCAN_ROWS = 8;

export interface RowWindow {
  /** First rendered row index (inclusive). */
  first: number;
  /** Last rendered row index (exclusive). */
  last: number;
  /** Server pages (offset / PAGE_SIZE) covering [first, last). */
  pages: number[];
}

export function computeRowWindow(scrollTop: number, viewportHeight: number, total: number): RowWindow {
  if (total <= 0) return { first: 0, last: 0, pages: [] };
  const top = Math.max(0, scrollTop);
  const first = Math.min(total, Math.max(0, Math.floor(top / ROW_HEIGHT) - OVERSCAN_ROWS));
  const last = Math.min(total, Math.ceil((top + Math.max(viewportHeight, ROW_HEIGHT)) / ROW_HEIGHT) + OVERSCAN_ROWS);
  const pages: number[] = [];
  if (last > first) {
    for (let p = Math.floor(first / PAGE_SIZE); p <= Math.floor((last - 1) / PAGE_SIZE); p++) pages.push(p);
  }
  return { first, last, pages };
}

/** The rows of page `page` that fall inside the window, as [start, end) indexes within that page. */
export function pageSlice(page: number, window: RowWindow): [number, number] {
  const pageStart = page * PAGE_SIZE;
  const start = Math.max(window.first, pageStart) - pageStart;
  const end = Math.min(window.last, pageStart + PAGE_SIZE) - pageStart;
  return [start, Math.max(start, end)];
}

/** A page next to (or among) the pages the window last rested on. */
export const isNearSettled = (page: number, settled: readonly number[]): boolean =>
  settled.some((p) => Math.abs(p - page) <= 1);
