import { json, object, ref } from './schema-helpers';

/** Shapes every module shares: error bodies and the standard error answers. */
export const sharedSchemas = {
  Detail: object({ detail: { type: 'string' } }),
  ValidationFailed: object({
    detail: { type: 'string', description: 'The first field message.' },
    errors: {
      type: 'object',
      description: 'Messages by snake_case field name.',
      additionalProperties: { type: 'string' },
    },
  }),
  Deleted: object({ id: { type: 'string' }, detail: { type: 'string' } }),
  Strategy: object({ id: { type: 'string', format: 'uuid' }, name: { type: 'string' } }),
};

const retryAfter = { 'Retry-After': { description: 'Seconds to wait.', schema: { type: 'string' } } };

export const sharedResponses = {
  Unauthenticated: json('No valid bearer token (missing, expired, revoked or malformed).', ref('Detail'), {
    'WWW-Authenticate': { description: 'Always `Bearer`.', schema: { type: 'string' } },
  }),
  Forbidden: json(
    'A READ access token tried to write, or an access token tried what only a session may do.',
    ref('Detail'),
  ),
  NotFound: json('No such item among the caller’s (another user’s id answers the same).', ref('Detail')),
  ValidationFailed: json('The input was refused; `errors` names each field.', ref('ValidationFailed')),
  RateLimited: json(
    'Too many requests for this user or token; retry after the given seconds.',
    ref('Detail'),
    retryAfter,
  ),
};

export const securitySchemes = {
  bearer: {
    type: 'http',
    scheme: 'bearer',
    description:
      'A personal access token (`clg_…`, created in Settings → Access Tokens or with POST /api/access-tokens) ' +
      'or a session token from POST /api/auth/login.',
  },
};
