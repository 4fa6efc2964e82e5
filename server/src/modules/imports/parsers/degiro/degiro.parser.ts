import { D } from '../../../../domain/executions/fill';
import { parseLocaleNumber } from '../../../../domain/executions/locale-number';
import { headerHas, readCsv } from '../csv';
import type { ForeignFee } from '../../../../domain/executions/fx-conversion';
import { RowReader } from '../row-reader';
import type { BrokerParser } from '../types';

const FILL = /^(Koop|Verkoop|Buy|Sell)\s+([\d.,]+)\s*@\s*([\d.,]+)\s*([A-Z]{3})?$/i;
const COSTS = /transactiekosten|transaction (costs|fee)/i;

/** An order's costs: those in the fill's currency as its commission, the others converted on their own. */
function costsIn(byCurrency: Map<string, InstanceType<typeof D>> | undefined, currency: string) {
  const foreignFees: ForeignFee[] = [];
  let commission = '0';
  for (const [c, amount] of byCurrency ?? []) {
    if (c === currency || !c) commission = new D(commission).plus(amount).toFixed();
    else foreignFees.push({ kind: 'commission', amount: amount.toFixed(), currency: c });
  }
  return { commission, foreignFees };
}

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
    // An order's costs per currency (the Mutatie column's: Degiro charges EUR costs on a USD fill).
    const costs = new Map<string, Map<string, InstanceType<typeof D>>>();
    for (const cells of rows) {
      const orderId = (cells[11] ?? '').trim();
      if (orderId && COSTS.test(cells[5] ?? '')) {
        const amount = parseLocaleNumber(cells[8] ?? '', (cells[8] ?? '').includes(',') ? ',' : '.');
        const currency = (cells[7] ?? '').trim().toUpperCase();
        if (amount === null) continue;
        const byCurrency = costs.get(orderId) ?? new Map<string, InstanceType<typeof D>>();
        byCurrency.set(currency, (byCurrency.get(currency) ?? new D(0)).plus(new D(amount).abs()));
        costs.set(orderId, byCurrency);
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
        ...costsIn(costs.get(orderId), (fill[4] ?? '').toUpperCase()),
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
