import type { OpenApiModule } from './openapi-types';
import {
  SIGNED_IN_ERRORS,
  WRITE_ERRORS,
  dateTime,
  errorRef,
  json,
  jsonBody,
  object,
  pathId,
  ref,
} from './schema-helpers';

const column = { type: 'string', description: 'A column name of the file.' };

export const mappingTemplatesOpenApi: OpenApiModule = {
  tag: {
    name: 'import mapping templates',
    description: 'Saved generic CSV column mappings, reused for files with the same columns.',
  },
  schemas: {
    ColumnMapping: object(
      {
        symbol: column,
        side: column,
        quantity: column,
        price: column,
        executedAt: column,
        time: column,
        commission: column,
        fees: { type: 'array', items: column },
        market: column,
        executionId: column,
        orderId: column,
        dateOrder: { type: 'string', enum: ['MDY', 'DMY', 'YMD'] },
        decimalMark: { type: 'string', enum: ['.', ','] },
      },
      ['time', 'commission', 'fees', 'market', 'executionId', 'orderId', 'dateOrder', 'decimalMark'],
    ),
    MappingTemplate: object({
      id: { type: 'string', format: 'uuid' },
      name: { type: 'string' },
      header: { type: 'array', items: { type: 'string' }, description: 'The file’s column names.' },
      mapping: ref('ColumnMapping'),
      updated_at: dateTime,
    }),
  },
  paths: {
    '/api/import-mapping-templates': {
      get: {
        operationId: 'listMappingTemplates',
        summary: 'The user’s saved column mappings, by name',
        tags: ['import mapping templates'],
        responses: {
          '200': json('Templates.', { type: 'array', items: ref('MappingTemplate') }),
          ...SIGNED_IN_ERRORS,
        },
      },
      post: {
        operationId: 'saveMappingTemplate',
        summary: 'Save a column mapping by name (the same name replaces it)',
        tags: ['import mapping templates'],
        requestBody: jsonBody({
          type: 'object',
          properties: {
            name: { type: 'string', maxLength: 80 },
            header: { type: 'array', items: { type: 'string' } },
            mapping: ref('ColumnMapping'),
          },
          required: ['name', 'header', 'mapping'],
        }),
        responses: { '201': json('The saved template.', ref('MappingTemplate')), ...WRITE_ERRORS },
      },
    },
    '/api/import-mapping-templates/{id}': {
      delete: {
        operationId: 'deleteMappingTemplate',
        summary: 'Delete a saved mapping',
        tags: ['import mapping templates'],
        parameters: [pathId('Template id.')],
        responses: {
          '200': json('Deleted.', object({ id: { type: 'string' } })),
          '404': errorRef('NotFound'),
          ...WRITE_ERRORS,
        },
      },
    },
  },
};
