import type { Market } from '../../../../db/entities/trade.entity';
import { D, type PositionEffect, type Side } from '../../../../domain/executions/fill';
import { instrumentOf, optionInstrument, type Instrument } from '../../../../domain/executions/instrument';
import { contractMultiplier } from '../../../../domain/instruments/contract-specs';
import { eachCsvRow, type Header, headerHas } from '../csv';
import { RowReader } from '../row-reader';
import type { BrokerParser, ParsedCashFlow } from '../types';

const MARKETS: Record<string, Market> = {
  equity: 'stocks',
  'equity option': 'options',
  future: 'futures',
  'future option': 'options',
  cryptocurrency: 'crypto',
};

interface Candidate {
  row: number;
  instrument: Instrument;
  side: Side | null;
  effect: PositionEffect | null;
  quantity: string;
  price: string;
  commission: string;
  fees: string;
  multiplier: string | null;
  executedAt: Date;
  raw: string;
  orderId: string;
  currency: string;
}

/** A future option from tastytrade's own columns (its symbol `./MESU4MESU4 240920P5050` is not OCC): point value of the future's product. */
function futureOption(h: Header, cells: string[], row: number, reader: RowReader): Instrument | null {
  const underlying = h.get(cells, 'Underlying Symbol').replace(/^\//, '').toUpperCase();
  const expiry = /^(\d{1,2})\/(\d{1,2})\/(\d{2,4})$/.exec(h.get(cells, 'Expiration Date'));
  const strike = reader.number(row, 'strike price', h.get(cells, 'Strike Price'));
  const right = h.get(cells, 'Call or Put').toUpperCase().startsWith('C') ? 'C' : 'P';
  if (!underlying || !expiry || strike === null) {
    reader.error(row, `future option '${h.get(cells, 'Symbol')}' has no underlying, expiration or strike`);
    return null;
  }
  const year = expiry[3].length === 2 ? `20${expiry[3]}` : expiry[3];
  const instrument = optionInstrument({
    underlying,
    expiry: `${year}-${expiry[1].padStart(2, '0')}-${expiry[2].padStart(2, '0')}`,
    right,
    strike: new D(strike).toFixed(),
  });
  return { ...instrument, multiplier: contractMultiplier(underlying, 'futures') };
}

/** Money Movement sub types that are cash flows (balance adjustments and transfers stay skipped). */
const MONEY_MOVEMENTS: Record<string, ParsedCashFlow['kind']> = {
  deposit: 'deposit',
  withdrawal: 'withdrawal',
  'credit interest': 'interest',
  'debit interest': 'fee',
};

/**
 * tastytrade transaction history (2021 and current layouts): Trade rows are fills, Receive Deliver
 * Expiration rows close an option at 0, Money Movement deposits, withdrawals and interest are cash flows, other Money Movement rows are skipped by kind. The price is the
 * Description's `@ 79.53` (Average Price and Value are cash, 0 on an opening futures fill). Newest
 * first; an expiration without an Action closes whatever the file holds at that time.
 */
export const tastytradeParser: BrokerParser = {
  id: 'tastytrade',
  label: 'tastytrade transaction history',
  detect: (text) =>
    headerHas(text, [
      'Date',
      'Type',
      'Sub Type',
      'Action',
      'Symbol',
      'Instrument Type',
      'Description',
      'Value',
      'Quantity',
      'Average Price',
    ]),
  parse(text, { timezone }) {
    const reader = new RowReader(timezone, '.');
    const candidates: Candidate[] = [];
    eachCsvRow(text, reader, (cells, row, h) => {
      const type = h.get(cells, 'Type');
      const subType = h.get(cells, 'Sub Type');
      const expiration = type === 'Receive Deliver' && /expiration/i.test(subType);
      const moneyKind = type === 'Money Movement' ? MONEY_MOVEMENTS[subType.toLowerCase()] : undefined;
      if (moneyKind)
        return reader.cashFlow({
          row,
          kind: moneyKind,
          amount: reader.number(row, 'value', h.get(cells, 'Value')),
          occurredAt: reader.time(row, 'date', h.get(cells, 'Date'), 'YMD'),
          currency: h.get(cells, 'Currency'),
          note: h.get(cells, 'Description'),
        });
      if (type !== 'Trade' && !expiration) return reader.skip((subType || type || 'blank').toLowerCase());
      const kind = h.get(cells, 'Instrument Type').toLowerCase();
      const market = MARKETS[kind];
      if (!market) return reader.skip(`instrument type ${kind || 'blank'}`);
      const instrument =
        kind === 'future option' ? futureOption(h, cells, row, reader) : instrumentOf(h.get(cells, 'Symbol'), market);
      if (!instrument) return;
      const action = h.get(cells, 'Action').toUpperCase();
      const side: Side | null = action.startsWith('BUY') ? 'buy' : action.startsWith('SELL') ? 'sell' : null;
      if (!side && !expiration) return reader.error(row, `action '${action}' is not buy or sell`);
      const raw = h.get(cells, 'Date');
      const executedAt = reader.time(row, 'date', raw, 'YMD');
      const quantity = reader.number(row, 'quantity', h.get(cells, 'Quantity'));
      const at = /@\s*([\d.,]+)/.exec(h.get(cells, 'Description'));
      const price = expiration ? '0' : at ? reader.number(row, 'price', at[1]) : null;
      if (!expiration && !at) reader.error(row, `description '${h.get(cells, 'Description')}' has no '@ price'`);
      const commission = reader.number(row, 'commissions', h.get(cells, 'Commissions'), '0');
      const fees = reader.number(row, 'fees', h.get(cells, 'Fees'), '0');
      // A future option's Multiplier column says 1 while its Value implies the future's point value.
      const multiplier =
        kind === 'future option' ? '' : reader.number(row, 'multiplier', h.get(cells, 'Multiplier'), '');
      if (
        !executedAt ||
        quantity === null ||
        price === null ||
        commission === null ||
        fees === null ||
        multiplier === null
      )
        return;
      candidates.push({
        row,
        instrument,
        side,
        effect: expiration || action.endsWith('TO_CLOSE') ? 'close' : action.endsWith('TO_OPEN') ? 'open' : null,
        quantity,
        price,
        commission,
        fees: new D(fees).abs().toFixed(),
        multiplier: multiplier || null,
        executedAt,
        raw,
        orderId: h.get(cells, 'Order #'),
        currency: h.get(cells, 'Currency'),
      });
    });
    // Oldest first (the file is newest first) so an expiration without an Action knows what it closes.
    const held = new Map<string, InstanceType<typeof D>>();
    candidates.sort((a, b) => a.executedAt.getTime() - b.executedAt.getTime() || b.row - a.row);
    for (const c of candidates) {
      const position = held.get(c.instrument.key) ?? new D(0);
      const side = c.side ?? (position.greaterThan(0) ? 'sell' : position.lessThan(0) ? 'buy' : null);
      if (!side) {
        reader.skip('expiration of a position opened before the file');
        continue;
      }
      held.set(c.instrument.key, position.plus(side === 'buy' ? c.quantity : new D(c.quantity).negated()));
      reader.add({
        row: c.row,
        instrument: c.instrument,
        side,
        quantity: c.quantity,
        price: c.price,
        commission: c.commission,
        otherFees: c.fees,
        multiplier: c.multiplier,
        currency: c.currency,
        executedAt: c.executedAt,
        rawExecutedAt: c.raw,
        orderId: c.orderId,
        positionEffect: c.effect,
      });
    }
    return reader.result(this.id);
  },
};
