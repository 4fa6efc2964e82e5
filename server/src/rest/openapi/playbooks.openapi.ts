import type { OpenApiModule } from './openapi-types';
import {
  SIGNED_IN_ERRORS,
  WRITE_ERRORS,
  deletedJson,
  detailJson,
  errorRef,
  json,
  jsonBody,
  nullable,
  object,
  pathId,
  ref,
} from './schema-helpers';

const uuid = { type: 'string', format: 'uuid' };
const kind = { type: 'string', enum: ['setup', 'mistake', 'custom'] };
const conflict = { '409': detailJson('Another tag or playbook of the user has this name.') };

/** /api/tags, /api/playbooks and /api/trades/bulk-tags (issue 30). */
export const playbooksOpenApi: OpenApiModule = {
  tag: {
    name: 'playbooks',
    description: 'The trader’s own tags (setups, mistakes, custom) and playbooks with their rule checklists.',
  },
  schemas: {
    Tag: object({ id: uuid, name: { type: 'string' }, kind, color: { type: 'string', description: '#rrggbb' } }),
    TagInput: {
      type: 'object',
      properties: {
        name: { type: 'string', description: 'Unique per user whatever its case; at most 60 characters.' },
        kind: { ...kind, description: 'Default: custom.' },
        color: { type: 'string', description: '#rrggbb; default: the kind’s colour.' },
      },
    },
    TagMerge: {
      type: 'object',
      properties: { into_id: { ...uuid, description: 'The tag that stays.' } },
      required: ['into_id'],
    },
    PlaybookRule: object({ id: uuid, text: { type: 'string' } }),
    Playbook: object({
      id: uuid,
      name: { type: 'string' },
      description: nullable('string'),
      entry_criteria: nullable('string'),
      exit_criteria: nullable('string'),
      rules: { type: 'array', items: ref('PlaybookRule') },
    }),
    PlaybookInput: {
      type: 'object',
      properties: {
        name: { type: 'string' },
        description: { type: ['string', 'null'] },
        entry_criteria: { type: ['string', 'null'] },
        exit_criteria: { type: ['string', 'null'] },
        rules: {
          type: 'array',
          description: 'The whole checklist in order: a stored rule’s id keeps it (and its checks); none adds one.',
          items: { type: 'object', properties: { id: uuid, text: { type: 'string' } }, required: ['text'] },
        },
      },
    },
    BulkTags: {
      type: 'object',
      properties: {
        trade_ids: { type: 'array', items: uuid, description: 'At most 10,000. Or, instead, import_batch_id.' },
        import_batch_id: {
          type: 'string',
          format: 'uuid',
          description: 'Every trade built from this import’s fills (at most 10,000). Not with trade_ids.',
        },
        add_tag_ids: { type: 'array', items: uuid },
        remove_tag_ids: { type: 'array', items: uuid },
        playbook_id: { type: ['string', 'null'], description: 'Left out: kept; null: cleared; an id: set.' },
      },
    },
    BulkTagsResult: object({ updated: { type: 'integer', description: 'Trades changed.' } }),
  },
  paths: {
    '/api/tags': {
      get: {
        operationId: 'listTags',
        summary: 'The user’s tags: setups, mistakes, then custom, by name',
        tags: ['playbooks'],
        responses: { '200': json('Tags.', { type: 'array', items: ref('Tag') }), ...SIGNED_IN_ERRORS },
      },
      post: {
        operationId: 'createTag',
        summary: 'Create a tag',
        tags: ['playbooks'],
        requestBody: jsonBody(ref('TagInput')),
        responses: { '201': json('The new tag.', ref('Tag')), ...conflict, ...WRITE_ERRORS },
      },
    },
    '/api/tags/{id}': {
      put: {
        operationId: 'updateTag',
        summary: 'Rename or recolour a tag (fields left out are kept)',
        tags: ['playbooks'],
        parameters: [pathId('Tag id.')],
        requestBody: jsonBody(ref('TagInput')),
        responses: {
          '200': json('The tag.', ref('Tag')),
          '404': errorRef('NotFound'),
          ...conflict,
          ...WRITE_ERRORS,
        },
      },
      delete: {
        operationId: 'deleteTag',
        summary: 'Delete a tag (its trades lose it)',
        tags: ['playbooks'],
        parameters: [pathId('Tag id.')],
        responses: { '200': deletedJson('Deleted.'), '404': errorRef('NotFound'), ...WRITE_ERRORS },
      },
    },
    '/api/tags/{id}/merge': {
      post: {
        operationId: 'mergeTag',
        summary: 'Merge a tag into another: its trades are re-tagged, it is deleted',
        tags: ['playbooks'],
        parameters: [pathId('The tag merged away.')],
        requestBody: jsonBody(ref('TagMerge')),
        responses: { '200': json('The tag kept.', ref('Tag')), '404': errorRef('NotFound'), ...WRITE_ERRORS },
      },
    },
    '/api/playbooks': {
      get: {
        operationId: 'listPlaybooks',
        summary: 'The user’s playbooks by name, with their rules',
        tags: ['playbooks'],
        responses: { '200': json('Playbooks.', { type: 'array', items: ref('Playbook') }), ...SIGNED_IN_ERRORS },
      },
      post: {
        operationId: 'createPlaybook',
        summary: 'Create a playbook with its rules',
        tags: ['playbooks'],
        requestBody: jsonBody(ref('PlaybookInput')),
        responses: {
          '201': json('The new playbook.', ref('Playbook')),
          '404': errorRef('NotFound'),
          ...conflict,
          ...WRITE_ERRORS,
        },
      },
    },
    '/api/playbooks/{id}': {
      put: {
        operationId: 'updatePlaybook',
        summary: 'Change a playbook (fields left out are kept; rules, when sent, is the whole list)',
        tags: ['playbooks'],
        parameters: [pathId('Playbook id.')],
        requestBody: jsonBody(ref('PlaybookInput')),
        responses: {
          '200': json('The playbook.', ref('Playbook')),
          '404': errorRef('NotFound'),
          ...conflict,
          ...WRITE_ERRORS,
        },
      },
      delete: {
        operationId: 'deletePlaybook',
        summary: 'Delete a playbook (its trades follow none)',
        tags: ['playbooks'],
        parameters: [pathId('Playbook id.')],
        responses: { '200': deletedJson('Deleted.'), '404': errorRef('NotFound'), ...WRITE_ERRORS },
      },
    },
    '/api/trades/bulk-tags': {
      post: {
        operationId: 'bulkTagTrades',
        summary: 'Add and remove tags, and set or clear the playbook, of many trades at once',
        tags: ['playbooks'],
        requestBody: jsonBody(ref('BulkTags')),
        responses: {
          '200': json('How many trades changed.', ref('BulkTagsResult')),
          '404': errorRef('NotFound'),
          ...WRITE_ERRORS,
        },
      },
    },
  },
};
