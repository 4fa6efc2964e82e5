import { previewRoundTrips } from '../../preview';
import { parseImportFile, UnsupportedFormatError } from '../registry';
import type { ParsedExecution } from '../types';
import { corpusFiles, corpusText, hasCorpusFile, itWithCorpus } from './corpus';

/**
 * Issue 27 item 2: numbers go from the file's text to exact decimals, never through a binary
 * float, in every parser. Walks every corpus file and checks that nothing a parser hands the
 * import, and no round trip built from it, has more decimals than the file's numbers allow.
 * Exempt, as amounts derived by a division (rounded half-even to 12 places): a price computed
 * from a cash amount (eToro Amount ÷ Units) and the part of a fill split across two trades.
 */
const decimals = (text: string) => (text.includes('.') ? text.length - text.indexOf('.') - 1 : 0);

/** The most decimals any number in the file's text has (either decimal mark). */
function fileDecimals(text: string): number {
  let most = 0;
  for (const m of text.matchAll(/\d[.,](\d+)/g)) most = Math.max(most, m[1].length);
  return most;
}

const parse = (text: string) => parseImportFile(text, 'auto', { timezone: 'UTC' });

/**
 * Every corpus file a parser reads (those refused whole are unsupported.corpus.test.ts's); an
 * outside-only file this machine lacks is listed too, and reported as not run.
 */
function parsedCorpusFiles(): string[] {
  return corpusFiles().filter((f) => {
    if (!hasCorpusFile(f)) return f !== 'binance/binance_history.csv';
    try {
      parse(corpusText(f));
      return true;
    } catch (error) {
      if (error instanceof UnsupportedFormatError) return false;
      throw error;
    }
  });
}

/** A price derived from the broker's cash amount (value) is a quotient; any other is the file's. */
const derived = (e: ParsedExecution) => e.value !== null && e.value !== undefined;

describe('every corpus file: no amount with more decimals than the file gave (issue 27)', () => {
  for (const file of parsedCorpusFiles())
    itWithCorpus(file)(file, () => {
      const text = corpusText(file);
      const most = fileDecimals(text);
      const parsed = parse(text);
      for (const e of parsed.executions) {
        const where = `${file} row ${e.sourceRow}`;
        for (const [field, value] of Object.entries({
          quantity: e.quantity,
          commission: e.commission,
          otherFees: e.otherFees,
          value: e.value ?? '0',
          ...Object.fromEntries((e.foreignFees ?? []).map((f, i) => [`foreignFee${i}`, f.amount])),
        }))
          expect([where, field, decimals(value) <= most]).toEqual([where, field, true]);
        // A price the file gives is as written; one derived from the broker's amount (value) is a quotient.
        expect([where, 'price', decimals(e.price) <= (derived(e) ? 12 : most)]).toEqual([where, 'price', true]);
      }
      for (const f of parsed.cashFlows)
        expect([file, f.sourceRow, decimals(f.amount) <= most]).toEqual([file, f.sourceRow, true]);

      const byId = new Map(parsed.executions.map((e, i) => [`r${String(i).padStart(9, '0')}`, e]));
      for (const trade of previewRoundTrips(parsed.executions).instruments.flatMap((i) => i.trades)) {
        const fills = trade.parts.map((p) => ({ part: p, e: byId.get(p.fillId)! }));
        const split = fills.some(({ part, e }) => part.quantity !== e.quantity) || trade.key.endsWith(':rest');
        const feeBound = most;
        // quantity × price: at most the decimals of both; fees: the file's.
        const cashBound = 2 * most + decimals(trade.multiplier);
        const where = `${file} ${trade.key}`;
        expect([where, 'fees', decimals(trade.fees) <= (split ? 8 : feeBound)]).toEqual([where, 'fees', true]);
        if (trade.pnl !== null) {
          const bound = split ? 12 + decimals(trade.multiplier) : Math.max(cashBound, feeBound);
          expect([where, 'pnl', trade.pnl, decimals(trade.pnl) <= bound]).toEqual([where, 'pnl', trade.pnl, true]);
        }
      }
    });
});
