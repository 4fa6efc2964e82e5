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
  ref,
} from './schema-helpers';

const money = { type: ['number', 'string'], description: 'A decimal number (a string keeps every digit).' };

export const accountsOpenApi: OpenApiModule = {
  tag: { name: 'accounts', description: 'Trading accounts, with their balance and trade count.' },
  schemas: {
    Account: object({
      id: { type: 'string', format: 'uuid' },
      name: { type: 'string' },
      description: nullable('string'),
      currency: { type: 'string' },
      initial_balance: nullable('number'),
      balance: nullable('number'),
      trade_count: { type: 'integer' },
      strategy_id: nullable('string'),
      strategy: { oneOf: [ref('Strategy'), { type: 'null' }] },
      is_active: { type: 'boolean' },
      created_at: dateTime,
      updated_at: dateTime,
    }),
    AccountInput: {
      type: 'object',
      properties: {
        name: { type: 'string' },
        description: nullable('string'),
        currency: { type: 'string', examples: ['USD'] },
        initial_balance: money,
        strategy: {
          description: 'A strategy name (created when new), or {name}, or null for none.',
          oneOf: [{ type: 'string' }, object({ name: { type: 'string' } }), { type: 'null' }],
        },
        is_active: { type: 'boolean' },
      },
    },
  },
  paths: {
    '/api/accounts': {
      get: {
        operationId: 'listAccounts',
        summary: 'The user’s accounts',
        tags: ['accounts'],
        responses: { '200': json('Accounts.', { type: 'array', items: ref('Account') }), ...SIGNED_IN_ERRORS },
      },
      post: {
        operationId: 'createAccount',
        summary: 'Create an account',
        tags: ['accounts'],
        requestBody: jsonBody(ref('AccountInput')),
        responses: { '201': json('The new account.', ref('Account')), ...WRITE_ERRORS },
      },
    },
    '/api/accounts/{id}': {
      get: {
        operationId: 'getAccount',
        summary: 'One account',
        tags: ['accounts'],
        parameters: [pathId('Account id.')],
        responses: { '200': json('The account.', ref('Account')), '404': errorRef('NotFound'), ...SIGNED_IN_ERRORS },
      },
      put: {
        operationId: 'updateAccount',
        summary: 'Change an account (fields left out are kept)',
        tags: ['accounts'],
        parameters: [pathId('Account id.')],
        requestBody: jsonBody(ref('AccountInput')),
        responses: { '200': json('The account.', ref('Account')), '404': errorRef('NotFound'), ...WRITE_ERRORS },
      },
      delete: {
        operationId: 'deleteAccount',
        summary: 'Delete an account and its trades',
        description:
          'Needs a signed-in session (no body, as the spec has it). An access token is answered 403 whatever its scope: ' +
          'destroying an account needs its owner, not a script.',
        tags: ['accounts'],
        parameters: [pathId('Account id.')],
        responses: { '200': deletedJson('Deleted.'), '404': errorRef('NotFound'), ...WRITE_ERRORS },
      },
    },
  },
};
