import type { OpenApiModule } from './openapi-types';
import {
  SIGNED_IN_ERRORS,
  WRITE_ERRORS,
  dateTime,
  detailJson,
  errorRef,
  json,
  jsonBody,
  object,
  ref,
} from './schema-helpers';

const tokenAnswer = object({ access_token: { type: 'string' }, token_type: { const: 'bearer' } });
const PUBLIC: Record<string, string[]>[] = [];

export const authOpenApi: OpenApiModule = {
  tag: {
    name: 'auth',
    description: 'Sign-in (OAuth2 password form), registration, password reset and the own profile.',
  },
  schemas: {
    User: object({
      id: { type: 'string', format: 'uuid' },
      email: { type: 'string' },
      username: { type: 'string' },
      timezone: { type: 'string', description: 'IANA zone.' },
      timezone_set: { type: 'boolean' },
      is_demo: { type: 'boolean' },
      created_at: dateTime,
    }),
  },
  paths: {
    '/api/auth/login': {
      post: {
        operationId: 'login',
        summary: 'Sign in; answers a session token (24 h, or 30 days with remember_me)',
        tags: ['auth'],
        security: PUBLIC,
        requestBody: {
          required: true,
          content: {
            'application/x-www-form-urlencoded': {
              schema: {
                type: 'object',
                properties: {
                  username: { type: 'string', description: 'The email address.' },
                  password: { type: 'string' },
                  remember_me: { type: 'string', enum: ['true', 'false'] },
                },
                required: ['username', 'password'],
              },
            },
          },
        },
        responses: {
          '200': json('Signed in.', tokenAnswer),
          '401': errorRef('Unauthenticated'),
          '422': errorRef('ValidationFailed'),
          '429': errorRef('RateLimited'),
        },
      },
    },
    '/api/auth/register': {
      post: {
        operationId: 'register',
        summary: 'Create a user (only when REGISTRATION_OPEN is true)',
        tags: ['auth'],
        security: PUBLIC,
        requestBody: jsonBody(
          object({ email: { type: 'string' }, username: { type: 'string' }, password: { type: 'string' } }),
        ),
        responses: {
          '201': json('The new user.', ref('User')),
          '403': errorRef('Forbidden'),
          '409': detailJson('The email or username is taken.'),
          '422': errorRef('ValidationFailed'),
        },
      },
    },
    '/api/auth/password-reset/request': {
      post: {
        operationId: 'requestPasswordReset',
        summary: 'Mail a reset link (the answer is the same whether or not the email exists)',
        tags: ['auth'],
        security: PUBLIC,
        requestBody: jsonBody(object({ email: { type: 'string' } })),
        responses: {
          '200': detailJson('Accepted.'),
          '422': errorRef('ValidationFailed'),
          '429': errorRef('RateLimited'),
        },
      },
    },
    '/api/auth/password-reset/confirm': {
      post: {
        operationId: 'confirmPasswordReset',
        summary: 'Set a new password with the mailed token',
        tags: ['auth'],
        security: PUBLIC,
        requestBody: jsonBody(object({ token: { type: 'string' }, new_password: { type: 'string' } })),
        responses: { '200': detailJson('Password reset.'), '422': errorRef('ValidationFailed') },
      },
    },
    '/api/auth/me': {
      get: {
        operationId: 'me',
        summary: 'The signed-in user',
        tags: ['auth'],
        responses: { '200': json('The user.', ref('User')), ...SIGNED_IN_ERRORS },
      },
    },
    '/api/auth/verify-password': {
      post: {
        operationId: 'verifyPassword',
        summary: 'Check the password (sessions only; a wrong one is a 422, not a 401)',
        tags: ['auth'],
        requestBody: jsonBody(object({ password: { type: 'string' } })),
        responses: {
          '200': json('Correct.', object({ valid: { const: true } })),
          ...WRITE_ERRORS,
          '429': errorRef('RateLimited'),
        },
      },
    },
    '/api/auth/change-password': {
      post: {
        operationId: 'changePassword',
        summary: 'Change the password (sessions only); revokes earlier sessions and answers a fresh token',
        tags: ['auth'],
        requestBody: jsonBody(object({ current_password: { type: 'string' }, new_password: { type: 'string' } })),
        responses: {
          '200': json(
            'Changed.',
            object({ detail: { type: 'string' }, access_token: { type: 'string' }, token_type: { const: 'bearer' } }),
          ),
          ...WRITE_ERRORS,
          '429': errorRef('RateLimited'),
        },
      },
    },
    '/api/auth/timezone': {
      put: {
        operationId: 'updateTimezone',
        summary: 'Set the IANA time zone days and hours are bucketed in',
        tags: ['auth'],
        requestBody: jsonBody(object({ timezone: { type: 'string', examples: ['Europe/Berlin'] } })),
        responses: { '200': json('The user.', ref('User')), ...WRITE_ERRORS },
      },
    },
    '/api/auth/strategies': {
      get: {
        operationId: 'listStrategies',
        summary: 'The user’s strategies',
        tags: ['auth'],
        responses: { '200': json('Strategies.', { type: 'array', items: ref('Strategy') }), ...SIGNED_IN_ERRORS },
      },
    },
  },
};
