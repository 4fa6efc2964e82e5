import type { OpenApiModule } from './openapi-types';
import {
  SIGNED_IN_ERRORS,
  WRITE_ERRORS,
  dateTime,
  detailJson,
  errorRef,
  json,
  nullable,
  nullableDateTime,
  object,
  pathId,
  ref,
  uuid,
} from './schema-helpers';

export const archiveOpenApi: OpenApiModule = {
  tag: {
    name: 'export and restore',
    description:
      'Everything a user owns as one zip (a JSON Lines file per table, attachments, the trades CSV and a ' +
      'manifest with the schema version, counts and SHA-256 of every file), and its restore into a user ' +
      'without trades.',
  },
  schemas: {
    ArchiveJob: object({
      id: uuid,
      kind: { type: 'string', enum: ['export', 'restore'] },
      status: { type: 'string', enum: ['queued', 'running', 'done', 'failed'] },
      progress: object({ rows_done: { type: 'integer' }, rows_total: { type: 'integer' } }),
      counts: {
        type: ['object', 'null'],
        additionalProperties: { type: 'integer' },
        description: 'Rows per table (done jobs).',
      },
      bytes: nullable('integer', { description: 'The archive’s size (done exports).' }),
      error: nullable('string', {
        description:
          'Why the job failed, e.g. "tables/trades.jsonl was changed: its SHA-256 does not match"; nothing was written.',
      }),
      download_url: nullable('string', { description: 'Where a done export downloads (owner only).' }),
      created_at: dateTime,
      started_at: nullableDateTime,
      finished_at: nullableDateTime,
    }),
  },
  paths: {
    '/api/export': {
      post: {
        operationId: 'startExport',
        summary: 'Export everything (queued; poll the job)',
        tags: ['export and restore'],
        responses: { '202': json('The queued export.', ref('ArchiveJob')), ...WRITE_ERRORS },
      },
    },
    '/api/export/{id}': {
      get: {
        operationId: 'getExport',
        summary: 'An export’s progress and, when done, its download_url',
        tags: ['export and restore'],
        parameters: [pathId('Export job id.')],
        responses: { '200': json('The job.', ref('ArchiveJob')), '404': errorRef('NotFound'), ...SIGNED_IN_ERRORS },
      },
    },
    '/api/export/{id}/download': {
      get: {
        operationId: 'downloadExport',
        summary: 'The export’s zip (kept 24 hours)',
        tags: ['export and restore'],
        parameters: [pathId('Export job id.')],
        responses: {
          '200': {
            description: 'The archive.',
            content: { 'application/zip': { schema: { type: 'string', format: 'binary' } } },
          },
          '404': errorRef('NotFound'),
          ...SIGNED_IN_ERRORS,
        },
      },
    },
    '/api/restore': {
      post: {
        operationId: 'startRestore',
        summary: 'Restore an export into the caller, who has no trades (queued; poll the job)',
        tags: ['export and restore'],
        requestBody: {
          required: true,
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object',
                properties: { file: { type: 'string', contentMediaType: 'application/zip' } },
                required: ['file'],
              },
            },
          },
        },
        responses: {
          '202': json('The queued restore.', ref('ArchiveJob')),
          '409': detailJson('The caller has trades: a restore goes only into a user without.'),
          '413': json('The file is too large.', ref('Detail')),
          ...WRITE_ERRORS,
        },
      },
    },
    '/api/restore/{id}': {
      get: {
        operationId: 'getRestore',
        summary: 'A restore’s progress and outcome',
        tags: ['export and restore'],
        parameters: [pathId('Restore job id.')],
        responses: { '200': json('The job.', ref('ArchiveJob')), '404': errorRef('NotFound'), ...SIGNED_IN_ERRORS },
      },
    },
  },
};
