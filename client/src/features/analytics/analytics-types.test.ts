import { resultOfPnl, toDurationRows, toRiskRewardRows, withoutInitialStop } from './analytics-types';

const series = {
  __typename: 'TradeScatter' as const,
  tradeIds: ['t1', 't2', 't3', 't4', 't5'],
  symbols: ['EURUSD', 'AAPL', 'BTCUSD', 'ES', 'NQ'],
  pnl: ['120.5', '-40', '0', '0.01', '5'],
  risk: [0.002, 1.5, 300, 4, null],
  reward: [0.004, 0.5, 0, 12, 3],
  hours: [2.5, null, 0.25, null, null],
  riskBasis: 'INITIAL_STOP' as const,
};

it("reads a point's result from the sign of its exact pnl", () => {
  expect(['120.5', '-40', '0', '0.01', '-0.0001'].map(resultOfPnl)).toEqual([
    'win',
    'loss',
    'breakeven',
    'win',
    'loss',
  ]);
});

it('gives the risk/reward chart every trade with an initial stop, column i as one point; counts the others', () => {
  expect(withoutInitialStop(series)).toBe(1);
  expect(toRiskRewardRows(series).map((r) => [r.tradeId, r.symbol, r.risk, r.reward, r.pnl, r.result])).toEqual([
    ['t1', 'EURUSD', 0.002, 0.004, '120.5', 'win'],
    ['t2', 'AAPL', 1.5, 0.5, '-40', 'loss'],
    ['t3', 'BTCUSD', 300, 0, '0', 'breakeven'],
    ['t4', 'ES', 4, 12, '0.01', 'win'],
  ]);
});

it('gives the duration chart only the trades with a duration', () => {
  expect(toDurationRows(series).map((r) => [r.tradeId, r.hours, r.result])).toEqual([
    ['t1', 2.5, 'win'],
    ['t3', 0.25, 'breakeven'],
  ]);
});
