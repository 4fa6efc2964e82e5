import {
  isTradeOpen,
  newTradeValues,
  setMarket,
  setStillOpen,
  setSymbol,
  toggleTag,
  toTradeInput,
  valuesFromTrade,
  type TradeFormValues,
} from '../trade-form-state';
import { TRADE_MESSAGES, validateTradeForm } from '../trade-form-schema';
import type { TradeFormFieldsFragment } from '../../../__generated__/graphql';

const closedTrade: TradeFormFieldsFragment = {
  id: 't1',
  accountId: 'a1',
  symbol: 'EURUSD',
  market: 'forex',
  origin: 'MANUAL',
  tradeType: 'short',
  entryPrice: '1.1000',
  exitPrice: '1.0950',
  quantity: '10000',
  multiplier: '1',
  fees: '2.50',
  stopLoss: '1.1050',
  initialStop: '1.1050',
  plannedTarget: null,
  pnl: '47.50',
  result: 'win',
  entryDate: '2026-03-05T14:30:00.000Z',
  exitDate: '2026-03-05T16:00:00.000Z',
  notes: 'clean',
  emotionalTags: ['patient'],
  version: 3,
};

const valid = (over: Partial<TradeFormValues> = {}): TradeFormValues => ({
  ...newTradeValues(new Date(2026, 2, 5, 9, 30)),
  market: 'forex',
  symbol: 'eurusd',
  entryPrice: '1.1',
  exitPrice: '1.2',
  quantity: '1000',
  ...over,
});

