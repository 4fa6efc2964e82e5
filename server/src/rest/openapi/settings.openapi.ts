import type { OpenApiModule } from './openapi-types';
import { SIGNED_IN_ERRORS, WRITE_ERRORS, json, jsonBody, object, ref, uuid } from './schema-helpers';

const saved = { type: 'boolean', description: 'False while the defaults are answered (never saved).' };
const decimalText = (description: string) => ({ type: 'string', description });
const decimalIn = (description: string) => ({ type: ['string', 'number'], description });

export const settingsOpenApi: OpenApiModule = {
  tag: {
    name: 'settings',
    description:
      'The Settings screen’s Trading Rules, Trading Goals, Notifications and breakeven tolerance, kept per user.',
  },
  schemas: {
    TradingRules: object({
      rules: {
        type: 'array',
        items: object({
          id: { ...uuid, description: 'Stable while the rule is kept; the default rules have fixed ids.' },
          text: { type: 'string' },
        }),
      },
      saved,
    }),
    TradingRulesInput: {
      type: 'object',
      required: ['rules'],
      properties: {
        rules: {
          type: 'array',
          description: 'The whole list, in order. Each trimmed text non-empty, at most 500 characters; at most 100.',
          items: {
            oneOf: [
              { type: 'string' },
              {
                type: 'object',
                required: ['text'],
                properties: {
                  id: { type: ['string', 'null'], description: 'A current rule’s id keeps it; else a new rule.' },
                  text: { type: 'string' },
                },
              },
            ],
          },
        },
      },
    },
    TradingGoals: object({
      monthly_pnl_target: decimalText('Decimal string; default "5000".'),
      win_rate_target: decimalText('Percent as a decimal string, 0 … 100; default "60".'),
      max_daily_loss: decimalText('Decimal string; default "500".'),
      max_drawdown: decimalText('Decimal string; default "2000".'),
      saved,
    }),
    TradingGoalsInput: {
      type: 'object',
      description: 'Each at least 0; a goal not sent keeps its value.',
      properties: {
        monthly_pnl_target: decimalIn('At least 0.'),
        win_rate_target: decimalIn('0 … 100.'),
        max_daily_loss: decimalIn('At least 0.'),
        max_drawdown: decimalIn('At least 0.'),
      },
    },
    NotificationSettings: object({
      daily_summary: { type: 'boolean', description: '“Send me daily trading summary”; default false.' },
      loss_limit_alert: {
        type: 'boolean',
        description: '“Alert me when I reach my daily loss limit”; default true.',
      },
      saved,
    }),
    BreakevenTolerance: object({
      mode: { type: 'string', enum: ['money', 'ticks'] },
      value: decimalText('Decimal string ≥ 0; net P&L within ± it (inclusive) is a breakeven. Default "0".'),
    }),
    BreakevenToleranceSaved: object({
      mode: { type: 'string', enum: ['money', 'ticks'] },
      value: decimalText('As saved.'),
      reclassified_trades: { type: 'integer', description: 'Closed trades whose result the change moved.' },
    }),
    BreakevenToleranceInput: {
      type: 'object',
      required: ['mode', 'value'],
      description:
        'Money: in each trade’s account currency, at most 8 decimals. Ticks are refused (422) while no instrument has a tick size.',
      properties: { mode: { type: 'string', enum: ['money', 'ticks'] }, value: decimalIn('At least 0.') },
    },
    NotificationSettingsInput: {
      type: 'object',
      description: 'A choice not sent keeps its value.',
      properties: { daily_summary: { type: 'boolean' }, loss_limit_alert: { type: 'boolean' } },
    },
  },
  paths: {
    '/api/settings/trading-rules': {
      get: {
        operationId: 'getTradingRules',
        summary: 'The trading rules checklist (the spec’s four defaults until saved)',
        tags: ['settings'],
        responses: { '200': json('Rules.', ref('TradingRules')), ...SIGNED_IN_ERRORS },
      },
      put: {
        operationId: 'saveTradingRules',
        summary: 'Replace the trading rules',
        tags: ['settings'],
        requestBody: jsonBody(ref('TradingRulesInput')),
        responses: { '200': json('Rules as saved.', ref('TradingRules')), ...WRITE_ERRORS },
      },
    },
    '/api/settings/goals': {
      get: {
        operationId: 'getTradingGoals',
        summary: 'The trading goals (the spec’s defaults until saved)',
        tags: ['settings'],
        responses: { '200': json('Goals.', ref('TradingGoals')), ...SIGNED_IN_ERRORS },
      },
      put: {
        operationId: 'saveTradingGoals',
        summary: 'Save the trading goals sent',
        tags: ['settings'],
        requestBody: jsonBody(ref('TradingGoalsInput')),
        responses: { '200': json('Goals as saved.', ref('TradingGoals')), ...WRITE_ERRORS },
      },
    },
    '/api/settings/notifications': {
      get: {
        operationId: 'getNotificationSettings',
        summary: 'The notification choices',
        tags: ['settings'],
        responses: { '200': json('Choices.', ref('NotificationSettings')), ...SIGNED_IN_ERRORS },
      },
      put: {
        operationId: 'saveNotificationSettings',
        summary: 'Save the notification choices sent',
        tags: ['settings'],
        requestBody: jsonBody(ref('NotificationSettingsInput')),
        responses: { '200': json('Choices as saved.', ref('NotificationSettings')), ...WRITE_ERRORS },
      },
    },
    '/api/settings/breakeven': {
      get: {
        operationId: 'getBreakevenTolerance',
        summary: 'The breakeven tolerance (money 0 until saved: a breakeven is exactly 0 net)',
        tags: ['settings'],
        responses: { '200': json('Tolerance.', ref('BreakevenTolerance')), ...SIGNED_IN_ERRORS },
      },
      put: {
        operationId: 'saveBreakevenTolerance',
        summary: 'Save the breakeven tolerance and re-classify the closed trades',
        tags: ['settings'],
        requestBody: jsonBody(ref('BreakevenToleranceInput')),
        responses: { '200': json('Tolerance as saved.', ref('BreakevenToleranceSaved')), ...WRITE_ERRORS },
      },
    },
  },
};
