import type { OpenApiModule } from './openapi-types';
import {
  SIGNED_IN_ERRORS,
  WRITE_ERRORS,
  dateTime,
  errorRef,
  json,
  jsonBody,
  nullable,
  object,
  pathId,
  queryParam,
  ref,
} from './schema-helpers';

const accountId = pathId('Account id.');
const money = (description: string) =>
  nullable('string', { description: `${description} Decimal string; null = not used.` });
const hhmm = { type: 'string', pattern: '^([01]\\d|2[0-3]):[0-5]\\d$' };
const mode = { type: 'string', enum: ['static', 'trailing_intraday', 'trailing_eod'] };
const level = { type: 'string', enum: ['ok', 'warning', 'breached', 'met', 'open'] };
const range = [
  queryParam(
    'from',
    'First trading day listed (YYYY-MM-DD, inclusive); the walk itself starts at the account’s start.',
  ),
  queryParam('to', 'Last trading day listed (inclusive).'),
];

const rulesProperties = {
  daily_loss_limit: money('The day’s realised P&L may not reach −limit.'),
  max_drawdown: {
    oneOf: [{ type: 'null' }, object({ amount: { type: 'string' }, mode, lock_at_initial: { type: 'boolean' } })],
  },
  profit_target: money('Total trading P&L to reach (an objective).'),
  daily_profit_target: money('The trading plan’s daily profit objective (default 500).'),
  win_rate_target: money('The trading plan’s win-rate objective in percent (default 60).'),
  min_trading_days: nullable('integer'),
  consistency_pct: money('The best day at most this percent of the total profit.'),
  max_position_size: money('Largest quantity of one trade.'),
  max_trades_per_day: nullable('integer'),
  trading_hours: { oneOf: [{ type: 'null' }, object({ from: hhmm, to: hhmm })] },
  day_cutoff: { oneOf: [{ type: 'null' }, object({ time: hhmm, zone: { type: 'string' } })] },
};

const inputProperties = Object.fromEntries(
  Object.keys(rulesProperties).map((k) => [k, { description: 'As in RiskRules; numbers are accepted for money.' }]),
);

export const riskOpenApi: OpenApiModule = {
  tag: {
    name: 'risk',
    description:
      'Risk rules per account (prop-firm limits and the trading plan), today’s standing, the judged history and replays.',
  },
  schemas: {
    RiskRules: object({
      account_id: { type: 'string', format: 'uuid' },
      effective_from: nullable('string', {
        format: 'date',
        description: 'First trading day the newest version judges; null: every day.',
      }),
      is_default: { type: 'boolean', description: 'Nothing saved: the spec’s trading plan applies.' },
      ...rulesProperties,
    }),
    RiskRulesInput: { type: 'object', properties: inputProperties },
    RiskStatus: object({
      day: { type: 'string', format: 'date' },
      status: { type: 'string', enum: ['ok', 'warning', 'breached'] },
      balance: { type: 'string' },
      open_positions: { type: 'integer' },
      open_positions_valued_at: {
        type: 'string',
        enum: ['entry_price'],
        description: 'No price feed: open trades count at their entry price (unrealised P&L 0).',
      },
      rules: {
        type: 'array',
        items: object({
          rule: { type: 'string' },
          kind: { type: 'string', enum: ['limit', 'objective'] },
          limit: { type: 'string' },
          current: nullable('string'),
          distance: nullable('string'),
          distance_pct: nullable('string'),
          status: level,
          breached_at: nullable('string', { format: 'date-time' }),
          trade_id: nullable('string'),
        }),
      },
    }),
    RiskHistory: object({
      passed: { type: 'boolean' },
      trading_days: { type: 'integer' },
      total_pnl: { type: 'string' },
      profit_target_met: nullable('boolean'),
      min_trading_days_met: nullable('boolean'),
      best_day_pct: nullable('string'),
      consistency_met: nullable('boolean'),
      days: {
        type: 'array',
        items: object({
          day: { type: 'string', format: 'date' },
          status: { type: 'string', enum: ['ok', 'warning', 'breached'] },
          pnl: { type: 'string' },
          trades: { type: 'integer' },
          balance: { type: 'string' },
          rules_from: nullable('string', { format: 'date' }),
          breaches: {
            type: 'array',
            items: object({ rule: { type: 'string' }, at: dateTime, trade_id: nullable('string') }),
          },
        }),
      },
    }),
  },
  paths: {
    '/api/accounts/{id}/risk-rules': {
      get: {
        operationId: 'getRiskRules',
        summary: 'The account’s risk profile (its newest version)',
        tags: ['risk'],
        parameters: [accountId],
        responses: { '200': json('The profile.', ref('RiskRules')), '404': errorRef('NotFound'), ...SIGNED_IN_ERRORS },
      },
      put: {
        operationId: 'putRiskRules',
        summary: 'Save the profile: the first applies at once, a later change from the next trading day',
        tags: ['risk'],
        parameters: [accountId],
        requestBody: jsonBody(ref('RiskRulesInput')),
        responses: { '200': json('The profile.', ref('RiskRules')), '404': errorRef('NotFound'), ...WRITE_ERRORS },
      },
    },
    '/api/accounts/{id}/risk-status': {
      get: {
        operationId: 'getRiskStatus',
        summary: 'Today’s distance to each limit, in money and percent',
        tags: ['risk'],
        parameters: [accountId],
        responses: { '200': json('The status.', ref('RiskStatus')), '404': errorRef('NotFound'), ...SIGNED_IN_ERRORS },
      },
    },
    '/api/accounts/{id}/risk-history': {
      get: {
        operationId: 'getRiskHistory',
        summary: 'Every trading day judged by the rules in force then, with its breaches',
        tags: ['risk'],
        parameters: [accountId, ...range],
        responses: {
          '200': json('The history.', ref('RiskHistory')),
          '404': errorRef('NotFound'),
          ...SIGNED_IN_ERRORS,
        },
      },
    },
    '/api/accounts/{id}/risk-replay': {
      post: {
        operationId: 'replayRisk',
        summary: 'Would this history have passed under a hypothetical profile? (nothing is saved)',
        tags: ['risk'],
        parameters: [accountId, ...range],
        requestBody: jsonBody({ type: 'object', properties: { rules: ref('RiskRulesInput') }, required: ['rules'] }),
        responses: { '200': json('The history.', ref('RiskHistory')), '404': errorRef('NotFound'), ...WRITE_ERRORS },
      },
    },
  },
};
