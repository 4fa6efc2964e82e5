import PDFDocument from 'pdfkit';
import { drawEquityChart } from '../reports/pdf/pdf-charts';
import { formatMoney, formatPnl } from '../reports/pdf/pdf-format';
import { FONT_BOLD, FONT_REGULAR, MARGIN, pageWidth, section, table } from '../reports/pdf/render-pdf';
import type { Verdict } from './statement-format';
import type { StatementJson } from './statements.service';

/** The label of each figure, in the order the PDF prints them. */
const FIGURES: Array<[string, string, 'money' | 'pnl' | 'percent' | 'ratio' | 'count']> = [
  ['total_pnl', 'Total P&L', 'pnl'],
  ['total_trades', 'Total trades', 'count'],
  ['wins', 'Wins', 'count'],
  ['losses', 'Losses', 'count'],
  ['win_rate', 'Win rate', 'percent'],
  ['profit_factor', 'Profit factor (avg win ÷ loss)', 'ratio'],
  ['gross_profit_factor', 'Profit factor (gross)', 'ratio'],
  ['average_win', 'Average win', 'money'],
  ['average_loss', 'Average loss', 'money'],
  ['initial_balance', 'Starting balance', 'money'],
  ['final_balance', 'Final balance', 'money'],
  ['max_drawdown', 'Max drawdown', 'money'],
  ['max_drawdown_percent', 'Max drawdown %', 'percent'],
];

/**
 * The statement as a PDF (A4, the report's fonts, sections and chart): who, which account and
 * period, the figures exactly as the JSON states them (decimal strings printed to the cent, the
 * exact value beside it when it has more digits), the equity curve, the trades' digest and the
 * signature with how to check it. The JSON is the document a verifier checks; the PDF shows it.
 */
export function renderStatementPdf(json: StatementJson, verdict: Verdict): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `Candlog statement ${json.period.from} – ${json.period.to}`, Author: 'Candlog' },
  });
  doc.registerFont('body', FONT_REGULAR);
  doc.registerFont('bold', FONT_BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const currency = json.account.currency;

  doc.font('bold').fontSize(20).text('Signed performance statement', MARGIN, MARGIN);
  doc.font('body').fontSize(11).moveDown(0.3);
  doc.text(`Account: ${json.account.name} (${currency})`);
  doc.text(`Holder: ${json.account.holder}`);
  doc.text(`Period: ${json.period.from} – ${json.period.to} (${json.period.time_zone})`);
  doc.fontSize(8).fillColor('#666');
  doc.text(`Statement ${json.statement_id} · issued ${json.issued_at} by ${json.issuer}`).fillColor('#000');
  doc.moveDown();

  section(doc, 'Figures', 220);
  table(
    doc,
    ['Figure', 'Value', 'Exact'],
    FIGURES.map(([key, label, kind]) => {
      const value = json.figures[key];
      const text = value === null || value === undefined ? null : String(value);
      const shown =
        text === null
          ? '—'
          : kind === 'money'
            ? formatMoney(text, currency)
            : kind === 'pnl'
              ? formatPnl(text, currency)
              : kind === 'percent'
                ? `${text}%`
                : text;
      return [label, shown, text ?? '—'];
    }),
  );

  section(doc, 'Equity curve', 230);
  const top = doc.y;
  const equity = {
    initialBalance: String(json.figures.initial_balance),
    maxDrawdown: String(json.figures.max_drawdown),
    points: json.equity_curve.map((p) => ({ balance: p.balance, drawdown: p.drawdown })),
  };
  drawEquityChart(doc, equity as Parameters<typeof drawEquityChart>[1], chartBox(doc, top), (v) =>
    formatMoney(v, currency),
  );
  doc.y = top + 208;

  section(doc, 'Trades', 80);
  doc.font('body').fontSize(9);
  doc.text(`${json.trades_digest.count} trades in the period, listed in the JSON statement.`, MARGIN);
  doc.text(`SHA-256 of their canonical serialisation (RFC 8785): ${json.trades_digest.value}`, MARGIN, undefined, {
    width: pageWidth(doc),
  });

  section(doc, 'Signature', 100);
  doc.font('body').fontSize(9);
  doc.text(`${json.signature.algorithm}, key id ${json.signature.key_id}`, MARGIN);
  doc
    .font('body')
    .fontSize(8)
    .text(json.signature.value, MARGIN, undefined, { width: pageWidth(doc) });
  doc.moveDown(0.5).fontSize(9);
  doc.text(`Checked when this PDF was made: ${verdict.valid ? 'valid' : 'NOT valid'} — ${verdict.reason}.`, MARGIN);
  doc.moveDown(0.3);
  doc.text(
    `To verify: open ${json.issuer}/verify-statement and drop the JSON statement, or run ` +
      '`npm run statement:verify statement.json` with the public key published at ' +
      `${json.key_url}. The PDF is a rendering; the signed JSON is the statement.`,
    MARGIN,
    undefined,
    { width: pageWidth(doc) },
  );
  doc.end();
  return done;
}

const chartBox = (doc: InstanceType<typeof PDFDocument>, y: number) => ({
  x: MARGIN,
  y,
  width: pageWidth(doc),
  height: 200,
});
