import type { OpenApiModule } from './openapi-types';
import {
  SIGNED_IN_ERRORS,
  WRITE_ERRORS,
  dateTime,
  deletedJson,
  errorRef,
  json,
  jsonBody,
  nullable,
  object,
  pathId,
  queryParam,
  ref,
} from './schema-helpers';

const flowId = {
  name: 'flowId',
  in: 'path',
  required: true,
  description: 'Cash flow id.',
  schema: { type: 'string' },
};
const kind = { type: 'string', enum: ['deposit', 'withdrawal', 'fee', 'interest'] };
const accountId = pathId('Account id.');

export const cashFlowsOpenApi: OpenApiModule = {
  tag: {
    name: 'cash flows',
    description: 'Deposits, withdrawals, fees and interest of an account (they move its balance), and its returns.',
  },
  schemas: {
    CashFlow: object({
      id: { type: 'string', format: 'uuid' },
      account_id: { type: 'string', format: 'uuid' },
      kind,
      amount: { type: 'number', description: 'Positive; the kind carries the sign.' },
      occurred_at: dateTime,
      note: nullable('string'),
      created_at: dateTime,
      updated_at: dateTime,
    }),
    CashFlowInput: {
      type: 'object',
      properties: {
        kind,
        amount: {
          type: ['number', 'string'],
          description: 'Greater than 0, in the account’s currency (a string keeps every digit).',
        },
        occurred_at: { type: 'string', description: 'ISO date-time (or a day in the user’s zone).' },
        note: { type: ['string', 'null'] },
      },
    },
    AccountReturns: object({
      currency: { type: 'string', description: 'The account’s currency: every amount is in it.' },
      start_date: { type: 'string', format: 'date' },
      end_date: { type: 'string', format: 'date' },
      balance_start: nullable('number'),
      balance_end: nullable('number'),
      net_flows: nullable('number', { description: 'Deposits − withdrawals − fees + interest in the period.' }),
      trading_pnl: nullable('number', { description: 'Realised P&L of the trades closed in the period.' }),
      time_weighted_return: { type: 'number', description: 'A fraction: 0.052 = 5.2 %.' },
      money_weighted_return: nullable('number', { description: 'A fraction; null when it has no solution.' }),
      max_drawdown_pct: { type: 'number', description: 'A fraction of the peak balance.' },
    }),
  },
  paths: {
    '/api/accounts/{id}/cash-flows': {
      get: {
        operationId: 'listCashFlows',
        summary: 'The account’s cash flows',
        tags: ['cash flows'],
        parameters: [accountId],
        responses: {
          '200': json('Cash flows.', { type: 'array', items: ref('CashFlow') }),
          '404': errorRef('NotFound'),
          ...SIGNED_IN_ERRORS,
        },
      },
      post: {
        operationId: 'createCashFlow',
        summary: 'Record a deposit, withdrawal, fee or interest',
        tags: ['cash flows'],
        parameters: [accountId],
        requestBody: jsonBody(ref('CashFlowInput')),
        responses: { '201': json('The new cash flow.', ref('CashFlow')), '404': errorRef('NotFound'), ...WRITE_ERRORS },
      },
    },
    '/api/accounts/{id}/cash-flows/{flowId}': {
      put: {
        operationId: 'updateCashFlow',
        summary: 'Change a cash flow (fields left out are kept)',
        tags: ['cash flows'],
        parameters: [accountId, flowId],
        requestBody: jsonBody(ref('CashFlowInput')),
        responses: { '200': json('The cash flow.', ref('CashFlow')), '404': errorRef('NotFound'), ...WRITE_ERRORS },
      },
      delete: {
        operationId: 'deleteCashFlow',
        summary: 'Delete a cash flow',
        tags: ['cash flows'],
        parameters: [accountId, flowId],
        responses: { '200': deletedJson('Deleted.'), '404': errorRef('NotFound'), ...WRITE_ERRORS },
      },
    },
    '/api/accounts/{id}/returns': {
      get: {
        operationId: 'getAccountReturns',
        summary: 'Time- and money-weighted returns and % drawdown of the account over a period',
        tags: ['cash flows'],
        parameters: [
          accountId,
          queryParam('start_date', 'First day (YYYY-MM-DD in the user’s zone); default: the account’s first day.'),
          queryParam('end_date', 'Last day, inclusive; default: today.'),
        ],
        responses: {
          '200': json('The returns.', ref('AccountReturns')),
          '404': errorRef('NotFound'),
          ...SIGNED_IN_ERRORS,
        },
      },
    },
  },
};
