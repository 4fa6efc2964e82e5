import type { OpenApiModule } from './openapi-types';
import { WRITE_ERRORS, detailJson, jsonBody, object } from './schema-helpers';

export const meOpenApi: OpenApiModule = {
  tag: { name: 'me', description: 'The signed-in user themself: leaving Candlog for good.' },
  paths: {
    '/api/me': {
      delete: {
        operationId: 'deleteMe',
        summary:
          'Delete the signed-in user and everything they own (one transaction, then their files); every session ends ' +
          'at once and a confirmation mail is sent. A session only (403 for an access token); 403 for the demo user.',
        tags: ['me'],
        requestBody: jsonBody(object({ password: { type: 'string' } })),
        responses: {
          '200': detailJson('Deleted.'),
          ...WRITE_ERRORS,
          '429': { $ref: '#/components/responses/RateLimited' },
        },
      },
    },
  },
};
