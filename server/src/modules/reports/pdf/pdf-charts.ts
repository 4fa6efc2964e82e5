import type PDFDocument from 'pdfkit';
import type { ReportData } from './report-data';

type Doc = InstanceType<typeof PDFDocument>;
interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Balance line over the upper two thirds and the drawdown area below it, drawn as vector paths
 * (at most PDF_EQUITY_POINTS points, so the file stays small whatever the history). Coordinates
 * are floats for drawing only; the printed figures come from the service's decimals.
 */
export function drawEquityChart(
  doc: Doc,
  equity: NonNullable<ReportData['equity']>,
  box: Box,
  money: (value: string) => string,
) {
  const points = equity.points;
  doc.lineWidth(0.5).strokeColor('#999').rect(box.x, box.y, box.width, box.height).stroke();
  if (points.length < 1) {
    doc
      .font('body')
      .fontSize(9)
      .text('No closed trades in this period', box.x + 8, box.y + 8);
    return;
  }
  const balances = [Number(equity.initialBalance), ...points.map((p) => Number(p.balance))];
  const drawdowns = [0, ...points.map((p) => Number(p.drawdown))];
  const lo = Math.min(...balances);
  const hi = Math.max(...balances);
  const ddMax = Math.max(...drawdowns, 1e-9);
  const upper = box.height * 0.68;
  const lower = box.height - upper - 6;
  const xAt = (i: number) => box.x + (balances.length === 1 ? 0 : (i / (balances.length - 1)) * box.width);
  const yBal = (v: number) => box.y + upper - (hi === lo ? upper / 2 : ((v - lo) / (hi - lo)) * (upper - 8)) - 4;
  const yDd = (v: number) => box.y + upper + 6 + (v / ddMax) * lower;

  doc.moveTo(xAt(0), yBal(balances[0]));
  balances.forEach((v, i) => i && doc.lineTo(xAt(i), yBal(v)));
  doc.lineWidth(1).strokeColor('#1f6feb').stroke();

  doc.moveTo(xAt(0), box.y + upper + 6);
  drawdowns.forEach((v, i) => doc.lineTo(xAt(i), yDd(v)));
  doc
    .lineTo(xAt(drawdowns.length - 1), box.y + upper + 6)
    .closePath()
    .fillColor('#d1242f')
    .fillOpacity(0.35)
    .fill();
  doc.fillOpacity(1).fillColor('#000').font('body').fontSize(7);
  // The axis labels are the highest and lowest balances as the service gave them (exact text, formatted).
  const texts = [equity.initialBalance, ...points.map((p) => p.balance)];
  doc.text(money(texts[balances.indexOf(hi)]), box.x + 3, box.y + 2, { lineBreak: false });
  doc.text(money(texts[balances.indexOf(lo)]), box.x + 3, box.y + upper - 10, { lineBreak: false });
  doc.text(`drawdown (max ${money(equity.maxDrawdown)})`, box.x + 3, box.y + box.height - 10, { lineBreak: false });
  doc.strokeColor('#000');
}

/** Months as coloured cells (green profit, red loss, intensity by size), 6 per row; returns the bottom y. */
export function drawHeatMap(
  doc: Doc,
  months: ReportData['monthly'],
  box: Omit<Box, 'height'>,
  pnl: (value: string) => string,
): number {
  const perRow = 6;
  const cellW = box.width / perRow;
  const cellH = 34;
  const maxAbs = Math.max(...months.map((m) => Math.abs(Number(m.pnl))), 1e-9);
  let top = box.y;
  months.forEach((m, i) => {
    const col = i % perRow;
    // A long history continues on the next page: text below the bottom margin would make pdfkit add one per cell.
    if (col === 0 && i > 0) top += cellH;
    if (col === 0 && top + cellH > doc.page.maxY()) {
      doc.addPage();
      top = doc.page.margins.top;
    }
    const x = box.x + col * cellW;
    const y = top;
    const v = Number(m.pnl);
    const strength = 0.15 + 0.75 * (Math.abs(v) / maxAbs);
    doc
      .rect(x + 1, y + 1, cellW - 2, cellH - 2)
      .fillOpacity(v === 0 ? 0.1 : strength)
      .fillColor(v > 0 ? '#1a7f37' : v < 0 ? '#d1242f' : '#888')
      .fill();
    doc.fillOpacity(1).fillColor('#000').font('body').fontSize(8);
    doc.text(m.month, x + 4, y + 5, { width: cellW - 8, lineBreak: false });
    doc.text(pnl(m.pnl), x + 4, y + 18, { width: cellW - 8, lineBreak: false, ellipsis: true });
  });
  return months.length === 0 ? top : top + cellH;
}
