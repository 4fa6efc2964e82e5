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

export const missedTradesOpenApi: OpenApiModule = {
  tag: { name: 'missed trades', description: 'Setups seen but not taken, so hesitation shows in the figures.' },
  schemas: {
    MissedTrade: object({
      id: { type: 'string', format: 'uuid' },
      playbook_id: { type: ['string', 'null'], description: 'The setup’s playbook, if any.' },
      symbol: { type: 'string' },
      time: dateTime,
      planned_r: { type: 'string', description: 'The R the trade was planned for (decimal string).' },
      note: nullable('string'),
      created_at: dateTime,
    }),
    MissedTradeCount: object({
      playbook_id: { type: ['string', 'null'], description: 'null: the missed trades logged without a playbook.' },
      count: { type: 'integer' },
    }),
    MissedTradeInput: {
      type: 'object',
      required: ['symbol', 'time', 'planned_r'],
      properties: {
        playbook_id: { type: ['string', 'null'], description: 'A playbook id, or null.' },
        symbol: { type: 'string', description: 'Uppercased; at most 32 characters.' },
        time: { type: 'string', description: 'ISO date-time (a time without offset is read in the user’s zone).' },
        planned_r: { type: ['string', 'number'], description: 'Like "2" or "1.5"; at most 4 decimal places.' },
        note: { type: ['string', 'null'], description: 'At most 2000 characters.' },
      },
    },
  },
  paths: {
    '/api/missed-trades': {
      get: {
        operationId: 'listMissedTrades',
        summary: 'The user’s missed trades, newest first (at most 1,000)',
        tags: ['missed trades'],
        parameters: [queryParam('playbook_id', 'Only this playbook’s missed trades.')],
        responses: { '200': json('Missed trades.', { type: 'array', items: ref('MissedTrade') }), ...SIGNED_IN_ERRORS },
      },
      post: {
        operationId: 'createMissedTrade',
        summary: 'Log a missed trade',
        tags: ['missed trades'],
        requestBody: jsonBody(ref('MissedTradeInput')),
        responses: { '201': json('Logged.', ref('MissedTrade')), ...WRITE_ERRORS },
      },
    },
    '/api/missed-trades/counts': {
      get: {
        operationId: 'countMissedTrades',
        summary: 'How many missed trades each playbook has (every one, past the list’s 1,000)',
        tags: ['missed trades'],
        responses: {
          '200': json('Per playbook with any.', { type: 'array', items: ref('MissedTradeCount') }),
          ...SIGNED_IN_ERRORS,
        },
      },
    },
    '/api/missed-trades/{id}': {
      put: {
        operationId: 'updateMissedTrade',
        summary: 'Replace a missed trade (the body as POST takes it)',
        tags: ['missed trades'],
        parameters: [pathId('Missed trade id.')],
        requestBody: jsonBody(ref('MissedTradeInput')),
        responses: { '200': json('Saved.', ref('MissedTrade')), '404': errorRef('NotFound'), ...WRITE_ERRORS },
      },
      delete: {
        operationId: 'deleteMissedTrade',
        summary: 'Delete a missed trade',
        tags: ['missed trades'],
        parameters: [pathId('Missed trade id.')],
        responses: { '200': deletedJson('Deleted.'), '404': errorRef('NotFound'), ...WRITE_ERRORS },
      },
    },
  },
};
