import PDFDocument from 'pdfkit';
import type { FxService } from '../../fx/fx.service';
import { drawEquityChart, drawHeatMap } from './pdf-charts';
import { loadWoffAsSfnt } from './woff-to-sfnt';
import { formatMoney, formatPercent, formatPnl, formatQuantity, formatRatio } from './pdf-format';
import type { ReportData } from './report-data';

/** DejaVu Sans from npm (@fontsource): embedded (subset) so € and accented notes print anywhere. */
export const FONT_REGULAR = loadWoffAsSfnt(
  require.resolve('@fontsource/dejavu-sans/files/dejavu-sans-latin-400-normal.woff'),
);
export const FONT_BOLD = loadWoffAsSfnt(
  require.resolve('@fontsource/dejavu-sans/files/dejavu-sans-latin-700-normal.woff'),
);

export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
export const MARGIN = 48;

export interface PdfHeader {
  accounts: string;
  /** The currency every money figure is in (null: accounts in several currencies, see the notice). */
  currency: string | null;
  generatedAt: string;
  /** The viewer's zone: the period's exact window is printed in it, as the Reports screen shows it. */
  timeZone?: string;
  /** Over accounts in several currencies: the FX module's summary (converted or per currency). */
  conversion?: CurrencySummary | null;
  /** Account id → currency: the best and worst trades are in their own account's currency. */
  tradeCurrency?: Map<string, string>;
}

type CurrencySummary = Awaited<ReturnType<FxService['allAccountsSummary']>>;

type Doc = InstanceType<typeof PDFDocument>;

/**
 * Lays the report out on A4 pages: summary, equity and drawdown chart, monthly table and heat
 * map, breakdowns (symbol, weekday, emotional tag), best and worst trades. Sections are in
 * order and each starts on its own page when it would not fit, so a later section (returns)
 * is one more function here. Resolves with the whole file (it stays well under 2 MB).
 */
export function renderReportPdf(data: ReportData, header: PdfHeader): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `Candlog report ${data.summary.from} – ${data.summary.to}`, Author: 'Candlog' },
  });
  doc.registerFont('body', FONT_REGULAR);
  doc.registerFont('bold', FONT_BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const money = (v: string | null | undefined) => formatMoney(v, header.currency);
  const pnl = (v: string | null | undefined) => formatPnl(v, header.currency);

  title(doc, data, header);
  summary(doc, data, header.currency);
  if (header.conversion) currencies(doc, header.conversion);
  section(doc, 'Equity and drawdown', 230);
  const chartTop = doc.y;
  if (data.equity) {
    drawEquityChart(doc, data.equity, { x: MARGIN, y: chartTop, width: pageWidth(doc), height: 200 }, money);
    doc.y = chartTop + 208;
    doc
      .font('body')
      .fontSize(9)
      .text(
        `Final balance ${money(data.equity.finalBalance)} · max drawdown ${money(data.equity.maxDrawdown)}` +
          (data.equity.maxDrawdownPercent === null ? '' : ` (${formatPercent(data.equity.maxDrawdownPercent)})`),
        MARGIN,
      );
  } else {
    doc
      .font('body')
      .fontSize(9)
      .text(data.moneyNotice ?? '', MARGIN);
  }

  // A rate missing across currencies: no sum at all, the notice above and the Currencies section say why.
  if (data.moneyNotice) {
    doc.end();
    return done;
  }
  doc.addPage();
  section(doc, 'Monthly P&L', 60);
  table(
    doc,
    ['Month', 'Trades', 'P&L'],
    data.monthly.map((m) => [m.month, String(m.trades), pnl(m.pnl)]),
  );
  section(doc, 'Monthly heat-map', 120);
  doc.y = drawHeatMap(doc, data.monthly, { x: MARGIN, y: doc.y, width: pageWidth(doc) }, pnl) + 12;

  section(doc, 'By symbol', 60);
  table(
    doc,
    ['Symbol', 'Market', 'Trades', 'Win rate', 'P&L'],
    data.symbols.map((s) => [s.symbol, s.market, String(s.totalTrades), formatPercent(s.winRate), pnl(s.totalPnl)]),
  );
  section(doc, 'By weekday', 60);
  table(
    doc,
    ['Weekday', 'Trades', 'Win rate', 'P&L'],
    data.weekdays.map((w) => [WEEKDAYS[w.weekday], String(w.trades), formatPercent(w.winRate), pnl(w.pnl)]),
  );
  section(doc, 'By emotional tag', 60);
  table(
    doc,
    ['Tag', 'Trades', 'Win rate', 'P&L'],
    data.tags.map((t) => [t.key, String(t.trades), formatPercent(t.winRate), pnl(t.pnl)]),
  );

  for (const [name, trades] of [
    ['Top trades', data.top.best],
    ['Worst trades', data.top.worst],
  ] as const) {
    section(doc, name, 60);
    table(
      doc,
      ['Entry', 'Symbol', 'Type', 'Quantity', 'P&L'],
      trades.map((t) => [
        new Date(t.entryDate).toISOString().slice(0, 10),
        t.symbol,
        t.tradeType,
        formatQuantity(t.quantity),
        formatPnl(t.pnl === null ? null : String(t.pnl), header.tradeCurrency?.get(t.accountId) ?? header.currency),
      ]),
    );
  }
  doc.end();
  return done;
}

export const pageWidth = (doc: Doc) => doc.page.width - 2 * MARGIN;

