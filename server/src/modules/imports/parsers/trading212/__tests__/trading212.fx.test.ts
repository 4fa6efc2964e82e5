import fs from 'node:fs';
import path from 'node:path';
import { D } from '../../../../../domain/executions/fill';
import { convertToAccount, type UserRates } from '../../../fx-convert';
import { previewRoundTrips } from '../../../preview';
import { readCsv } from '../../csv';
import { parseImportFile } from '../../registry';

// In-repo fixtures (fixtures/README.md): issue 27 is proven without ../shared.
const fixture = (name: string) => fs.readFileSync(path.join(__dirname, 'fixtures', name), 'utf8');

/** The file as an import into an account of `currency` builds it (the user's rates: `rates`). */
function importInto(name: string, currency: string, rates: UserRates = new Map()) {
  const parsed = parseImportFile(fixture(name), 'auto', { timezone: 'UTC' });
  const converted = convertToAccount(parsed.executions, currency, rates, 'UTC');
  return { parsed, converted, preview: previewRoundTrips(converted.executions) };
}

/** Σ of a column over the rows whose Action matches, read from the file's own text. */
function columnSum(name: string, column: string, action: RegExp): string {
  const [header, ...rows] = readCsv(fixture(name).replace(/\r/g, ''), ',').filter((r) => r.length > 1);
  const i = header.indexOf(column);
  return rows
    .filter((r) => action.test(r[0]))
    .reduce((s, r) => s.plus(r[i] || 0), new D(0))
    .toFixed(2);
}

const cents = (x: string) => new D(x).toDecimalPlaces(2, D.ROUND_HALF_EVEN).toFixed(2);

describe('Trading 212: instruments in another currency than the account (issue 27)', () => {
  it.each(['cgt-2026-transactions.csv', 'usd-in-gbp-account.csv'])(
    '%s into a GBP account: the net pnl is the broker’s Result sum to the cent, converted at the file’s rates',
    (name) => {
      const { converted, preview } = importInto(name, 'GBP');
      expect(converted.missing).toEqual([]);
      expect(preview.closed).toBeGreaterThan(0);
      expect(cents(preview.netPnl)).toBe(columnSum(name, 'Result', /sell/i));
      // Every conversion uses Trading 212's own rate.
      expect(converted.conversions.every((c) => c.source === 'broker' && c.to === 'GBP')).toBe(true);
    },
  );

  it('keeps fees of different currencies apart: ACME’s 1.80 GBP + 1.87 GBP + 0.05 USD at 1.28 (not "3.72")', () => {
    const { preview, converted } = importInto('cgt-2026-transactions.csv', 'GBP');
    const acme = preview.instruments.find((i) => i.symbol === 'ACME')!.trades[0];
    expect(acme.fees).toBe(new D('1.80').plus('1.87').plus(new D('0.05').dividedBy('1.28')).toFixed());
    // Entry and exit are account-currency averages (150 USD at 1.25, 160 USD at 1.28), so pnl = (exit − entry) × qty − fees.
    expect(acme).toMatchObject({ entryPrice: '120', exitPrice: '125' });
    expect(new D(acme.exitPrice!).minus(acme.entryPrice).times(acme.quantity).minus(acme.fees).toFixed()).toBe(
      acme.pnl,
    );
    // The executions keep their instrument currency and price, and the rate applied.
    const buy = converted.executions.find((e) => e.instrument.symbol === 'ACME' && e.side === 'buy')!;
    expect(buy).toMatchObject({ currency: 'USD', price: '150', value: '1200', fxRate: '0.8', fxSource: 'broker' });
    expect(converted.conversions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ from: 'USD', to: 'GBP', source: 'broker', minRate: '0.78125', maxRate: '0.8' }),
        expect.objectContaining({ from: 'EUR', to: 'GBP', source: 'broker', executions: 2 }),
      ]),
    );
  });

  it('2020 layout: GME’s USD figures are converted to GBP (sell Total − buy Totals, to the cent)', () => {
    const { preview } = importInto('cgt-2020-gme.csv', 'GBP');
    const [gme] = preview.instruments.find((i) => i.symbol === 'GME')!.trades;
    // Totals of the GME rows, in GBP as the file states them (its Result column is not GME's gain).
    const text = fixture('cgt-2020-gme.csv');
    const totals = [...text.matchAll(/^(Market|Limit) (buy|sell),[^\n]*GME[^\n]*$/gm)].map((m) => {
      const cells = readCsv(m[0], ',')[0];
      return { side: m[2], total: new D(cells[10]) };
    });
    const expected = totals.reduce((s, t) => (t.side === 'sell' ? s.plus(t.total) : s.minus(t.total)), new D(0));
    expect(new D(gme.pnl!).minus(expected).abs().lessThanOrEqualTo('0.01')).toBe(true);
    expect(new D(gme.pnl!).lessThan(new D('34525'))).toBe(true); // not the USD figure
  });

  it('refuses an instrument whose currency has no rate to the account’s, and says which rate is missing', () => {
    const { converted } = importInto('cgt-2026-transactions.csv', 'EUR');
    // ACME is in USD (the file's rates go to GBP); REN is in EUR but its FX fee is in GBP.
    expect(converted.executions).toEqual([]);
    expect(converted.missing).toEqual([
      expect.objectContaining({ currency: 'USD', to: 'EUR', symbol: 'ACME', executions: 2, day: '2024-05-02' }),
      expect.objectContaining({ currency: 'GBP', to: 'EUR', symbol: 'REN', executions: 2, day: '2024-08-01' }),
    ]);
    expect(converted.missing[0].message).toMatch(/No USD→EUR exchange rate on or before 2024-05-02 for ACME/);
  });

  it('with the user’s rates for those days, the same file converts at them', () => {
    const rates: UserRates = new Map([
      ['USD|2024-05-02', '0.9'],
      ['USD|2024-06-27', '0.95'],
      ['GBP|2024-05-02', '1.15'],
      ['GBP|2024-06-27', '1.2'],
      ['GBP|2024-08-01', '1.1'],
      ['GBP|2024-09-02', '1.1'],
    ]);
    const { converted, preview } = importInto('cgt-2026-transactions.csv', 'EUR', rates);
    expect(converted.missing).toEqual([]);
    const acme = preview.instruments.find((i) => i.symbol === 'ACME')!.trades[0];
    // 10 × 150 USD × 0.9 in, 10 × 160 × 0.95 out; fees 1.80 GBP × 1.15, 1.87 GBP × 1.2, 0.05 USD × 0.95.
    const fees = new D('1.80').times('1.15').plus(new D('1.87').times('1.2')).plus(new D('0.05').times('0.95'));
    expect(acme.fees).toBe(fees.toFixed());
    expect(acme.pnl).toBe(new D(1520).minus(1350).minus(fees).toFixed());
    expect(converted.conversions).toContainEqual(
      expect.objectContaining({ from: 'USD', to: 'EUR', source: 'user', minRate: '0.9', maxRate: '0.95' }),
    );
  });
});
