import { XMLParser } from 'fast-xml-parser';
import { RowReader, sideOf } from '../row-reader';
import type { BrokerParser } from '../types';
import { D } from '../../../../domain/executions/fill';
import { commissionIn, ibkrMarket } from './ibkr-asset';

type Attributes = Record<string, string>;

// Sections of a Flex statement that are not fills: counted as skipped, by kind.
const NON_TRADE_SECTIONS: Record<string, string> = {
  CashTransaction: 'cash transaction',
  FxTransaction: 'fx transaction',
  CorporateAction: 'corporate action',
  OpenPosition: 'open position summary',
  Transfer: 'transfer',
  InterestAccrualsCurrency: 'interest accrual',
};

const xml = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseAttributeValue: false,
  parseTagValue: false,
  processEntities: true,
});

/** Every element named `name` anywhere under `node`, in document order. */
function collect(node: unknown, name: string, out: Attributes[] = []): Attributes[] {
  if (!node || typeof node !== 'object') return out;
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    if (key === name) (Array.isArray(value) ? value : [value]).forEach((v) => out.push(v as Attributes));
    else if (typeof value === 'object') (Array.isArray(value) ? value : [value]).forEach((v) => collect(v, name, out));
  }
  return out;
}

/**
 * The statement's base currency (what fxRateToBase converts into): AccountInformation's currency,
 * else the one currency every element rates at exactly 1 to the base. Null: unknown (the import
 * then converts with the user's rates).
 */
function baseCurrency(doc: unknown): string | null {
  const info = collect(doc, 'AccountInformation').find((a) => /^[A-Z]{3}$/.test(a.currency ?? ''));
  if (info) return info.currency;
  const rated = new Map<string, boolean>();
  for (const name of ['Trade', 'CashTransaction', 'CorporateAction']) {
    for (const e of collect(doc, name)) {
      if (!e.currency || !e.fxRateToBase) continue;
      const one = /^1(\.0*)?$/.test(e.fxRateToBase);
      rated.set(e.currency, (rated.get(e.currency) ?? true) && one);
    }
  }
  const ones = [...rated].filter(([, one]) => one).map(([currency]) => currency);
  return ones.length === 1 ? ones[0] : null;
}

/**
 * IBKR Flex Query XML (Activity Flex): <Trade> elements at EXECUTION level (ORDER and summary
 * levels would count fills twice). `dateTime` (or tradeDate + tradeTime) has no zone: the import's
 * zone. Quantity is signed; ibCommission is negative; openCloseIndicator O/C gives the effect.
 * Forex conversions (assetCategory CASH) and non-trade sections are skipped by kind. Money: the
 * trade's currency, converted with fxRateToBase into the statement's base currency (baseCurrency).
 */
export const ibkrFlexXmlParser: BrokerParser = {
  id: 'ibkr-flex-xml',
  label: 'IBKR Flex Query XML',
  detect: (text) => /<FlexQueryResponse[\s>]/.test(text.slice(0, 2000)),
  parse(text, { timezone }) {
    const reader = new RowReader(timezone, '.');
    let doc: unknown;
    try {
      doc = xml.parse(text);
    } catch (error) {
      reader.error(0, `the XML cannot be read: ${(error as Error).message}`);
      return reader.result(this.id);
    }
    for (const [element, kind] of Object.entries(NON_TRADE_SECTIONS)) {
      const count = collect(doc, element).length;
      if (count) reader.skipped[kind] = count;
    }
    const base = baseCurrency(doc);
    collect(doc, 'Trade').forEach((t, i) => {
      const row = i + 1;
      reader.rowsTotal += 1;
      const level = (t.levelOfDetail ?? 'EXECUTION').toUpperCase();
      if (level !== 'EXECUTION') return reader.skip(`${level.toLowerCase()} summary`);
      const category = t.assetCategory ?? '';
      if (category.toUpperCase() === 'CASH') return reader.skip('fx conversion');
      const market = ibkrMarket(category);
      if (!market) return reader.skip(`asset category ${category || 'blank'}`);
      const side = sideOf(t.buySell ?? '') ?? (t.quantity?.startsWith('-') ? 'sell' : t.quantity ? 'buy' : null);
      if (!side) return reader.error(row, `buySell '${t.buySell ?? ''}' is not buy or sell`);
      const raw = t.dateTime || `${t.tradeDate ?? ''};${t.tradeTime ?? ''}`;
      const executedAt = reader.time(row, 'dateTime', raw.replace(/;$/, ''), 'YMD');
      const quantity = reader.number(row, 'quantity', t.quantity ?? '');
      const price = reader.number(row, 'tradePrice', t.tradePrice ?? '');
      const commission = reader.number(row, 'ibCommission', t.ibCommission ?? '', '0');
      const multiplier = reader.number(row, 'multiplier', t.multiplier ?? '', '');
      const rate = t.fxRateToBase ? reader.number(row, 'fxRateToBase', t.fxRateToBase) : null;
      if (!executedAt || quantity === null || price === null || commission === null) return;
      const oc = (t.openCloseIndicator ?? '').toUpperCase();
      reader.add({
        row,
        symbol: t.symbol,
        market,
        side,
        quantity,
        price,
        ...commissionIn(commission, t.ibCommissionCurrency, t.currency),
        multiplier: multiplier || null,
        currency: t.currency,
        // fxRateToBase: base units per unit of the trade's currency (amount × rate).
        brokerRate:
          base && rate !== null && new D(rate).greaterThan(0) ? { currency: base, rate, inverse: false } : null,
        executedAt,
        rawExecutedAt: raw,
        executionId: t.ibExecID || t.tradeID,
        orderId: t.ibOrderID,
        brokerAccount: t.accountId,
        positionEffect: oc === 'O' ? 'open' : oc === 'C' ? 'close' : null,
      });
    });
    return reader.result(this.id);
  },
};
