import type { OpenApiModule } from './openapi-types';
import { SIGNED_IN_ERRORS, errorRef, queryParam } from './schema-helpers';

export const reportsOpenApi: OpenApiModule = {
  tag: { name: 'reports', description: 'CSV export of the trades of a period, and the PDF report.' },
  paths: {
    '/api/reports/export.csv': {
      get: {
        operationId: 'exportCsv',
        summary: 'The trades of a period as CSV (UTF-8 with byte order mark, CRLF)',
        tags: ['reports'],
        parameters: [
          {
            name: 'period',
            in: 'query',
            required: true,
            description:
              'Which period: daily, weekly, monthly, yearly end now and reach back exactly 1 day, 7 days, 1 month, 1 year in the user zone (trades entered in that window); custom needs start_date and end_date (whole local days).',
            schema: { type: 'string', enum: ['daily', 'weekly', 'monthly', 'yearly', 'custom'] },
          },
          queryParam('start_date', 'custom: first day, YYYY-MM-DD.', { type: 'string', format: 'date' }),
          queryParam('end_date', 'custom: last day, YYYY-MM-DD.', { type: 'string', format: 'date' }),
          queryParam('account_id', 'One account (else all).'),
        ],
        responses: {
          '200': {
            description: 'The CSV file (header only when the period has no trades).',
            headers: {
              'X-Trade-Count': { description: 'Trades in the file.', schema: { type: 'string' } },
              'Content-Disposition': { description: 'attachment with a file name.', schema: { type: 'string' } },
            },
            content: { 'text/csv': { schema: { type: 'string' } } },
          },
          '404': errorRef('NotFound'),
          ...SIGNED_IN_ERRORS,
          '429': errorRef('RateLimited'),
        },
      },
    },
    '/api/reports/pdf': {
      get: {
        operationId: 'reportPdf',
        summary: 'The report of a period as a PDF (the figures of the Reports and Analytics screens)',
        tags: ['reports'],
        parameters: [
          {
            name: 'period',
            in: 'query',
            required: false,
            description: 'Which period (custom, or start_date/end_date alone, gives a range).',
            schema: { type: 'string', enum: ['daily', 'weekly', 'monthly', 'yearly', 'custom'] },
          },
          queryParam('start_date', 'First day, YYYY-MM-DD.', { type: 'string', format: 'date' }),
          queryParam('end_date', 'Last day, YYYY-MM-DD.', { type: 'string', format: 'date' }),
          queryParam('account_id', 'One account (else all).'),
        ],
        responses: {
          '200': {
            description: 'The PDF file.',
            headers: {
              'Content-Disposition': { description: 'attachment with a file name.', schema: { type: 'string' } },
            },
            content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
          },
          '404': errorRef('NotFound'),
          ...SIGNED_IN_ERRORS,
          '429': errorRef('RateLimited'),
        },
      },
    },
  },
};
