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
} from './schema-helpers';

const rowErrors = { type: 'array', items: object({ row: { type: 'integer' }, message: { type: 'string' } }) };
/** The preview's money and quantities: exact decimal strings, as the round-trip builder computed them. */
const decimal = { type: 'string', description: 'A decimal number as a string (every digit kept).' };
/** Issue 27: a currency converted into the account's, and an instrument refused for want of a rate. */
const conversions = {
  type: 'array',
  description: "Currencies converted into the account's: with the file's own rate (broker) or the user's for the day.",
  items: object({
    from: { type: 'string' },
    to: { type: 'string' },
    source: { type: 'string', enum: ['broker', 'user'] },
    executions: { type: 'integer' },
    min_rate: { ...decimal, description: 'Account units per instrument unit.' },
    max_rate: decimal,
  }),
};
const missingRates = {
  type: 'array',
  description: 'Instruments not imported: no rate from their currency to the account’s on that day.',
  items: object({
    currency: { type: 'string' },
    to: { type: 'string' },
    day: { type: 'string', format: 'date' },
    symbol: { type: 'string' },
    executions: { type: 'integer' },
    message: { type: 'string' },
  }),
};
const skipped = { type: 'object', additionalProperties: { type: 'integer' }, description: 'Rows skipped, by reason.' };

export const importsOpenApi: OpenApiModule = {
  tag: { name: 'imports', description: 'Broker file imports: preview, queue, follow, undo.' },
  schemas: {
    ImportBatch: object({
      id: { type: 'string', format: 'uuid' },
      status: { type: 'string', enum: ['queued', 'running', 'done', 'failed', 'undone'] },
      format: { type: 'string' },
      account_id: { type: 'string', format: 'uuid' },
      file_name: { type: 'string' },
      timezone: { type: 'string' },
      progress: object({
        rows_total: { type: 'integer' },
        rows_done: { type: 'integer', description: 'Overall, in file rows: never goes back, reaches rows_total.' },
        phase: { ...nullable('string'), enum: ['parse', 'match', 'write', null], description: 'While running.' },
        rows_read: { type: 'integer', description: 'File rows parsed.' },
        rows_matched: { type: 'integer', description: 'File rows compared with the account’s fills.' },
        rows_written: { type: 'integer', description: 'File rows written (fills, then their trades).' },
        seconds_left: { ...nullable('integer'), description: 'Estimate from the pace so far.' },
      }),
      summary: {
        oneOf: [
          {
            type: 'object',
            properties: {
              executions_added: { type: 'integer' },
              executions_duplicate: { type: 'integer' },
              trades_created: { type: 'integer' },
              trades_updated: { type: 'integer' },
              trades_deleted: { type: 'integer' },
              open_positions: { type: 'integer' },
              unmatched_closes: { type: 'integer' },
              cash_flows_added: { type: 'integer', description: 'Deposits, withdrawals, interest, fees stored.' },
              cash_flows_duplicate: { type: 'integer', description: 'Cash flows the account already held.' },
              rows_skipped: skipped,
              errors: rowErrors,
            },
          },
          { type: 'null' },
        ],
      },
      error: nullable('string'),
      retryable: {
        type: 'boolean',
        description: 'Failed on the server: POST /api/imports/{id}/retry queues it again.',
      },
      created_at: dateTime,
      started_at: nullableDateTime,
      finished_at: nullableDateTime,
      undone_at: nullableDateTime,
    }),
    ImportPreview: object({
      dry_run: { const: true },
      format: { type: 'string' },
      rows_total: { type: 'integer' },
      executions: { type: 'integer' },
      duplicates: { type: 'integer', description: 'Executions the account already holds: they would add nothing.' },
      cash_flows: { type: 'integer', description: 'Deposits, withdrawals, interest, fees the import would add.' },
      cash_flow_duplicates: { type: 'integer', description: 'Cash flows the account already holds.' },
      broker_accounts: {
        type: 'array',
        items: { type: 'string' },
        description: 'The broker accounts the file names; all go to the chosen account.',
      },
      warnings: {
        type: 'array',
        items: { type: 'string' },
        description: 'Worth a look before importing: futures roots with no known contract size (1 assumed).',
      },
      rows_skipped: skipped,
      errors: rowErrors,
      conversions,
      missing_rates: missingRates,
      round_trips: object({
        closed: { type: 'integer' },
        open: { type: 'integer' },
        unmatched_closes: { type: 'integer' },
        net_pnl: decimal,
        first: {
          type: 'array',
          items: object({
            symbol: { type: 'string' },
            trade_type: { type: 'string' },
            quantity: decimal,
            entry_price: decimal,
            exit_price: nullable('string'),
            fees: decimal,
            pnl: nullable('string', { description: 'Null while open.' }),
            entry_date: nullableDateTime,
            exit_date: nullableDateTime,
          }),
        },
      }),
    }),
  },
  paths: {
    '/api/imports': {
      post: {
        operationId: 'startImport',
        summary: 'Upload a broker file: 202 with the queued batch, or 200 with a preview when dry_run=true',
        tags: ['imports'],
        requestBody: {
          required: true,
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object',
                properties: {
                  file: { type: 'string', contentMediaType: 'application/octet-stream' },
                  account_id: { type: 'string', format: 'uuid' },
                  format: { type: 'string', description: 'auto (default) or a parser id.' },
                  timezone: { type: 'string', description: 'IANA zone for times without one.' },
                  dry_run: { type: 'string', enum: ['true', 'false'] },
                  mapping: { type: 'string', description: 'JSON object of column names (generic CSV).' },
                },
                required: ['file', 'account_id'],
              },
            },
          },
        },
        responses: {
          '200': json('The preview (dry_run=true); nothing was written.', ref('ImportPreview')),
          '202': json('The queued batch.', ref('ImportBatch')),
          '404': errorRef('NotFound'),
          '413': json('The file is too large.', ref('Detail')),
          ...WRITE_ERRORS,
        },
      },
      get: {
        operationId: 'listImports',
        summary: 'The user’s import batches, newest first',
        tags: ['imports'],
        parameters: [queryParam('account_id', 'One account (else all).')],
        responses: { '200': json('Batches.', { type: 'array', items: ref('ImportBatch') }), ...SIGNED_IN_ERRORS },
      },
    },
    '/api/imports/{id}': {
      get: {
        operationId: 'getImport',
        summary: 'One batch (poll it while it runs)',
        tags: ['imports'],
        parameters: [pathId('Batch id.')],
        responses: { '200': json('The batch.', ref('ImportBatch')), '404': errorRef('NotFound'), ...SIGNED_IN_ERRORS },
      },
      delete: {
        operationId: 'undoImport',
        summary: 'Undo a finished batch (removes exactly its executions and rebuilds the trades)',
        tags: ['imports'],
        parameters: [pathId('Batch id.')],
        responses: {
          '200': json('The undone batch.', ref('ImportBatch')),
          '404': errorRef('NotFound'),
          '409': json('The batch is not finished.', ref('Detail')),
          ...WRITE_ERRORS,
        },
      },
    },
    '/api/imports/{id}/retry': {
      post: {
        operationId: 'retryImport',
        summary: 'Queue again a batch that failed on the server (retryable), with the file as uploaded',
        tags: ['imports'],
        parameters: [pathId('Batch id.')],
        responses: {
          '202': json('The queued batch.', ref('ImportBatch')),
          '404': errorRef('NotFound'),
          '409': json('The batch did not fail on the server.', ref('Detail')),
          ...WRITE_ERRORS,
        },
      },
    },
  },
};
