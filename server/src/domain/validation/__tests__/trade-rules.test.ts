import { checkTrade, TRADE_MESSAGES, type TradeDraft } from '../trade-rules';
import { buildTrade } from '../../__tests__/trade-factory';

const closed: TradeDraft = buildTrade({
  symbol: ' btcusd ',
  market: 'crypto',
  entryPrice: '60000',
  exitPrice: '61000.5',
  quantity: '0.25',
  fees: '3.1',
  entryDate: '2024-03-01T10:00:00Z',
  exitDate: '2024-03-02T10:00:00Z',
});

function errorsOf(draft: TradeDraft) {
  const r = checkTrade(draft);
  return r.ok ? {} : r.fieldErrors;
}

describe('checkTrade', () => {
  it('uppercases the symbol and derives pnl ((61000.5 − 60000) × 0.25 − 3.1) and result exactly', () => {
    const r = checkTrade(closed);
    expect(r.ok && r.values).toMatchObject({ symbol: 'BTCUSD', pnl: '247.025', result: 'win', multiplier: '1' });
  });

  it('ignores a contradicting result; `open` clears the exit', () => {
    const claimed = checkTrade({ ...closed, result: 'loss' });
    expect(claimed.ok && claimed.values.result).toBe('win');
    const open = checkTrade({ ...closed, result: 'open' });
    expect(open.ok && open.values).toMatchObject({ exitPrice: null, exitDate: null, pnl: null, result: 'open' });
    const noExit = checkTrade({ ...closed, exitPrice: null });
    expect(noExit.ok && noExit.values).toMatchObject({ exitDate: null, result: 'open' });
  });

  it.each([
    [{ market: '' }, 'market', TRADE_MESSAGES.marketRequired],
    [{ symbol: '' }, 'symbol', TRADE_MESSAGES.symbolRequired],
    [{ entryPrice: '0' }, 'entryPrice', 'Entry price must be greater than 0'],
    [{ entryPrice: 'abc' }, 'entryPrice', 'Entry price must be greater than 0'],
    [{ exitPrice: '-2' }, 'exitPrice', 'Exit price must be greater than 0'],
    [{ quantity: '0' }, 'quantity', 'Quantity must be greater than 0'],
    [{ entryDate: undefined }, 'entryDate', 'Entry date is required'],
    [{ fees: '-1' }, 'fees', 'Fees cannot be negative'],
    [{ multiplier: '0' }, 'multiplier', 'Multiplier must be greater than 0'],
    [{ stopLoss: '0' }, 'stopLoss', 'Stop loss must be greater than 0'],
    [{ exitDate: '2024-02-01T00:00:00Z' }, 'exitDate', 'Exit date cannot be before entry date'],
    [{ entryPrice: '1.0000000000001' }, 'entryPrice', 'Entry price allows at most 12 decimal places'],
    [{ emotionalTags: ['calm'] }, 'emotionalTags', 'Unknown emotional tag: calm'],
    [
      { market: 'bonds' },
      'market',
      'Market must be one of: forex, crypto, stocks, commodities, indices, futures, options',
    ],
  ])('%j → %s: %s', (override, field, message) => {
    expect(errorsOf({ ...closed, ...override })[field]).toBe(message);
  });

  it('reads wall-clock dates in the given zone', () => {
    const r = checkTrade(
      { ...closed, entryDate: '2024-01-15T09:00', exitDate: null, exitPrice: null },
      'America/New_York',
    );
    expect(r.ok && r.values.entryDate.toISOString()).toBe('2024-01-15T14:00:00.000Z');
  });
});
