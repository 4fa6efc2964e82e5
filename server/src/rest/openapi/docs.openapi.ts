import type { OpenApiModule } from './openapi-types';

export const docsOpenApi: OpenApiModule = {
  tag: { name: 'docs', description: 'This description and its readable page.' },
  paths: {
    '/api/openapi.json': {
      get: {
        operationId: 'openApiDocument',
        summary: 'This OpenAPI 3.1 document',
        tags: ['docs'],
        security: [],
        responses: {
          '200': { description: 'The document.', content: { 'application/json': { schema: { type: 'object' } } } },
        },
      },
    },
    '/api/docs': {
      get: {
        operationId: 'apiDocsPage',
        summary: 'The document as a readable page (bundled Swagger UI, no third-party requests)',
        tags: ['docs'],
        security: [],
        responses: { '200': { description: 'HTML.', content: { 'text/html': { schema: { type: 'string' } } } } },
      },
    },
  },
};
