import { OVERSCAN_ROWS, PAGE_SIZE, ROW_HEIGHT, computeRowWindow, isNearSettled, pageSlice } from '../trade-window';

describe('trade table window', () => {
  it('renders nothing for an empty list', () => {
    expect(computeRowWindow(0, 600, 0)).toEqual({ first: 0, last: 0, pages: [] });
  });

  it('renders the first screen plus overscan at the top', () => {
    const w = computeRowWindow(0, 600, 100_000);
    expect(w.first).toBe(0);
    expect(w.last).toBe(Math.ceil(600 / ROW_HEIGHT) + OVERSCAN_ROWS);
    expect(w.pages).toEqual([0]);
  });

  it('keeps the DOM small deep inside 100,000 trades and asks only for the pages in view', () => {
    const scrollTop = 54_321 * ROW_HEIGHT;
    const w = computeRowWindow(scrollTop, 600, 100_000);
    expect(w.last - w.first).toBeLessThan(40);
    expect(w.first).toBe(54_321 - OVERSCAN_ROWS);
    // The one or two consecutive pages that hold the rows shown, nothing else.
    expect(w.pages.length).toBeLessThanOrEqual(2);
    expect(w.pages[0] * PAGE_SIZE).toBeLessThanOrEqual(w.first);
    expect(w.pages[0] * PAGE_SIZE + PAGE_SIZE).toBeGreaterThan(w.first);
    expect((w.pages[w.pages.length - 1] + 1) * PAGE_SIZE).toBeGreaterThanOrEqual(w.last);
    expect(w.pages).toEqual(Array.from(w.pages, (_, i) => w.pages[0] + i));
  });

  it('spans two pages at a page boundary and slices each', () => {
    const w = computeRowWindow((PAGE_SIZE - 5) * ROW_HEIGHT, 600, 1000);
    expect(w.pages).toEqual([0, 1]);
    expect(pageSlice(0, w)).toEqual([w.first, PAGE_SIZE]);
    expect(pageSlice(1, w)).toEqual([0, w.last - PAGE_SIZE]);
  });

  it('clamps at the end of the list', () => {
    const w = computeRowWindow(10_000 * ROW_HEIGHT, 600, 120);
    expect(w.last).toBe(120);
    expect(w.first).toBeLessThanOrEqual(120);
  });
});

describe('fetching while scrubbing', () => {
  it('loads pages next to the settled ones at once and far pages only after the scroll rests', () => {
    expect(isNearSettled(5, [4])).toBe(true);
    expect(isNearSettled(3, [4])).toBe(true);
    expect(isNearSettled(6, [4])).toBe(false);
    expect(isNearSettled(500, [0])).toBe(false);
    expect(isNearSettled(0, [])).toBe(false);
  });
});
