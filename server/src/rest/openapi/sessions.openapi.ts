import type { OpenApiModule } from './openapi-types';
import { WRITE_ERRORS, dateTime, deletedJson, detailJson, errorRef, json, object, pathId, ref } from './schema-helpers';

const sessionsOnly = 'Sessions only: an access token asking is answered 403 (revoke the token instead).';

/** The routes live under /api/auth (rest/auth.router.ts); SessionsService answers them. */
export const sessionsOpenApi: OpenApiModule = {
  tag: {
    name: 'sessions',
    description:
      'Signed-in sessions: sign out on the server, the list of signed-in devices, sign one or all others out. ' +
      'A signed-out session’s token is answered 401 from its next request on, on every instance.',
  },
  schemas: {
    Session: object({
      id: { type: 'string', format: 'uuid' },
      device: { type: 'string', description: 'A short label from the User-Agent at sign-in, e.g. "Chrome on Linux".' },
      created_at: dateTime,
      last_seen_at: { ...dateTime, description: 'Updated at most about once a minute.' },
      current: { type: 'boolean', description: 'The session this request is signed in with.' },
    }),
  },
  paths: {
    '/api/auth/logout': {
      post: {
        operationId: 'logout',
        summary: 'Sign out: this session’s token is revoked at once',
        description: sessionsOnly,
        tags: ['sessions'],
        responses: { '200': detailJson('Signed out.'), ...WRITE_ERRORS },
      },
    },
    '/api/auth/sessions': {
      get: {
        operationId: 'listSessions',
        summary: 'The user’s live sessions: this one first, then the most recently seen',
        description: sessionsOnly,
        tags: ['sessions'],
        responses: {
          '200': json('Sessions.', { type: 'array', items: ref('Session') }),
          ...WRITE_ERRORS,
        },
      },
    },
    '/api/auth/sessions/revoke-others': {
      post: {
        operationId: 'revokeOtherSessions',
        summary: 'Sign out everywhere else: every session but this one',
        description: sessionsOnly,
        tags: ['sessions'],
        responses: {
          '200': json(
            'Signed out.',
            object({
              revoked: { type: 'integer', description: 'How many sessions ended.' },
              detail: { type: 'string' },
            }),
          ),
          ...WRITE_ERRORS,
        },
      },
    },
    '/api/auth/sessions/{id}': {
      delete: {
        operationId: 'revokeSession',
        summary: 'Sign one session out: its next request is answered 401',
        description: sessionsOnly,
        tags: ['sessions'],
        parameters: [pathId('Session id.')],
        responses: { '200': deletedJson('Signed out.'), '404': errorRef('NotFound'), ...WRITE_ERRORS },
      },
    },
  },
};
