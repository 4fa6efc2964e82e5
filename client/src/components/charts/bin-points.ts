// Beyond ~1,000 marks a scatter becomes an unreadable blob and a slow DOM: points are counted
// into a grid of cells instead, each cell keeping its win/loss split.
export interface BinnablePoint {
  x: number;
  y: number;
  result: string;
}

export interface Bin {
  col: number;
  row: number;
  count: number;
  wins: number;
  losses: number;
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

export const SCATTER_BIN_THRESHOLD = 1000;

export function binPoints(
  points: readonly BinnablePoint[],
  xDomain: [number, number],
  yDomain: [number, number],
  cols: number,
  rows: number,
): Bin[] {
  const [xMin, xMax] = xDomain;
  const [yMin, yMax] = yDomain;
  const dx = (xMax - xMin) / cols || 1;
  const dy = (yMax - yMin) / rows || 1;
  const cells = new Map<number, Bin>();
  for (const p of points) {
    const col = Math.min(cols - 1, Math.max(0, Math.floor((p.x - xMin) / dx)));
    const row = Math.min(rows - 1, Math.max(0, Math.floor((p.y - yMin) / dy)));
    const id = row * cols + col;
    let bin = cells.get(id);
    if (!bin) {
      bin = {
        col,
        row,
        count: 0,
        wins: 0,
        losses: 0,
        x0: xMin + col * dx,
        x1: xMin + (col + 1) * dx,
        y0: yMin + row * dy,
        y1: yMin + (row + 1) * dy,
      };
      cells.set(id, bin);
    }
    bin.count += 1;
    if (p.result === 'win') bin.wins += 1;
    else if (p.result === 'loss') bin.losses += 1;
  }
  return [...cells.values()].sort((a, b) => a.col - b.col || a.row - b.row);
}
