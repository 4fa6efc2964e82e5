import type { Market } from '../../../../db/entities/trade.entity';
import { RowReader } from '../row-reader';
import type { BrokerParser } from '../types';

// Investment transactions that are fills, and the side and market each one means.
const FILLS: Record<string, { side: 'buy' | 'sell'; market: Market }> = {
  BUYSTOCK: { side: 'buy', market: 'stocks' },
  SELLSTOCK: { side: 'sell', market: 'stocks' },
  BUYMF: { side: 'buy', market: 'stocks' },
  SELLMF: { side: 'sell', market: 'stocks' },
  BUYOPT: { side: 'buy', market: 'options' },
  SELLOPT: { side: 'sell', market: 'options' },
  BUYOTHER: { side: 'buy', market: 'stocks' },
  SELLOTHER: { side: 'sell', market: 'stocks' },
};
const NON_FILLS = [
  'INCOME',
  'INVEXPENSE',
  'REINVEST',
  'TRANSFER',
  'INVBANKTRAN',
  'MARGININTEREST',
  'SPLIT',
  'RETOFCAP',
  'JRNLFUND',
  'JRNLSEC',
  'CLOSUREOPT',
];

/** A leaf value of OFX 1.x SGML (`<TAG>value`, no closing tag) or of OFX 2 XML (`<TAG>value</TAG>`). */
function leaf(block: string, tag: string): string {
  return new RegExp(`<${tag}>([^<\\r\\n]*)`, 'i').exec(block)?.[1]?.trim() ?? '';
}

/** `20230714170000.000[-5:EST]` → `20230714170000` with its offset as `-05:00`, read by parseBrokerTime. */
function ofxTime(text: string): string {
  const m = /^(\d{8})(\d{6})?(?:\.\d+)?(?:\[([+-]?\d+(?:\.\d+)?)(?::[A-Z]+)?\])?$/.exec(text.trim());
  if (!m) return text;
  const time = m[2] ? `${m[1]};${m[2]}` : m[1];
  if (!m[3]) return time;
  const hours = Number(m[3]);
  const sign = hours < 0 ? '-' : '+';
  const abs = Math.abs(hours);
  return `${m[1].slice(0, 4)}-${m[1].slice(4, 6)}-${m[1].slice(6)} ${(m[2] ?? '000000').replace(/(\d{2})(\d{2})(\d{2})/, '$1:$2:$3')} ${sign}${String(Math.floor(abs)).padStart(2, '0')}:${String(Math.round((abs % 1) * 60)).padStart(2, '0')}`;
}

/**
 * OFX / QFX investment statements (E*TRADE and other brokers' "Quicken" downloads), SGML or XML:
 * BUYSTOCK / SELLSTOCK (and mutual fund, option, other) transactions are fills; income, expenses,
 * reinvestments and transfers are skipped by kind. The security's ticker comes from SECLIST by its
 * CUSIP. A time without an offset is read in the import's zone.
 */
export const ofxParser: BrokerParser = {
  id: 'ofx',
  label: 'OFX / QFX investment statement (E*TRADE, Quicken downloads)',
  detect: (text) => /^\uFEFF?\s*(OFXHEADER:|<\?xml[^>]*>\s*<\?OFX)/.test(text) && /<INVSTMTRS>/i.test(text),
  parse(text, { timezone }) {
    const reader = new RowReader(timezone, '.');
    const tickers = new Map<string, string>();
    for (const m of text.matchAll(/<SECINFO>([\s\S]*?)<\/SECINFO>/gi)) {
      const id = leaf(m[1], 'UNIQUEID');
      const ticker = leaf(m[1], 'TICKER');
      if (id && ticker) tickers.set(id, ticker);
    }
    const list = /<INVTRANLIST>([\s\S]*?)<\/INVTRANLIST>/i.exec(text)?.[1] ?? '';
    const blocks = [...list.matchAll(/<([A-Z]+)>([\s\S]*?)<\/\1>/g)];
    blocks.forEach(([, tag, block], i) => {
      const row = i + 1;
      const fill = FILLS[tag];
      if (!fill) {
        if (tag !== 'DTSTART' && tag !== 'DTEND') {
          reader.rowsTotal += 1;
          reader.skip(NON_FILLS.includes(tag) ? tag.toLowerCase() : `ofx ${tag.toLowerCase()}`);
        }
        return;
      }
      reader.rowsTotal += 1;
      const raw = leaf(block, 'DTTRADE');
      const executedAt = reader.time(row, 'DTTRADE', ofxTime(raw), 'YMD');
      const quantity = reader.number(row, 'UNITS', leaf(block, 'UNITS'));
      const price = reader.number(row, 'UNITPRICE', leaf(block, 'UNITPRICE'));
      const commission = reader.number(row, 'COMMISSION', leaf(block, 'COMMISSION'), '0');
      const fees = reader.number(row, 'FEES', leaf(block, 'FEES'), '0');
      if (!executedAt || quantity === null || price === null || commission === null || fees === null) return;
      const id = leaf(block, 'UNIQUEID');
      reader.add({
        row,
        symbol: tickers.get(id) ?? id,
        market: fill.market,
        side: fill.side,
        quantity,
        price,
        commission,
        otherFees: fees,
        executedAt,
        rawExecutedAt: raw,
        executionId: leaf(block, 'FITID'),
        multiplier: fill.market === 'options' ? leaf(block, 'SHPERCTRCT') || '100' : null,
      });
    });
    return reader.result(this.id);
  },
};
