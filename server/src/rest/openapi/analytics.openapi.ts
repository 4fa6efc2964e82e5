import type { OpenApiModule, OpenApiOperation } from './openapi-types';
import { SIGNED_IN_ERRORS, detailJson, errorRef, json, nullable, object, queryParam, ref } from './schema-helpers';
import { tradeFilterParams } from './trades.openapi';

const num = { type: 'number' };
const money = nullable('number');
const count = { type: 'integer' };

function figure(
  operationId: string,
  summary: string,
  schema: Record<string, unknown>,
  extra: unknown[] = [],
): OpenApiOperation {
  return {
    operationId,
    summary,
    tags: ['analytics'],
    parameters: [...tradeFilterParams, ...(extra as Record<string, unknown>[])],
    responses: {
      '200': json(summary, schema),
      '404': errorRef('NotFound'),
      '409': detailJson('Accounts in several currencies and an exchange rate is missing (the message names it).'),
      ...SIGNED_IN_ERRORS,
      '429': errorRef('RateLimited'),
    },
  };
}

const position = object({
  symbol: { type: 'string' },
  trade_type: { type: 'string' },
  market: { type: 'string' },
  quantity: money,
  avg_entry: money,
  num_trades: count,
  exposure: money,
});

export const analyticsOpenApi: OpenApiModule = {
  tag: {
    name: 'analytics',
    description: 'Figures computed on the server over the filtered trades, in the user’s zone.',
  },
  schemas: {
    OverallStats: object({
      total_pnl: money,
      win_rate: num,
      win_rate_excluding_breakeven: nullable('number', {
        description: 'Wins ÷ (wins + losses) × 100: the win rate without breakevens; null with neither.',
      }),
      total_trades: count,
      closed_trades: count,
      winning_trades: count,
      losing_trades: count,
      breakeven_trades: count,
      average_win: money,
      average_loss: money,
      gross_profit: money,
      gross_loss: money,
      profit_factor: nullable('number', { description: 'Null without losses.' }),
    }),
    EquityPoint: object({
      date: { type: 'string', format: 'date-time' },
      balance: money,
      peak: money,
      drawdown: money,
      drawdown_percent: nullable('number'),
    }),
    BalanceCurve: object({
      currency: nullable('string', { description: 'Null when a rate is missing: one series per currency.' }),
      converted: { type: 'boolean' },
      series: {
        type: 'array',
        items: object({
          currency: { type: 'string' },
          total_points: count,
          final_balance: money,
          points: {
            type: 'array',
            items: object({
              date: { type: 'string', format: 'date' },
              balance: money,
              trading_pnl: money,
              flow: money,
              pnl: money,
            }),
          },
        }),
      },
      missing_rates: {
        type: 'array',
        items: object({
          currency: { type: 'string' },
          from: { type: 'string', format: 'date' },
          to: { type: 'string', format: 'date' },
          days: count,
        }),
      },
      notice: nullable('string'),
    }),
    DailyStats: object({
      date: { type: 'string', format: 'date' },
      daily_pnl: money,
      win_rate: num,
      win_rate_excluding_breakeven: nullable('number', {
        description: 'Wins ÷ (wins + losses) × 100: the win rate without breakevens; null with neither.',
      }),
      rr_ratio: nullable('number'),
      total_trades: count,
      closed_trades: count,
      open_trades: count,
      winning_trades: count,
      losing_trades: count,
      avg_win: money,
      avg_loss: money,
      largest_win: money,
      largest_loss: money,
    }),
    OpenPosition: position,
    OpenPositions: object({
      total_positions: count,
      total_exposure: money,
      by_market: { type: 'object', additionalProperties: { type: 'array', items: ref('OpenPosition') } },
      aggregated: { type: 'array', items: ref('OpenPosition') },
    }),
    AssetPerformance: object({
      symbol: { type: 'string' },
      market: { type: 'string' },
      total_pnl: money,
      total_trades: count,
      win_rate: num,
      wins: count,
      losses: count,
    }),
  },
  paths: {
    '/api/analytics/stats': { get: figure('overallStats', 'Overall statistics', ref('OverallStats')) },
    '/api/analytics/equity-curve': {
      get: figure(
        'equityCurve',
        'The equity curve, one point per closed trade',
        { type: 'array', items: ref('EquityPoint') },
        [
          queryParam('initial_balance', 'Starting balance (default 10000).'),
          queryParam('limit', 'At most this many points (default 10,000).', { type: 'integer', minimum: 0 }),
        ],
      ),
    },
    '/api/analytics/balance-curve': {
      get: figure(
        'balanceCurve',
        'The balance with cash flows, one point per day in the user’s zone (converted across currencies)',
        ref('BalanceCurve'),
        [queryParam('limit', 'At most this many days per series (default 2,000).', { type: 'integer', minimum: 1 })],
      ),
    },
    '/api/analytics/daily-stats': {
      get: figure('dailyStats', 'Statistics of one day', ref('DailyStats'), [
        queryParam('date', 'YYYY-MM-DD in the user’s zone (default today).', { type: 'string', format: 'date' }),
      ]),
    },
    '/api/analytics/open-positions': {
      get: figure('openPositions', 'Open trades aggregated by symbol and side', ref('OpenPositions')),
    },
    '/api/analytics/asset-performance': {
      get: figure('assetPerformance', 'P&L per symbol', { type: 'array', items: ref('AssetPerformance') }, [
        queryParam('limit', 'At most this many symbols.', { type: 'integer', minimum: 0 }),
      ]),
    },
  },
};
