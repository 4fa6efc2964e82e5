import type { OpenApiModule } from './openapi-types';
import {
  SIGNED_IN_ERRORS,
  WRITE_ERRORS,
  dateTime,
  errorRef,
  json,
  nullable,
  nullableDateTime,
  object,
  pathId,
  queryParam,
  ref,
  uuid,
} from './schema-helpers';

const timeframe = {
  type: 'string',
  enum: ['1m', '2m', '3m', '5m', '10m', '15m', '30m', '1h', '2h', '4h', '1d'],
};
const decimal = { type: 'string', description: 'An exact decimal.' };
const nullableDecimal = nullable('string', { description: 'An exact decimal, or null.' });

export const priceBarsOpenApi: OpenApiModule = {
  tag: {
    name: 'price bars',
    description:
      'OHLC bars the trader uploads (Candlog has no market-data feed): the chart beneath a trade and its ' +
      'excursions (MAE/MFE) are measured on them.',
  },
  schemas: {
    PriceBarUpload: object({
      id: uuid,
      status: { type: 'string', enum: ['queued', 'running', 'done', 'failed'] },
      symbol: { type: 'string' },
      timeframe,
      timezone: { type: 'string', description: 'The zone wall-clock times in the file were read in.' },
      format: { type: 'string', enum: ['plain', 'tradingview', 'ninjatrader', 'metatrader'] },
      file_name: { type: 'string' },
      progress: object({
        bytes_total: { type: 'integer' },
        bytes_done: { type: 'integer' },
        rows_read: { type: 'integer', description: 'Lines of the file read so far.' },
      }),
      bars_added: nullable('integer'),
      bars_replaced: nullable('integer', {
        description: 'Bars stored before with other values (the newer file wins).',
      }),
      bars_unchanged: nullable('integer', { description: 'Bars stored before with the same values.' }),
      from: nullableDateTime,
      to: nullableDateTime,
      error: nullable('string', {
        description: 'Why the job failed (e.g. "Line 12: high … is not a number"); nothing was written.',
      }),
      created_at: dateTime,
      started_at: nullableDateTime,
      finished_at: nullableDateTime,
    }),
    PriceBarCoverage: object({
      symbol: { type: 'string' },
      timeframe,
      from: { ...dateTime, description: 'The first bar’s open.' },
      to: { ...dateTime, description: 'The last bar’s close.' },
      bars: { type: 'integer' },
    }),
    TradeExcursions: {
      oneOf: [
        object({
          mae: { type: 'string', description: 'Maximum adverse excursion, ≤ 0, in the account’s money.' },
          mfe: { type: 'string', description: 'Maximum favourable excursion, ≥ 0.' },
          mae_r: nullableDecimal,
          mfe_r: nullableDecimal,
          exit_efficiency: nullable('string', { description: 'captured ÷ mfe; null when mfe is 0.' }),
          captured: decimal,
          risk: nullableDecimal,
          risk_basis: { type: 'string' },
          method: { type: 'string' },
          timeframe,
          bars_used: { type: 'integer' },
        }),
        object({
          mae: { type: 'null' },
          reason: {
            type: 'string',
            description: 'Why there are no excursions, e.g. "no bars cover 2026-03-14 09:30–09:41".',
          },
        }),
      ],
    },
    TradeChart: object({
      symbol: { type: 'string' },
      trade_type: { type: 'string', enum: ['long', 'short'] },
      timeframe: { type: ['string', 'null'] },
      bars: {
        type: 'array',
        items: object({
          time: { type: 'integer', description: 'The bar’s open, Unix seconds.' },
          open: { type: 'number' },
          high: { type: 'number' },
          low: { type: 'number' },
          close: { type: 'number' },
          volume: nullable('number'),
        }),
      },
      fills: {
        type: 'array',
        items: object({
          time: dateTime,
          side: { type: 'string', enum: ['buy', 'sell'] },
          quantity: decimal,
          price: decimal,
        }),
      },
      lines: {
        type: 'array',
        items: object({ kind: { type: 'string' }, label: { type: 'string' }, price: decimal }),
      },
      reason: nullable('string'),
      truncated: { type: 'boolean' },
    }),
  },
  paths: {
    '/api/price-bars': {
      post: {
        operationId: 'uploadPriceBars',
        summary: 'Upload a bar file (queued; poll the upload)',
        tags: ['price bars'],
        requestBody: {
          required: true,
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object',
                properties: {
                  file: { type: 'string', contentMediaType: 'application/octet-stream' },
                  symbol: { type: 'string' },
                  timeframe: { type: 'string', description: '1m … 1d (also 5, M5, 5min, H1, D1).' },
                  timezone: { type: 'string', description: 'IANA zone of wall-clock times (default: the profile’s).' },
                },
                required: ['file', 'symbol', 'timeframe'],
              },
            },
          },
        },
        responses: {
          '202': json('The queued upload.', ref('PriceBarUpload')),
          '413': json('The file is too large.', ref('Detail')),
          ...WRITE_ERRORS,
        },
      },
      delete: {
        operationId: 'deletePriceBars',
        summary: 'Delete a symbol’s bars with an open time in [from, to)',
        tags: ['price bars'],
        parameters: [
          { ...queryParam('symbol', 'The symbol.'), required: true },
          queryParam('timeframe', 'One timeframe (default: all).'),
          queryParam('from', 'ISO date-time, or a wall time in the profile’s zone (default: the first bar).'),
          queryParam('to', 'Exclusive (default: after the last bar).'),
        ],
        responses: {
          '200': json(
            'How many bars were deleted.',
            object({ deleted: { type: 'integer' }, detail: { type: 'string' } }),
          ),
          ...WRITE_ERRORS,
        },
      },
    },
    '/api/price-bars/uploads': {
      get: {
        operationId: 'listPriceBarUploads',
        summary: 'The latest uploads, newest first',
        tags: ['price bars'],
        responses: { '200': json('Uploads.', { type: 'array', items: ref('PriceBarUpload') }), ...SIGNED_IN_ERRORS },
      },
    },
    '/api/price-bars/uploads/{id}': {
      get: {
        operationId: 'getPriceBarUpload',
        summary: 'One upload: its progress and outcome',
        tags: ['price bars'],
        parameters: [pathId('Upload id.')],
        responses: {
          '200': json('The upload.', ref('PriceBarUpload')),
          '404': errorRef('NotFound'),
          ...SIGNED_IN_ERRORS,
        },
      },
    },
    '/api/price-bars/coverage': {
      get: {
        operationId: 'priceBarCoverage',
        summary: 'Covered ranges per symbol and timeframe (a gap over 7 days starts a new range)',
        tags: ['price bars'],
        parameters: [queryParam('symbol', 'One symbol (default: every symbol).')],
        responses: { '200': json('Ranges.', { type: 'array', items: ref('PriceBarCoverage') }), ...SIGNED_IN_ERRORS },
      },
    },
    '/api/trades/{id}/excursions': {
      get: {
        operationId: 'tradeExcursions',
        summary: 'MAE, MFE and exit efficiency from the uploaded bars, or why there are none',
        tags: ['price bars'],
        parameters: [pathId('Trade id.')],
        responses: {
          '200': json('The excursions, or { mae: null, reason }.', ref('TradeExcursions')),
          '404': errorRef('NotFound'),
          ...SIGNED_IN_ERRORS,
        },
      },
    },
    '/api/trades/{id}/bars': {
      get: {
        operationId: 'tradeBars',
        summary: 'The chart beneath a trade: bars around it, its fills and price lines',
        tags: ['price bars'],
        parameters: [
          pathId('Trade id.'),
          queryParam('padding', 'Bars before the entry and after the exit (default 60, at most 5000).', {
            type: 'integer',
          }),
        ],
        responses: {
          '200': json('The chart’s data.', ref('TradeChart')),
          '404': errorRef('NotFound'),
          ...SIGNED_IN_ERRORS,
        },
      },
    },
  },
};
