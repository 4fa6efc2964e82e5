import { compareRule, type GroupSums } from '../playbook-figures';

const sums = (pnls: number[]): GroupSums => ({
  n: pnls.length,
  wins: pnls.filter((p) => p > 0).length,
  pnl: String(pnls.reduce((a, b) => a + b, 0)),
  pnlSquares: String(pnls.reduce((a, b) => a + b * b, 0)),
  winSum: String(pnls.filter((p) => p > 0).reduce((a, b) => a + b, 0)),
  lossSum: String(pnls.filter((p) => p < 0).reduce((a, b) => a + b, 0)),
  rN: 0,
  rSum: '0',
});

describe('compareRule', () => {
  it('says too few to tell while the interval holds 0', () => {
    const r = compareRule(sums([10, -5, 20, -8, 4, 6]), sums([-10, 12, -4, 3, -6, 5]));
    expect(r.distinguishable).toBe(false);
    expect(r.verdict).toBe('12 trades: too few to tell');
    expect(r.difference).toBe('4.5');
  });

  it('names the side worth more once chance cannot explain it', () => {
    const r = compareRule(sums([50, 52, 48, 51, 49, 50]), sums([-20, -22, -18, -21, -19, -20]));
    expect(r.distinguishable).toBe(true);
    expect(r.verdict).toBe('Following it is worth 70.00 more per trade (12 trades)');
    expect(Number(r.differenceInterval!.low)).toBeGreaterThan(0);
  });

  it('has nothing to compare when the rule was never broken', () => {
    expect(compareRule(sums([5]), sums([])).verdict).toBe('1 trade, never broken: nothing to compare yet');
  });
});