describe('trade form state rules (spec section 4)', () => {
  it('a new trade starts closed, long, with no result and the entry date set to now (no seconds)', () => {
    const v = newTradeValues(new Date(2026, 2, 5, 9, 30, 45));
    expect(v.isOpen).toBe(false);
    expect(v.tradeType).toBe('long');
    expect(v.entryDate).toBe('2026-03-05T09:30');
    expect(v.exitPrice).toBe('');
    expect(v.symbol).toBe('');
  });

  it("ticking 'Trade is still open' clears the exit price and date", () => {
    const v = setStillOpen(valid({ exitDate: '2026-03-05T10:00' }), true);
    expect(v).toMatchObject({ isOpen: true, exitPrice: '', exitDate: '' });
    expect(setStillOpen(v, false).isOpen).toBe(false);
  });

  it('an edited trade counts as open if its result is open or it has neither exit price nor exit date', () => {
    expect(isTradeOpen({ result: 'open', exitPrice: '1.2', exitDate: null })).toBe(true);
    expect(isTradeOpen({ result: 'win', exitPrice: null, exitDate: null })).toBe(true);
    expect(isTradeOpen({ result: 'win', exitPrice: '1.2', exitDate: null })).toBe(false);
    expect(isTradeOpen({ result: 'loss', exitPrice: null, exitDate: '2026-03-05T10:00:00Z' })).toBe(false);
  });

  it('changing the market clears the symbol; the same market keeps it', () => {
    const v = valid({ symbol: 'EURUSD' });
    expect(setMarket(v, 'crypto')).toMatchObject({ market: 'crypto', symbol: '' });
    expect(setMarket(v, 'forex').symbol).toBe('EURUSD');
  });

  it('loads an edited trade with its values, and toggles tags', () => {
    const v = valuesFromTrade(closedTrade);
    expect(v).toMatchObject({
      market: 'forex',
      symbol: 'EURUSD',
      tradeType: 'short',
      exitPrice: '1.0950',
      fees: '2.50',
      isOpen: false,
      emotionalTags: ['patient'],
    });
    expect(v.entryDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(toggleTag(['patient'], 'focused')).toEqual(['patient', 'focused']);
    expect(toggleTag(['patient', 'focused'], 'patient')).toEqual(['focused']);
  });

  it('sends the symbol uppercased, empty exit values as null and an open trade as result open', () => {
    const open = toTradeInput(setStillOpen(valid(), true), 'a1');
    expect(open).toMatchObject({
      accountId: 'a1',
      symbol: 'EURUSD',
      exitPrice: null,
      exitDate: null,
      result: 'open',
      fees: '0',
      stopLoss: null,
    });
    const closed = toTradeInput(valid({ exitDate: '' }), null);
    expect(closed).not.toHaveProperty('accountId');
    expect(closed).toMatchObject({ exitPrice: '1.2', exitDate: null, result: null, entryPrice: '1.1' });
    expect(closed.entryDate).toBe(new Date(2026, 2, 5, 9, 30).toISOString());
  });
});

describe('trade form validation messages (spec section 5)', () => {
  it('accepts a complete closed trade', async () => {
    expect(await validateTradeForm(valid())).toEqual({});
  });

  it('requires market, symbol, entry price, quantity and entry date', async () => {
    const errors = await validateTradeForm(
      valid({ market: '', symbol: ' ', entryPrice: '', quantity: '', entryDate: '' }),
    );
    expect(errors).toMatchObject({
      market: TRADE_MESSAGES.marketRequired,
      symbol: TRADE_MESSAGES.symbolRequired,
      entryPrice: TRADE_MESSAGES.entryPricePositive,
      quantity: TRADE_MESSAGES.quantityPositive,
      entryDate: TRADE_MESSAGES.entryDateRequired,
    });
    expect(TRADE_MESSAGES).toMatchObject({
      marketRequired: 'Market is required',
      symbolRequired: 'Symbol is required',
    });
  });

  it('prices and quantity must be greater than 0; fees cannot be negative', async () => {
    const errors = await validateTradeForm(valid({ entryPrice: '0', exitPrice: '-1', quantity: '0', fees: '-0.01' }));
    expect(errors).toEqual({
      entryPrice: 'Entry price must be greater than 0',
      exitPrice: 'Exit price must be greater than 0',
      quantity: 'Quantity must be greater than 0',
      fees: 'Fees cannot be negative',
    });
  });

  it('the exit price is required only when the trade is not open', async () => {
    expect((await validateTradeForm(valid({ exitPrice: '' }))).exitPrice).toBe('Exit price is required');
    expect(await validateTradeForm(setStillOpen(valid(), true))).toEqual({});
  });
});

describe('contract size and the checks the server would make (issue 12 items 1 and 6)', () => {
  it('picking a symbol prefills the multiplier from the contract table; it stays editable and is sent', () => {
    const futures = setSymbol(valid({ market: 'futures', symbol: '' }), 'ESZ5');
    expect(futures.multiplier).toBe('50');
    expect(setSymbol(valid({ market: 'options' }), 'SPY').multiplier).toBe('100');
    expect(setSymbol(valid({ market: 'stocks' }), 'AAPL').multiplier).toBe('1');
    expect(toTradeInput({ ...futures, multiplier: '5' }, 'a1').multiplier).toBe('5');
    expect(toTradeInput(valid({ multiplier: '' }), 'a1').multiplier).toBeNull();
  });

  it("the user's own point value for a futures root comes before the table, and adds roots the table lacks", () => {
    const own = { ES: '55', XYZ: '12.5' };
    expect(setSymbol(valid({ market: 'futures', symbol: '' }), 'ESZ5', own).multiplier).toBe('55');
    expect(setSymbol(valid({ market: 'futures', symbol: '' }), 'XYZH6', own).multiplier).toBe('12.5');
    expect(setSymbol(valid({ market: 'futures', symbol: '' }), 'NQZ5', own).multiplier).toBe('20');
    expect(setSymbol(valid({ market: 'stocks', symbol: '' }), 'ES', own).multiplier).toBe('1');
  });

  it('numbers beyond the columns, exponent notation and an exit before the entry are field messages', async () => {
    const errors = await validateTradeForm(
      valid({
        entryPrice: '1e30',
        fees: '0.123456789',
        multiplier: '0',
        entryDate: '2026-03-05T10:00',
        exitDate: '2026-03-05T09:59',
      }),
    );
    expect(errors).toEqual({
      entryPrice: 'Entry price is too large',
      fees: 'Fees allows at most 8 decimal places',
      multiplier: 'Multiplier must be greater than 0',
      exitDate: 'Exit date cannot be before entry date',
    });
    expect(toTradeInput(valid({ entryPrice: '1.5e3' }), null).entryPrice).toBe('1500');
  });
});

describe('initial stop and planned target (issue 33)', () => {
  it('keeps them apart from the stop loss, empty as null (the server then takes the stop loss)', async () => {
    expect(valuesFromTrade(closedTrade)).toMatchObject({
      stopLoss: '1.1050',
      initialStop: '1.1050',
      plannedTarget: '',
    });
    expect(toTradeInput(valid({ stopLoss: '1.09', initialStop: '1.08', plannedTarget: '' }), null)).toMatchObject({
      stopLoss: '1.09',
      initialStop: '1.08',
      plannedTarget: null,
    });
    expect(await validateTradeForm(valid({ initialStop: '-1', plannedTarget: '0' }))).toEqual({
      initialStop: 'Initial stop must be greater than 0',
      plannedTarget: 'Planned target must be greater than 0',
    });
  });
});
