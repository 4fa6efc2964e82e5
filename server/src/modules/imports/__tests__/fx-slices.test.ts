import type { EntityManager } from 'typeorm';
import { convertToAccount, type UserRates } from '../fx-convert';
import { FileConversion } from '../fx-slices';
import { parseImportFile } from '../parsers/registry';
import type { ParsedExecution } from '../parsers/types';

// The streaming import converts a slice at a time (h-fx × h-bigfile): whatever the slice size, the
// file-wide answer must be the one converting the whole file gives.

const HEADER =
  'Action,Time,ISIN,Ticker,Name,ID,No. of shares,Price / share,Currency (Price / share),Exchange rate,Total,Currency (Total)';
/** A Trading 212 file of a GBP account: its rates are to GBP, so an EUR account needs the user's. */
const row = (action: string, time: string, ticker: string, id: number, price: string, currency: string) =>
  `${action},${time},XX000000000${ticker.length},${ticker},${ticker} Inc,t-${id},2.0000000000,${price},${currency},1.25,100.00,GBP`;
const FILE = [
  HEADER,
  row('Market buy', '2025-03-03 14:35:00', 'AAA', 1, '100.00', 'USD'),
  row('Market sell', '2025-03-04 14:35:00', 'AAA', 2, '101.00', 'USD'),
  row('Market buy', '2025-03-05 10:00:00', 'EEE', 3, '10.00', 'EUR'),
  row('Market buy', '2025-03-06 10:00:00', 'BBB', 4, '50.00', 'USD'),
  row('Market sell', '2025-03-07 10:00:00', 'EEE', 5, '11.00', 'EUR'),
  // AAA again, on a day without a rate: AAA is refused whole, its earlier fills included.
  row('Market buy', '2024-12-02 15:00:00', 'AAA', 6, '90.00', 'USD'),
  row('Market sell', '2025-04-01 15:00:00', 'BBB', 7, '55.00', 'USD'),
  row('Market sell', '2024-12-03 15:00:00', 'AAA', 8, '95.00', 'USD'),
  // CHF: no rate at all, met only in the last slice.
  row('Market buy', '2025-04-02 09:00:00', 'CCC', 9, '20.00', 'CHF'),
].join('\n');

const RATES: UserRates = new Map([
  ['USD|2025-03-03', '0.91'],
  ['USD|2025-03-04', '0.93'],
  ['USD|2025-03-06', '0.9'],
  ['USD|2025-04-01', '0.95'],
]);

const account = { userId: 'u', currency: 'EUR', timezone: 'UTC' };
const convert = async (_m: EntityManager, a: typeof account, executions: readonly ParsedExecution[]) =>
  convertToAccount(executions, a.currency, RATES, a.timezone);
const money = (e: ParsedExecution) => [e.sourceRow, e.value, e.commission, e.otherFees, e.fxRate, e.fxSource];

describe('FileConversion: a file converted slice by slice is converted as a whole', () => {
  const { executions } = parseImportFile(FILE, 'trading212', { timezone: 'UTC' });
  const whole = convertToAccount(executions, 'EUR', RATES, 'UTC');

  it('the whole file refuses AAA (a day without a rate) and CCC, and converts BBB at the user’s rates', () => {
    expect(whole.missing.map((m) => [m.symbol, m.currency, m.day, m.executions])).toEqual([
      ['AAA', 'USD', '2024-12-02', 4],
      ['CCC', 'CHF', '2025-04-02', 1],
    ]);
    expect(whole.executions.map((e) => e.instrument.symbol).sort()).toEqual(['BBB', 'BBB', 'EEE', 'EEE']);
  });

  it.each([1, 2, 3, 4, 5, 8])('in slices of %i: the same conversions, refusals and converted fills', async (size) => {
    const fx = new FileConversion({} as EntityManager, account, convert);
    let kept: ParsedExecution[] = [];
    const refusedLate: string[] = [];
    for (let at = 0; at < executions.length; at += size) {
      const slice = await fx.slice(executions.slice(at, at + size));
      if (slice.newlyRefused.length) {
        // What the import deletes and the preview drops: the refused instrument's earlier fills.
        refusedLate.push(...slice.newlyRefused.filter((k) => kept.some((e) => e.instrument.key === k)));
        kept = kept.filter((e) => !slice.newlyRefused.includes(e.instrument.key));
      }
      kept.push(...slice.executions);
    }
    expect(fx.conversions()).toEqual(whole.conversions);
    expect(fx.missing()).toEqual(whole.missing);
    expect(kept.map(money)).toEqual(whole.executions.map(money));
    // Slices small enough put AAA's converted March fills before the December one that refuses it.
    if (size <= 4) expect(refusedLate).toHaveLength(1);
  });

  it('merges a currency’s lines across slices: counts added, lowest and highest rate kept', async () => {
    const fx = new FileConversion({} as EntityManager, account, convert);
    for (const e of executions) await fx.slice([e]);
    expect(fx.conversions()).toEqual([
      expect.objectContaining({ from: 'USD', to: 'EUR', source: 'user', minRate: '0.9', maxRate: '0.95' }),
    ]);
  });
});
