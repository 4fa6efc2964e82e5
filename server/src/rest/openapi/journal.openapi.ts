import type { OpenApiModule } from './openapi-types';
import {
  SIGNED_IN_ERRORS,
  WRITE_ERRORS,
  dateTime,
  deletedJson,
  detailJson,
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

const date = {
  name: 'date',
  in: 'path',
  required: true,
  description: 'The day, YYYY-MM-DD in the profile’s time zone.',
  schema: { type: 'string', format: 'date' },
};
const accountId = queryParam('account_id', 'One account’s entry; left out: the all-accounts entry.');
const tags = ['journal'];

export const journalOpenApi: OpenApiModule = {
  tag: {
    name: 'journal',
    description:
      'The day journal: a pre-market plan, a post-session review (Markdown), a mood and lessons per day of the ' +
      'profile’s zone, per account or for all accounts, with the day’s figures; and the templates a day starts from.',
  },
  schemas: {
    JournalDayFigures: object({
      trades: { type: 'integer' },
      net_pnl: { type: 'string', description: 'The day’s realised P&L as an exact decimal string.' },
      win_rate: { type: 'number', description: 'Percent of the day’s closed trades that won (0 … 100).' },
    }),
    JournalDay: object(
      {
        date: { type: 'string', format: 'date' },
        account_id: nullable('string', { description: 'Null: the all-accounts entry.' }),
        saved: { type: 'boolean', description: 'False: the day has no entry yet (the fields are empty).' },
        plan: { type: 'string', description: 'Markdown as typed.' },
        review: { type: 'string', description: 'Markdown as typed.' },
        mood: nullable('integer', { minimum: 1, maximum: 5 }),
        lessons: { type: 'string' },
        template_id: nullable('string'),
        updated_at: nullableDateTime,
        figures: ref('JournalDayFigures'),
        trading_plan: object({
          met: { type: 'integer', description: 'Objectives met.' },
          total: { type: 'integer' },
          percent: { type: 'number', description: 'The plan’s overall progress (0 … 100).' },
          objectives: {
            type: 'array',
            items: object({
              key: { type: 'string', description: 'profitTarget | lossLimit | maxTrades | winRate' },
              label: { type: 'string' },
              target: { type: 'number' },
              actual: { type: 'number' },
              met: { type: 'boolean' },
            }),
          },
        }),
        rules_broken: {
          type: 'array',
          description: 'Playbook rules marked broken on the day’s trades, most often broken first.',
          items: object({ rule: { type: 'string' }, playbook: { type: 'string' }, trades: { type: 'integer' } }),
        },
      },
      // A single day's answer carries its plan outcome and broken rules; a range's list does not.
      ['trading_plan', 'rules_broken'],
    ),
    JournalDayInput: {
      type: 'object',
      description: 'Fields left out keep their value; null clears a text or the mood.',
      properties: {
        plan: { type: ['string', 'null'] },
        review: { type: ['string', 'null'] },
        mood: { type: ['integer', 'null'], minimum: 1, maximum: 5 },
        lessons: { type: ['string', 'null'] },
        template_id: {
          type: ['string', 'null'],
          description: 'A new entry starts from this template’s plan and review (fields sent win over it).',
        },
      },
    },
    JournalTemplate: object({
      id: { type: 'string', format: 'uuid' },
      name: { type: 'string' },
      plan: { type: 'string' },
      review: { type: 'string' },
      updated_at: dateTime,
    }),
    JournalTemplateInput: {
      type: 'object',
      properties: { name: { type: 'string' }, plan: { type: 'string' }, review: { type: 'string' } },
    },
  },
  paths: {
    '/api/journal/days': {
      get: {
        operationId: 'listJournalDays',
        summary: 'Day entries over a range of days (at most 366)',
        tags,
        parameters: [
          { ...queryParam('from', 'First day, YYYY-MM-DD.'), required: true },
          { ...queryParam('to', 'Last day, inclusive.'), required: true },
          accountId,
        ],
        responses: {
          '200': json('Entries, oldest first.', { type: 'array', items: ref('JournalDay') }),
          '404': errorRef('NotFound'),
          ...SIGNED_IN_ERRORS,
        },
      },
    },
    '/api/journal/days/{date}': {
      get: {
        operationId: 'getJournalDay',
        summary: 'A day’s entry (empty and unsaved when the day has none) and its figures',
        tags,
        parameters: [date, accountId],
        responses: { '200': json('The day.', ref('JournalDay')), '404': errorRef('NotFound'), ...SIGNED_IN_ERRORS },
      },
      put: {
        operationId: 'saveJournalDay',
        summary: 'Create or change a day’s entry',
        tags,
        parameters: [date, accountId],
        requestBody: jsonBody(ref('JournalDayInput')),
        responses: { '200': json('The day.', ref('JournalDay')), '404': errorRef('NotFound'), ...WRITE_ERRORS },
      },
      delete: {
        operationId: 'deleteJournalDay',
        summary: 'Delete a day’s entry and its attachments',
        tags,
        parameters: [date, accountId],
        responses: { '200': deletedJson('Deleted.'), '404': errorRef('NotFound'), ...WRITE_ERRORS },
      },
    },
    '/api/journal/templates': {
      get: {
        operationId: 'listJournalTemplates',
        summary: 'The day templates (the defaults are made on the first read)',
        tags,
        responses: {
          '200': json('Templates by name.', { type: 'array', items: ref('JournalTemplate') }),
          ...SIGNED_IN_ERRORS,
        },
      },
      post: {
        operationId: 'createJournalTemplate',
        summary: 'Add a day template',
        tags,
        requestBody: jsonBody(ref('JournalTemplateInput')),
        responses: {
          '201': json('The template.', ref('JournalTemplate')),
          '409': detailJson('A template with this name already exists.'),
          ...WRITE_ERRORS,
        },
      },
    },
    '/api/journal/templates/{id}': {
      put: {
        operationId: 'updateJournalTemplate',
        summary: 'Change a day template (fields left out are kept)',
        tags,
        parameters: [pathId('Template id.')],
        requestBody: jsonBody(ref('JournalTemplateInput')),
        responses: {
          '200': json('The template.', ref('JournalTemplate')),
          '404': errorRef('NotFound'),
          '409': detailJson('A template with this name already exists.'),
          ...WRITE_ERRORS,
        },
      },
      delete: {
        operationId: 'deleteJournalTemplate',
        summary: 'Delete a day template (days made from it keep their text)',
        tags,
        parameters: [pathId('Template id.')],
        responses: { '200': deletedJson('Deleted.'), '404': errorRef('NotFound'), ...WRITE_ERRORS },
      },
    },
  },
};