/**
 * The exact window counted, in the viewer's zone: a preset period to the minute
 * ("2026-11-25 14:05 – 2026-11-26 14:05"), a custom one as its days ("2026-03-01 – 2026-03-31").
 */
function periodWindow(s: ReportData['summary'], timeZone: string): string {
  if (s.period === 'custom' || !s.start) return `${s.from} – ${s.to}`;
  const at = (iso: string) =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .format(new Date(iso))
      .replace(',', '');
  return `${at(s.start)} – ${at(s.end)} ${timeZone}`;
}

function title(doc: Doc, data: ReportData, header: PdfHeader) {
  doc.font('bold').fontSize(20).text('Trading report', MARGIN, MARGIN);
  doc.font('body').fontSize(11).moveDown(0.3);
  doc.text(`Accounts: ${header.accounts}`);
  doc.text(`Period: ${periodWindow(data.summary, header.timeZone ?? 'UTC')} (${data.summary.period})`);
  doc.text(
    !header.conversion || header.conversion.currencies.length < 2
      ? `Currency: ${header.currency ?? '—'}`
      : header.currency
        ? `Base currency: ${header.currency} (accounts in several currencies, each trade converted at its exit day's rate: see Currencies)`
        : `Base currency: ${header.conversion.baseCurrency ?? '—'} (accounts in several currencies, a rate is missing: see Currencies)`,
  );
  doc.fontSize(8).fillColor('#666').text(`Generated ${header.generatedAt}`).fillColor('#000');
  doc.moveDown();
}

function summary(doc: Doc, data: ReportData, currency: string | null) {
  const s = data.summary;
  const money = (v: string | null) => formatMoney(v, currency);
  section(doc, 'Summary', 140);
  if (!('totalPnl' in s)) {
    doc
      .font('body')
      .fontSize(9)
      .text(data.moneyNotice ?? '', MARGIN)
      .moveDown();
    return;
  }
  const rows: Array<[string, string]> = [
    ['Total P&L', formatPnl(s.totalPnl, currency)],
    ['Win rate', formatPercent(s.winRate)],
    ['Win rate (excl. breakeven)', formatPercent(s.winRateExcludingBreakeven)],
    ['Total trades', String(s.totalTrades)],
    ['Wins / losses', `${s.wins} / ${s.losses}`],
    // The spec's report figure named for what it is, and the dashboard's beside it (issue 27 item 11).
    ['Profit factor (average win ÷ average loss)', formatRatio(s.profitFactor)],
    ['Profit factor (gross profit ÷ gross loss)', formatRatio(s.grossProfitFactor)],
    ['Average win', money(s.averageWin)],
    ['Average loss', money(s.averageLoss)],
  ];
  table(doc, ['Figure', 'Value'], rows);
}

/** The all-accounts figures per currency, and converted to the base currency or the missing-rate notice. */
function currencies(doc: Doc, c: CurrencySummary) {
  section(doc, `Currencies (base ${c.baseCurrency ?? '—'})`, 100);
  const rows = c.currencies.map((f) => [
    f.currency,
    String(f.totalTrades),
    formatPercent(f.winRate),
    formatPnl(f.totalPnl, f.currency),
  ]);
  if (c.converted)
    rows.push([
      `Total in ${c.converted.currency}`,
      String(c.converted.totalTrades),
      formatPercent(c.converted.winRate),
      formatPnl(c.converted.totalPnl, c.converted.currency),
    ]);
  table(doc, ['Currency', 'Trades', 'Win rate', 'P&L'], rows);
  if (c.notice) {
    const gaps = c.missingRates.map((m) => `${m.currency} ${m.from} – ${m.to}`).join('; ');
    doc.font('bold').fontSize(9).fillColor('#d1242f').text(`${c.notice} Missing: ${gaps}.`, MARGIN).fillColor('#000');
  }
  doc
    .font('body')
    .fontSize(8)
    .text('The other figures of this report add the accounts in their own currencies.', MARGIN);
}

export function section(doc: Doc, name: string, needs: number) {
  if (doc.y + needs > doc.page.height - MARGIN) doc.addPage();
  doc.moveDown(0.5).font('bold').fontSize(13).text(name, MARGIN).moveDown(0.3);
}

/** A plain ruled table; rows continue on a new page (header repeated) when the page is full. */
export function table(doc: Doc, head: string[], rows: string[][]) {
  const width = pageWidth(doc);
  const col = width / head.length;
  const rowH = 15;
  const line = (cells: string[], font: string) => {
    if (doc.y + rowH > doc.page.height - MARGIN) {
      doc.addPage();
      line(head, 'bold');
    }
    const y = doc.y;
    doc.font(font).fontSize(9);
    cells.forEach((c, i) =>
      doc.text(c, MARGIN + i * col + 2, y + 3, {
        width: col - 4,
        lineBreak: false,
        ellipsis: true,
        align: i ? 'right' : 'left',
      }),
    );
    doc
      .moveTo(MARGIN, y + rowH)
      .lineTo(MARGIN + width, y + rowH)
      .lineWidth(0.3)
      .strokeColor('#bbb')
      .stroke();
    doc.x = MARGIN;
    doc.y = y + rowH;
  };
  line(head, 'bold');
  if (rows.length === 0) line(['No trades in this period'], 'body');
  for (const r of rows) line(r, 'body');
  doc.moveDown(0.5);
}
