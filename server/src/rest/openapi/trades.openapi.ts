import type { JsonSchema, OpenApiModule } from './openapi-types';
import {
  SIGNED_IN_ERRORS,
  WRITE_ERRORS,
  dateTime,
  deletedJson,
  errorRef,
  json,
  jsonBody,
  nullable,
  nullableDateTime,
  object,
  pathId,
  queryParam,
  ref,
} from './schema-helpers';

const decimalIn = { type: ['number', 'string', 'null'], description: 'A decimal number (a string keeps every digit).' };

/** Filters /api/trades shares with /api/analytics. */
export const tradeFilterParams = [
  queryParam('account_id', 'One account (else all the user’s accounts).'),
  queryParam('start_date', 'From this day (YYYY-MM-DD in the user’s zone) or instant, inclusive.'),
  queryParam('end_date', 'Until this day or instant, inclusive.'),
  queryParam('market', 'stocks, forex, crypto, futures, options, indices or commodities.'),
  queryParam('symbol', 'Exact symbol.'),
  queryParam('strategy_id', 'One strategy.'),
  queryParam('trade_type', 'long or short.', { type: 'string', enum: ['long', 'short'] }),
];

/** A trade's fields (the list's items; the detail adds `executions`). */
const tradeProperties: Record<string, JsonSchema> = {
  id: { type: 'string', format: 'uuid' },
  account_id: { type: 'string', format: 'uuid' },
  strategy_id: nullable('string'),
  strategy: { oneOf: [ref('Strategy'), { type: 'null' }] },
  symbol: { type: 'string' },
  market: { type: 'string' },
  trade_type: { type: 'string', enum: ['long', 'short'] },
  origin: { type: 'string', description: 'manual or import.' },
  entry_price: nullable('number'),
  exit_price: nullable('number'),
  quantity: nullable('number'),
  multiplier: nullable('number'),
  fees: nullable('number'),
  stop_loss: nullable('number', { description: 'The current stop (free to move); R does not read it.' }),
  initial_stop: nullable('number', {
    description:
      'The stop as set at entry (else the first stop entered): the basis of R. Changes only while the trade has no exit.',
  }),
  planned_target: nullable('number', { description: 'The target as planned at entry.' }),
  r_multiple: nullable('string', {
    description:
      'Net pnl (after fees) ÷ (|entry − initial_stop| × quantity × multiplier), a decimal string; null while open or without an initial stop.',
  }),
  r_basis: {
    type: 'string',
    enum: ['initial_stop', 'none'],
    description: 'What r_multiple is measured against; none: no initial stop, no R.',
  },
  pnl: nullable('number', { description: 'Null while open.' }),
  result: { type: 'string', enum: ['win', 'loss', 'breakeven', 'open'] },
  entry_date: dateTime,
  exit_date: nullableDateTime,
  notes: nullable('string'),
  emotional_tags: { type: 'array', items: { type: 'string' } },
  version: { type: 'integer', description: 'Send back as expected_version to detect concurrent edits.' },
  created_at: dateTime,
  updated_at: dateTime,
  tags: {
    type: 'array',
    description: 'The user’s own tags on the trade (issue 30).',
    items: ref('Tag'),
  },
  playbook_id: nullable('string', { format: 'uuid' }),
  rule_checks: {
    type: 'array',
    description: 'Per rule of the trade’s playbook ticked, whether it was followed.',
    items: ref('RuleCheck'),
  },
};

