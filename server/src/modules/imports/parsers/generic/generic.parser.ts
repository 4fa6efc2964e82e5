import { MARKETS, type Market } from '../../../../db/entities/trade.entity';
import { D } from '../../../../domain/executions/fill';
import { firstLine, Header, readCsv } from '../csv';
import { RowReader, sideOf } from '../row-reader';
import type { BrokerParser, ColumnMapping } from '../types';

const REQUIRED: Array<keyof ColumnMapping> = ['symbol', 'side', 'quantity', 'price', 'executedAt'];

/** The mapping's problems against the file's header, worded for the user (empty when usable). */
export function mappingProblems(mapping: ColumnMapping | undefined, header: Header): string[] {
  if (!mapping) return ['a generic CSV needs a column mapping (symbol, side, quantity, price, executed at)'];
  const problems = REQUIRED.filter((k) => !mapping[k]).map((k) => `the mapping has no column for ${k}`);
  const named = [
    mapping.symbol,
    mapping.side,
    mapping.quantity,
    mapping.price,
    mapping.executedAt,
    mapping.time,
    mapping.commission,
    ...(mapping.fees ?? []),
    mapping.market,
    mapping.executionId,
    mapping.orderId,
  ].filter((c): c is string => !!c);
  for (const column of named) if (!header.has(column)) problems.push(`column '${column}' is not in the file's header`);
  return problems;
}

/**
 * Any CSV of fills, with the columns the user maps (saved as a named template by the UI later).
 * Never auto-detected: chosen with format=generic and a mapping.
 */
export const genericParser: BrokerParser = {
  id: 'generic',
  label: 'Generic CSV with a column mapping',
  detect: () => false,
  parse(text, { timezone, mapping }) {
    const line = firstLine(text);
    const delimiter = line.split(';').length > line.split(',').length ? ';' : ',';
    const [head = [], ...rows] = readCsv(text, delimiter);
    const h = new Header(head);
    const reader = new RowReader(timezone, mapping?.decimalMark);
    const problems = mappingProblems(mapping, h);
    if (problems.length || !mapping) {
      problems.forEach((message) => reader.error(0, message));
      return reader.result(this.id);
    }
    rows.forEach((cells, i) => {
      const row = i + 1;
      reader.rowsTotal += 1;
      const side = sideOf(h.get(cells, mapping.side));
      if (!side) return reader.error(row, `side '${h.get(cells, mapping.side)}' is not buy or sell`);
      const raw = mapping.time
        ? `${h.get(cells, mapping.executedAt)} ${h.get(cells, mapping.time)}`
        : h.get(cells, mapping.executedAt);
      const executedAt = reader.time(row, 'executed at', raw, mapping.dateOrder ?? 'MDY');
      const quantity = reader.number(row, 'quantity', h.get(cells, mapping.quantity));
      const price = reader.number(row, 'price', h.get(cells, mapping.price));
      const commission = mapping.commission
        ? reader.number(row, 'commission', h.get(cells, mapping.commission), '0')
        : '0';
      let fees = new D(0);
      for (const column of mapping.fees ?? []) {
        const value = reader.number(row, column, h.get(cells, column), '0');
        if (value !== null) fees = fees.plus(value);
      }
      if (!executedAt || quantity === null || price === null || commission === null) return;
      const market = ((mapping.market && h.get(cells, mapping.market).toLowerCase()) ||
        mapping.defaultMarket ||
        'stocks') as Market;
      if (!MARKETS.includes(market)) return reader.error(row, `market '${market}' is not one of ${MARKETS.join(', ')}`);
      reader.add({
        row,
        symbol: h.get(cells, mapping.symbol),
        market,
        side,
        quantity,
        price,
        commission,
        otherFees: fees.toFixed(),
        executedAt,
        rawExecutedAt: raw,
        executionId: mapping.executionId ? h.get(cells, mapping.executionId) : null,
        orderId: mapping.orderId ? h.get(cells, mapping.orderId) : null,
      });
    });
    return reader.result(this.id);
  },
};
