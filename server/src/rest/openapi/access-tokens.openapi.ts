import type { OpenApiModule } from './openapi-types';
import {
  SIGNED_IN_ERRORS,
  WRITE_ERRORS,
  dateTime,
  deletedJson,
  errorRef,
  json,
  jsonBody,
  nullableDateTime,
  object,
  pathId,
  ref,
} from './schema-helpers';

const scope = { type: 'string', enum: ['read', 'read-write'] };
const sessionsOnly = 'Sessions only: an access token asking is answered 403.';

export const accessTokensOpenApi: OpenApiModule = {
  tag: {
    name: 'access-tokens',
    description:
      'Personal access tokens for scripts and notebooks: send `Authorization: Bearer clg_…`. ' +
      'A read token cannot write (403); no token can manage tokens or the password.',
  },
  schemas: {
    AccessToken: object({
      id: { type: 'string', format: 'uuid' },
      name: { type: 'string' },
      scope,
      created_at: dateTime,
      last_used_at: { ...nullableDateTime, description: 'Updated at most once a minute.' },
      expires_at: { ...nullableDateTime, description: 'Null: never expires.' },
    }),
    CreatedAccessToken: object({
      secret: { type: 'string', pattern: '^clg_', description: 'Shown only in this answer; only its hash is kept.' },
      access_token: ref('AccessToken'),
    }),
  },
  paths: {
    '/api/access-tokens': {
      get: {
        operationId: 'listAccessTokens',
        summary: 'The user’s access tokens, newest first',
        description: sessionsOnly,
        tags: ['access-tokens'],
        responses: {
          '200': json('Tokens (never their secrets).', { type: 'array', items: ref('AccessToken') }),
          '403': errorRef('Forbidden'),
          ...SIGNED_IN_ERRORS,
        },
      },
      post: {
        operationId: 'createAccessToken',
        summary: 'Create a token; the answer holds its secret, once',
        description: sessionsOnly,
        tags: ['access-tokens'],
        requestBody: jsonBody(
          object(
            {
              name: { type: 'string', maxLength: 100 },
              scope,
              expires_at: { type: ['string', 'null'], format: 'date-time', description: 'Optional; in the future.' },
            },
            ['expires_at'],
          ),
        ),
        responses: { '201': json('The token and its secret.', ref('CreatedAccessToken')), ...WRITE_ERRORS },
      },
    },
    '/api/access-tokens/{id}': {
      delete: {
        operationId: 'revokeAccessToken',
        summary: 'Revoke a token: its next request is answered 401',
        description: sessionsOnly,
        tags: ['access-tokens'],
        parameters: [pathId('Token id.')],
        responses: { '200': deletedJson('Revoked.'), '404': errorRef('NotFound'), ...WRITE_ERRORS },
      },
    },
  },
};