export const tradesOpenApi: OpenApiModule = {
  tag: { name: 'trades', description: 'Trades: list with filters, create, change (with optimistic versions), delete.' },
  schemas: {
    Trade: object(tradeProperties),
    TradeDetail: object({
      ...tradeProperties,
      executions: {
        type: 'array',
        description: 'An imported trade’s fills in time order ([] for a manual trade).',
        items: ref('TradeExecution'),
      },
    }),
    TradeExecution: object({
      id: { type: 'string', format: 'uuid' },
      side: { type: 'string', enum: ['buy', 'sell'] },
      quantity: { type: 'number', description: 'The part of the fill that belongs to this trade.' },
      fill_quantity: { type: 'number', description: 'The whole fill as the broker reported it.' },
      price: { type: 'number' },
      commission: { type: 'number' },
      fees: { type: 'number' },
      executed_at: dateTime,
      raw_executed_at: { type: 'string', description: 'The time as the file wrote it.' },
      broker_execution_id: nullable('string'),
      broker_order_id: nullable('string'),
      source_row: { type: 'integer' },
      import_batch_id: { type: 'string', format: 'uuid' },
      import_file_name: { type: 'string' },
    }),
    RuleCheck: object({ rule_id: { type: 'string', format: 'uuid' }, followed: { type: 'boolean' } }),
    TradeInput: {
      type: 'object',
      properties: {
        account_id: { type: 'string', format: 'uuid' },
        symbol: { type: 'string' },
        market: { type: 'string' },
        trade_type: { type: 'string', enum: ['long', 'short'] },
        entry_price: decimalIn,
        exit_price: decimalIn,
        quantity: decimalIn,
        multiplier: decimalIn,
        fees: decimalIn,
        stop_loss: decimalIn,
        initial_stop: {
          ...decimalIn,
          description: 'Omitted on create: stop_loss. A change is refused (400) once the trade has an exit.',
        },
        planned_target: decimalIn,
        entry_date: { type: 'string', description: 'ISO date-time.' },
        exit_date: { type: ['string', 'null'] },
        notes: { type: ['string', 'null'] },
        emotional_tags: { type: 'array', items: { type: 'string' } },
        tag_ids: { type: 'array', items: { type: 'string' }, description: 'The whole set of tags (replaces it).' },
        playbook_id: { type: ['string', 'null'], description: 'null clears the playbook and its rule checks.' },
        rule_checks: {
          type: 'array',
          description: 'The whole set of rule checks; each rule one of the trade’s playbook’s.',
          items: ref('RuleCheck'),
        },
        expected_version: { type: 'integer', description: 'PUT only: refuse (409) if the trade changed since.' },
      },
    },
    TradeList: object(
      {
        trades: { type: 'array', items: ref('Trade') },
        total: {
          type: 'integer',
          description: 'All matches, beyond `limit` too. Absent on the pages fetched with a `cursor` (not counted).',
        },
        next_cursor: {
          type: ['string', 'null'],
          description: 'Paged answers (`limit` > 0 or `cursor`): send as `cursor` for the next page; null on the last.',
        },
      },
      ['total', 'next_cursor'],
    ),
  },
  paths: {
    '/api/trades': {
      get: {
        operationId: 'listTrades',
        summary: 'Trades matching the filters, newest first',
        tags: ['trades'],
        parameters: [
          ...tradeFilterParams,
          queryParam('result', 'win, loss, breakeven or open.'),
          queryParam('tag_id', 'Trades carrying this tag.'),
          queryParam('playbook_id', 'Trades following this playbook.'),
          queryParam('rule_id', 'Trades where this rule was ticked.'),
          queryParam('rule_followed', 'With rule_id: only where it was followed (true) or broken (false).', {
            type: 'string',
            enum: ['true', 'false'],
          }),
          queryParam(
            'limit',
            'Page size (maximum 10,000): with it (> 0) the answer is a page with `next_cursor`. Without it, every match.',
            { type: 'integer', minimum: 0 },
          ),
          queryParam('cursor', 'The `next_cursor` of the previous page (the page size defaults to 100).'),
        ],
        responses: {
          '200': json('The trades (or a page of them) and the total.', ref('TradeList')),
          ...SIGNED_IN_ERRORS,
          '429': errorRef('RateLimited'),
        },
      },
      post: {
        operationId: 'createTrade',
        summary: 'Create a trade (pnl and result are derived)',
        tags: ['trades'],
        requestBody: jsonBody(ref('TradeInput')),
        responses: { '201': json('The new trade.', ref('Trade')), '404': errorRef('NotFound'), ...WRITE_ERRORS },
      },
    },
    '/api/trades/{id}': {
      get: {
        operationId: 'getTrade',
        summary: 'One trade, with its fills',
        tags: ['trades'],
        parameters: [pathId('Trade id.')],
        responses: {
          '200': json('The trade with its executions.', ref('TradeDetail')),
          '404': errorRef('NotFound'),
          ...SIGNED_IN_ERRORS,
        },
      },
      put: {
        operationId: 'updateTrade',
        summary: 'Change a trade (fields left out are kept; the previous version is kept as a revision)',
        tags: ['trades'],
        parameters: [pathId('Trade id.')],
        requestBody: jsonBody(ref('TradeInput')),
        responses: {
          '200': json('The trade.', ref('Trade')),
          '404': errorRef('NotFound'),
          '409': json('expected_version is not the stored version.', ref('Detail')),
          ...WRITE_ERRORS,
        },
      },
      delete: {
        operationId: 'deleteTrade',
        summary: 'Delete a trade',
        tags: ['trades'],
        parameters: [pathId('Trade id.')],
        responses: { '200': deletedJson('Deleted.'), '404': errorRef('NotFound'), ...WRITE_ERRORS },
      },
    },
  },
};
