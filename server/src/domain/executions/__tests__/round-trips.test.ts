import fc from 'fast-check';
import { computePnl } from '../../trade-pnl';
import { D, type Fill } from '../fill';
import { buildRoundTrips } from '../round-trips';

let seq = 0;
function fill(side: 'buy' | 'sell', quantity: string, price: string, minute: number, extra: Partial<Fill> = {}): Fill {
  seq += 1;
  return {
    id: `f${String(seq).padStart(4, '0')}`,
    side,
    quantity,
    price,
    fees: '0',
    multiplier: '1',
    executedAt: new Date(Date.UTC(2024, 0, 2, 14, minute)),
    order: [0, seq],
    ...extra,
  };
}

const decimal = (min: number, max: number, scale: number) =>
  fc.integer({ min: min * 10 ** scale, max: max * 10 ** scale }).map((n) => new D(n).dividedBy(10 ** scale).toFixed());

describe('buildRoundTrips', () => {
  it('a trade from one buy and one sell equals the manual trade with the same numbers', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        decimal(1, 100000, 4),
        decimal(1, 100000, 4),
        decimal(1, 10000, 3),
        decimal(0, 50, 2),
        decimal(0, 50, 2),
        fc.constantFrom('1', '5', '50', '100', '0.5', '125000'),
        (long, entry, exit, qty, fee1, fee2, multiplier) => {
          const first = fill(long ? 'buy' : 'sell', qty, entry, 0, { fees: fee1, multiplier });
          const second = fill(long ? 'sell' : 'buy', qty, exit, 5, { fees: fee2, multiplier });
          const { trades, unmatched } = buildRoundTrips([second, first]);
          expect(unmatched).toEqual([]);
          expect(trades).toHaveLength(1);
          const fees = new D(fee1).plus(fee2).toFixed();
          const manual = computePnl({
            tradeType: long ? 'long' : 'short',
            entryPrice: entry,
            exitPrice: exit,
            quantity: qty,
            multiplier,
            fees,
          });
          expect(trades[0]).toMatchObject({
            direction: long ? 'long' : 'short',
            quantity: new D(qty).toFixed(),
            entryPrice: new D(entry).toFixed(),
            exitPrice: new D(exit).toFixed(),
            fees,
            pnl: manual,
          });
        },
      ),
    );
  });

  it('splits every fill exactly: parts sum to the fill, fees are conserved, flat books give Σ cash × multiplier − fees', () => {
    const fills = fc.array(
      fc.record({
        buy: fc.boolean(),
        qty: decimal(1, 30, 0),
        price: decimal(1, 500, 2),
        fees: decimal(0, 3, 3),
      }),
      { minLength: 1, maxLength: 25 },
    );
    fc.assert(
      fc.property(fills, (rows) => {
        const list = rows.map((r, i) =>
          fill(r.buy ? 'buy' : 'sell', r.qty, r.price, i, { fees: r.fees, multiplier: '2' }),
        );
        const { trades, unmatched } = buildRoundTrips(list);
        const parts = [...trades.flatMap((t) => t.parts), ...unmatched];
        for (const f of list) {
          const mine = parts.filter((p) => p.fillId === f.id);
          expect(mine.reduce((s, p) => s.plus(p.quantity), new D(0)).equals(f.quantity)).toBe(true);
          expect(mine.reduce((s, p) => s.plus(p.fees), new D(0)).equals(f.fees)).toBe(true);
        }
        // No closing-marked fills: nothing is unmatched, at most the last trade is open.
        expect(unmatched).toEqual([]);
        expect(trades.slice(0, -1).every((t) => t.exitPrice !== null)).toBe(true);
        const net = list.reduce((s, f) => s.plus(new D(f.quantity).times(f.side === 'buy' ? 1 : -1)), new D(0));
        if (net.isZero()) {
          const cash = list.reduce(
            (s, f) => s.plus(new D(f.quantity).times(f.price).times(f.side === 'sell' ? 1 : -1)),
            new D(0),
          );
          const fees = list.reduce((s, f) => s.plus(f.fees), new D(0));
          const total = trades.reduce((s, t) => s.plus(t.pnl ?? 'NaN'), new D(0));
          expect(total.toFixed()).toBe(cash.times(2).minus(fees).toFixed());
        }
        // Each trade's quantity closes what it opened.
        for (const t of trades.filter((x) => x.exitPrice !== null)) {
          const opened = t.parts.filter((p) => p.role === 'open').reduce((s, p) => s.plus(p.quantity), new D(0));
          const closed = t.parts.filter((p) => p.role === 'close').reduce((s, p) => s.plus(p.quantity), new D(0));
          expect(opened.equals(closed) && opened.equals(t.quantity)).toBe(true);
        }
      }),
    );
  });

  it('scales in to a weighted-average entry and keeps partial exits inside the trade', () => {
    const { trades } = buildRoundTrips([
      fill('buy', '100', '10', 0),
      fill('buy', '50', '13', 1),
      fill('sell', '60', '14', 2),
      fill('sell', '90', '15', 3, { fees: '1.5' }),
    ]);
    expect(trades).toHaveLength(1);
    // entry (1000 + 650) / 150 = 11; exit (840 + 1350) / 150 = 14.6; pnl 2190 − 1650 − 1.5.
    expect(trades[0]).toMatchObject({
      direction: 'long',
      quantity: '150',
      entryPrice: '11',
      exitPrice: '14.6',
      pnl: '538.5',
      fees: '1.5',
    });
  });

  it('splits a fill that crosses zero: the closing part ends the trade, the rest opens a short, fees pro rata', () => {
    const { trades } = buildRoundTrips([
      fill('buy', '2', '100', 0, { fees: '1' }),
      fill('sell', '5', '110', 1, { fees: '5' }),
      fill('buy', '3', '105', 2),
    ]);
    expect(trades).toHaveLength(2);
    expect(trades[0]).toMatchObject({ direction: 'long', quantity: '2', exitPrice: '110', fees: '3', pnl: '17' });
    expect(trades[1]).toMatchObject({
      direction: 'short',
      quantity: '3',
      entryPrice: '110',
      exitPrice: '105',
      fees: '3',
      pnl: '12',
    });
    expect(trades[1].key).toMatch(/:rest$/);
  });

  it('orders same-second fills by source row, whatever the file order', () => {
    const buy = fill('buy', '1', '10', 0, { order: [0, 2] });
    const sell = fill('sell', '1', '11', 0, { order: [0, 1] });
    const { trades } = buildRoundTrips([buy, sell]);
    expect(trades[0]).toMatchObject({ direction: 'short', entryPrice: '11', exitPrice: '10', pnl: '1' });
  });

  it('keeps a closing fill with no open position as unmatched, and a position still held as an open trade', () => {
    const { trades, unmatched } = buildRoundTrips([
      fill('sell', '100', '20', 0, { positionEffect: 'close' }),
      fill('buy', '691', '5', 1),
      fill('sell', '100', '6', 2),
    ]);
    expect(unmatched).toEqual([expect.objectContaining({ quantity: '100', role: 'close' })]);
    expect(trades).toEqual([
      expect.objectContaining({
        direction: 'long',
        quantity: '591',
        entryPrice: '5',
        exitPrice: null,
        pnl: null,
        closedQuantity: '100',
      }),
    ]);
  });

  it('rounds a non-terminating average entry to 12 places but keeps the pnl exact', () => {
    const { trades } = buildRoundTrips([
      fill('buy', '1', '10', 0),
      fill('buy', '1', '10', 1),
      fill('buy', '1', '11', 2),
      fill('sell', '3', '11', 3),
    ]);
    expect(trades[0].entryPrice).toBe('10.333333333333');
    expect(trades[0].pnl).toBe('2');
  });
});
