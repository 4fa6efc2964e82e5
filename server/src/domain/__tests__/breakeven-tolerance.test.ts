import fc from 'fast-check';
import { winRateExcludingBreakeven, winRate } from '../decimal';
import { deriveResult } from '../trade-pnl';

// Issue 33 item 2, against an independent computation: integer minor units (BigInt, 8 decimals)
// instead of decimal.js, and counts taken by filtering instead of by deriveResult.
const SCALE = 8;
const units = fc.bigInt({ min: -(10n ** 14n), max: 10n ** 14n });
const text = (u: bigint) => {
  const sign = u < 0n ? '-' : '';
  const abs = (u < 0n ? -u : u).toString().padStart(SCALE + 1, '0');
  return `${sign}${abs.slice(0, -SCALE)}.${abs.slice(-SCALE)}`;
};
const expected = (pnl: bigint, tol: bigint) => (pnl > tol ? 'win' : pnl < -tol ? 'loss' : 'breakeven');

describe('breakeven tolerance', () => {
  it('classifies a net P&L as win above the tolerance, loss below minus it, breakeven within (inclusive)', () => {
    fc.assert(
      fc.property(units, fc.bigInt({ min: 0n, max: 10n ** 12n }), (pnl, tol) => {
        expect(deriveResult(text(pnl), text(tol))).toBe(expected(pnl, tol));
      }),
      { numRuns: 2000, seed: 33 },
    );
  });

  it('the edges: ±tolerance are breakevens, one minor unit beyond is not; tolerance 0 is the sign of pnl', () => {
    expect(deriveResult('1.00', '1')).toBe('breakeven');
    expect(deriveResult('-1', '1.00')).toBe('breakeven');
    expect(deriveResult('1.00000001', '1')).toBe('win');
    expect(deriveResult('-1.00000001', '1')).toBe('loss');
    expect(deriveResult('0.40', '0')).toBe('win');
    expect(deriveResult('0', '0')).toBe('breakeven');
    expect(deriveResult(null, '5')).toBe('open');
  });

  it('counts and both win rates over a random journal match the independent counts', () => {
    fc.assert(
      fc.property(fc.array(units, { maxLength: 60 }), fc.bigInt({ min: 0n, max: 10n ** 13n }), (pnls, tol) => {
        const results = pnls.map((p) => deriveResult(text(p), text(tol)));
        const wins = pnls.filter((p) => p > tol).length;
        const losses = pnls.filter((p) => p < -tol).length;
        expect(results.filter((r) => r === 'win').length).toBe(wins);
        expect(results.filter((r) => r === 'loss').length).toBe(losses);
        expect(results.filter((r) => r === 'breakeven').length).toBe(pnls.length - wins - losses);
        expect(winRate(wins, pnls.length)).toBe(pnls.length ? (wins / pnls.length) * 100 : 0);
        expect(winRateExcludingBreakeven(wins, losses)).toBe(wins + losses ? (wins / (wins + losses)) * 100 : null);
      }),
      { numRuns: 500, seed: 3333 },
    );
  });
});
