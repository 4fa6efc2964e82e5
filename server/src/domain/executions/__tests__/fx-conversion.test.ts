import { convertExecution, type ConvertibleExecution, type UserRate } from '../fx-conversion';
import { buildRoundTrips } from '../round-trips';
import type { Fill } from '../fill';

const at = new Date('2024-05-02T14:30:00Z');
const execution = (over: Partial<ConvertibleExecution> = {}): ConvertibleExecution => ({
  quantity: '10',
  price: '150',
  commission: '0',
  otherFees: '0',
  currency: 'USD',
  value: null,
  brokerRate: null,
  foreignFees: [],
  executedAt: at,
  ...over,
});
const none: UserRate = () => null;

describe('convertExecution (issue 27)', () => {
  it('leaves an execution in the account currency as it is', () => {
    expect(convertExecution(execution({ commission: '1.5' }), 'USD', none)).toEqual({
      ok: true,
      money: { value: null, commission: '1.5', otherFees: '0', fxRate: null, fxSource: null },
    });
  });

  it('divides by an inverse broker rate (Trading 212: 1 GBP = 1.25 USD) and keeps account-currency fees as they are', () => {
    const result = convertExecution(
      execution({
        otherFees: '0.05',
        brokerRate: { currency: 'GBP', rate: '1.25', inverse: true },
        foreignFees: [{ kind: 'other', amount: '1.80', currency: 'GBP' }],
      }),
      'GBP',
      none,
    );
    expect(result).toEqual({
      ok: true,
      money: { value: '1200', commission: '0', otherFees: '1.84', fxRate: '0.8', fxSource: 'broker' },
    });
  });

  it('multiplies by a direct broker rate (IBKR fxRateToBase) and rounds half-even at the column scale', () => {
    const result = convertExecution(
      execution({
        price: '0.27',
        quantity: '5000',
        commission: '6.75',
        currency: 'CAD',
        brokerRate: { currency: 'CHF', rate: '0.93099', inverse: false },
      }),
      'CHF',
      none,
    );
    // 1350 × 0.93099 = 1256.8365; 6.75 × 0.93099 = 6.2841825 (8 places: kept).
    expect(result).toMatchObject({
      ok: true,
      money: { value: '1256.8365', commission: '6.2841825', fxRate: '0.93099' },
    });
  });

  it('rounds a quotient half-even to 12 places (value) and 8 (fees)', () => {
    const result = convertExecution(
      execution({
        quantity: '1',
        price: '1',
        otherFees: '1',
        brokerRate: { currency: 'GBP', rate: '3', inverse: true },
      }),
      'GBP',
      none,
    );
    expect(result).toMatchObject({ ok: true, money: { value: '0.333333333333', otherFees: '0.33333333' } });
  });

  it('uses the user’s rate when the file has none for the account currency, and names a missing one', () => {
    const rate: UserRate = (from) => (from === 'USD' ? '0.9' : null);
    expect(convertExecution(execution(), 'EUR', rate)).toMatchObject({
      ok: true,
      money: { value: '1350', fxRate: '0.9', fxSource: 'user' },
    });
    // A broker rate into GBP does not help an EUR account; a GBP fee needs a GBP rate too.
    const gbpFee = execution({
      brokerRate: { currency: 'GBP', rate: '1.25', inverse: true },
      foreignFees: [{ kind: 'other', amount: '1', currency: 'GBP' }],
    });
    expect(convertExecution(gbpFee, 'EUR', rate)).toEqual({ ok: false, currency: 'GBP' });
    expect(convertExecution(execution(), 'JPY', none)).toEqual({ ok: false, currency: 'USD' });
  });
});

describe('round trips from converted values', () => {
  const fill = (
    id: string,
    side: 'buy' | 'sell',
    quantity: string,
    price: string,
    value: string,
    fees = '0',
  ): Fill => ({
    id,
    side,
    quantity,
    price,
    value,
    fees,
    multiplier: '1',
    executedAt: new Date(`2024-05-0${id}T10:00:00Z`),
    order: [0, Number(id)],
  });

  it('adds the values, not quantity × price: entry, exit and pnl are the account currency’s', () => {
    const { trades } = buildRoundTrips([
      fill('1', 'buy', '10', '150', '1200', '1.8'),
      fill('2', 'sell', '10', '160', '1250', '1.91'),
    ]);
    expect(trades[0]).toMatchObject({ entryPrice: '120', exitPrice: '125', fees: '3.71', pnl: '46.29' });
  });

  it('splits a value pro rata when a fill crosses zero', () => {
    const { trades } = buildRoundTrips([fill('1', 'buy', '10', '150', '1200'), fill('2', 'sell', '15', '160', '1875')]);
    expect(trades[0]).toMatchObject({ exitPrice: '125', pnl: '50' });
    expect(trades[1]).toMatchObject({ direction: 'short', quantity: '5', entryPrice: '125' });
  });
});
