import { D } from '../../../../domain/executions/fill';
import { parseLocaleNumber } from '../../../../domain/executions/locale-number';
import { headerHas, readCsv } from '../csv';
import { RowReader } from '../row-reader';
import type { BrokerParser } from '../types';

const FILL = /^(Koop|Verkoop|Buy|Sell)\s+([\d.,]+)\s*@\s*([\d.,]+)\s*([A-Z]{3})?$/i;
const COSTS = /transactiekosten|transaction (costs|fee)/i;

/**
 * Degiro account statement (Dutch headers: Datum, Tijd, Product, ISIN, Omschrijving, …, Order Id).
 * The fill is free text in Omschrijving (`Koop 1 @ 33,9 USD`, `Verkoop …`, decimal comma); the
 * order's transaction-cost rows (same Order Id) become its commission. The instrument is the ISIN.
 * Product changes (PRODUCTWIJZIGING) and stock dividends (`Koop 999 @ 0`) are not trades; cash rows
 * are skipped by kind. Wall-clock DD-MM-YYYY HH:MM in the import's zone; newest first; a sale closes.
 */
export const degiroParser: BrokerParser = {
  id: 'degiro',
  label: 'Degiro account statement',
  detect: (text) => headerHas(text, ['Datum', 'Tijd', 'Product', 'ISIN', 'Omschrijving', 'Order Id']),
  parse(text, { timezone }) {
    const [, ...rows] = readCsv(text);
    const reader = new RowReader(timezone, ',');
    const costs = new Map<string, InstanceType<typeof D>>();
    for (const cells of rows) {
      const orderId = (cells[11] ?? '').trim();
      if (orderId && COSTS.test(cells[5] ?? '')) {
        const amount = parseLocaleNumber(cells[8] ?? '', (cells[8] ?? '').includes(',') ? ',' : '.');
        if (amount !== null) costs.set(orderId, (costs.get(orderId) ?? new D(0)).plus(new D(amount).abs()));
      }
    }
    rows.forEach((cells, i) => {
      const row = i + 1;
      const [date, time, , product, isin, description = ''] = cells;
      if (!date) return reader.skip('continuation line');
      reader.rowsTotal += 1;
      if (/PRODUCTWIJZIGING/i.test(description)) return reader.skip('product change');
      if (/STOCK DIVIDEND/i.test(description)) return reader.skip('stock dividend');
      const fill = FILL.exec(description.trim());
      if (!fill) return reader.skip(COSTS.test(description) ? 'transaction costs' : 'cash movement');
      const raw = `${date} ${time}`;
      const executedAt = reader.time(row, 'datum and tijd', raw, 'DMY');
      const quantity = reader.number(row, 'quantity', fill[2]);
      const price = reader.number(row, 'price', fill[3]);
      if (!executedAt || quantity === null || price === null) return;
      const side = /^(koop|buy)$/i.test(fill[1]) ? 'buy' : 'sell';
      const orderId = (cells[11] ?? '').trim();
      reader.add({
        row,
        symbol: isin || product,
        market: 'stocks',
        side,
        quantity,
        price,
        commission: (costs.get(orderId) ?? new D(0)).toFixed(),
        currency: fill[4] ?? null,
        executedAt,
        rawExecutedAt: raw,
        orderId,
        positionEffect: side === 'sell' ? 'close' : 'open',
      });
    });
    return reader.result(this.id);
  },
};
