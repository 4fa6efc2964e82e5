import { Header, readCsv } from '../csv';
import { RowReader } from '../row-reader';
import type { BrokerParser } from '../types';
import { ibkrMarket } from './ibkr-asset';

/**
 * IBKR Activity Statement CSV: many sections in one file, each `<Section>,Header,…` then
 * `<Section>,Data,…`. Only the Trades section's Order (or Execution) rows are fills; SubTotal and
 * Total rows and every other section are skipped. Quantity is signed, `Comm in <ccy>` negative,
 * Code `O` / `C` (with `;P` partial) gives the effect. Date/Time `"2024-06-06, 09:32:06"` has no zone.
 */
export const ibkrActivityCsvParser: BrokerParser = {
  id: 'ibkr-activity-csv',
  label: 'IBKR Activity Statement CSV',
  detect: (text) => /(^|\n)Trades,Header,/.test(text.slice(0, 200000)),
  parse(text, { timezone }) {
    const reader = new RowReader(timezone, '.');
    let header: Header | null = null;
    readCsv(text).forEach((cells, i) => {
      const row = i + 1;
      const [section, kind] = cells;
      if (section !== 'Trades') return;
      if (kind === 'Header') {
        header = new Header(cells);
        return;
      }
      if (kind !== 'Data' || !header) return reader.skip(`trades ${(kind ?? '').toLowerCase() || 'blank'} row`);
      const h: Header = header;
      reader.rowsTotal += 1;
      const discriminator = h.get(cells, 'DataDiscriminator');
      if (discriminator && !/^(order|execution|trade)$/i.test(discriminator))
        return reader.skip(`${discriminator.toLowerCase()} row`);
      const category = h.get(cells, 'Asset Category');
      if (/^forex$/i.test(category)) return reader.skip('fx conversion');
      const market = ibkrMarket(category);
      if (!market) return reader.skip(`asset category ${category || 'blank'}`);
      const raw = h.get(cells, 'Date/Time');
      const executedAt = reader.time(row, 'Date/Time', raw, 'YMD');
      const quantity = reader.number(row, 'quantity', h.get(cells, 'Quantity'));
      const price = reader.number(row, 'price', h.get(cells, 'T. Price'));
      const commissionColumn =
        h.cells.find((c) => /^Comm(\/Fee)? in /i.test(c) || /^Comm\/Fee$/i.test(c)) ?? 'Comm/Fee';
      const commission = reader.number(row, 'commission', h.get(cells, commissionColumn), '0');
      if (!executedAt || quantity === null || price === null || commission === null) return;
      const code = h.get(cells, 'Code').toUpperCase().split(';');
      reader.add({
        row,
        symbol: h.get(cells, 'Symbol'),
        market,
        side: quantity.startsWith('-') ? 'sell' : 'buy',
        quantity,
        price,
        commission,
        currency: h.get(cells, 'Currency'),
        executedAt,
        rawExecutedAt: raw,
        positionEffect:
          code.includes('O') && !code.includes('C')
            ? 'open'
            : code.includes('C') && !code.includes('O')
              ? 'close'
              : null,
      });
    });
    return reader.result(this.id);
  },
};
