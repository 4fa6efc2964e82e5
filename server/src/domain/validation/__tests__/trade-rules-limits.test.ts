import { checkTrade } from '../trade-rules';
import { buildTrade } from '../../__tests__/trade-factory';

/** An open stocks trade; each test sets the symbol or field it judges. */
const base = buildTrade({ market: 'stocks', entryPrice: '1', quantity: '1', exitPrice: null, exitDate: null });

describe('checkTrade limits', () => {
  it('judges the symbol length after upper-casing (ß becomes SS; the column holds 32)', () => {
    const result = checkTrade({ ...base, symbol: 'ß'.repeat(20) });
    expect(result).toEqual({ ok: false, fieldErrors: { symbol: 'Symbol must be at most 32 characters' } });
    expect(checkTrade({ ...base, symbol: 'ß'.repeat(16) }).ok).toBe(true);
  });

  it('refuses NUL in notes and dates outside 1900-01-01..2200-12-31', () => {
    const result = checkTrade({ ...base, symbol: 'X', notes: 'a\u0000', entryDate: '2201-01-01T00:00:00Z' });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.fieldErrors.notes).toBe('Notes must not contain NUL characters');
      expect(result.fieldErrors.entryDate).toBe('Entry date must be between 1900-01-01 and 2200-12-31');
    }
  });
});
