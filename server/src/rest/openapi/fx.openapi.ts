import type { OpenApiModule } from './openapi-types';
import {
  SIGNED_IN_ERRORS,
  WRITE_ERRORS,
  deletedJson,
  errorRef,
  json,
  jsonBody,
  nullable,
  object,
  queryParam,
  ref,
} from './schema-helpers';

const currency = { type: 'string', pattern: '^[A-Z]{3}$' };
const day = { type: 'string', format: 'date' };
const pathParam = (name: string, description: string, schema: Record<string, unknown> = { type: 'string' }) => ({
  name,
  in: 'path',
  required: true,
  description,
  schema,
});
/** The overall figures of one currency (or converted to the base currency). */
const figures = {
  currency,
  totalPnl: { type: 'string', description: 'Decimal string.' },
  totalTrades: { type: 'integer' },
  closedTrades: { type: 'integer' },
  winningTrades: { type: 'integer' },
  losingTrades: { type: 'integer' },
  winRate: { type: 'number' },
  grossProfit: { type: 'string' },
  grossLoss: { type: 'string' },
  averageWin: nullable('string'),
  averageLoss: nullable('string'),
  profitFactor: nullable('string'),
};

export const fxOpenApi: OpenApiModule = {
  tag: {
    name: 'currencies',
    description:
      'Exchange rates per user (ECB or date,base,quote,rate CSV, or one by hand), the base currency, and the all-accounts figures converted into it.',
  },
  schemas: {
    FxRate: object({
      date: day,
      base: currency,
      quote: currency,
      rate: { type: 'string', description: '1 base = rate quote.' },
    }),
    FxRates: object({ base_currency: nullable('string'), rates: { type: 'array', items: ref('FxRate') } }),
    FxImported: object({ imported: { type: 'integer' }, from: day, to: day }),
    CurrencyFigures: object(figures),
    CurrencySummary: object({
      baseCurrency: nullable('string'),
      converted: { oneOf: [ref('CurrencyFigures'), { type: 'null' }] },
      currencies: { type: 'array', items: ref('CurrencyFigures') },
      missingRates: {
        type: 'array',
        items: object({ currency, from: day, to: day, days: { type: 'integer' } }),
      },
      notice: nullable('string'),
    }),
  },
  paths: {
    '/api/fx-rates': {
      get: {
        operationId: 'listFxRates',
        summary: 'The base currency and the newest rates',
        tags: ['currencies'],
        parameters: [queryParam('limit', 'At most this many rates (1–5000, default 200).', { type: 'integer' })],
        responses: { '200': json('Rates, newest first.', ref('FxRates')), ...SIGNED_IN_ERRORS },
      },
      post: {
        operationId: 'addFxRates',
        summary: 'Add rates: a rate file (multipart `file` or a text/csv body) or one rate as JSON',
        tags: ['currencies'],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: object({ date: day, base: currency, quote: currency, rate: { type: 'string' } }),
            },
            'text/csv': { schema: { type: 'string' } },
            'multipart/form-data': {
              schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } } },
            },
          },
        },
        responses: {
          '201': json('The rates stored (all or none).', ref('FxImported')),
          '413': json('The rate file is too large.', ref('Detail')),
          ...WRITE_ERRORS,
        },
      },
    },
    '/api/fx-rates/{date}/{base}/{quote}': {
      delete: {
        operationId: 'deleteFxRate',
        summary: 'Remove one rate',
        tags: ['currencies'],
        parameters: [
          pathParam('date', 'The rate’s day.', day),
          pathParam('base', 'Base currency.'),
          pathParam('quote', 'Quote currency.'),
        ],
        responses: {
          '200': deletedJson('Removed (id: date/base/quote).'),
          '404': errorRef('NotFound'),
          ...WRITE_ERRORS,
        },
      },
    },
    '/api/fx-rates/base-currency': {
      put: {
        operationId: 'setBaseCurrency',
        summary: 'Set the base currency (null: the first account’s currency)',
        tags: ['currencies'],
        requestBody: jsonBody(object({ base_currency: nullable('string') })),
        responses: {
          '200': json('The base currency now.', object({ base_currency: nullable('string') })),
          ...WRITE_ERRORS,
        },
      },
    },
    '/api/fx-rates/summary': {
      get: {
        operationId: 'currencySummary',
        summary:
          'All accounts’ overall figures per currency, and converted into the base currency when every rate is known',
        tags: ['currencies'],
        parameters: [
          queryParam('start_date', 'First day, YYYY-MM-DD.', day),
          queryParam('end_date', 'Last day, YYYY-MM-DD.', day),
        ],
        responses: {
          '200': json('Per currency, converted, and the missing rates.', ref('CurrencySummary')),
          ...SIGNED_IN_ERRORS,
        },
      },
    },
  },
};
