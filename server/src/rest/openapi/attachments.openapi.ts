import type { OpenApiModule } from './openapi-types';
import {
  SIGNED_IN_ERRORS,
  WRITE_ERRORS,
  dateTime,
  deletedJson,
  errorRef,
  json,
  nullable,
  object,
  pathId,
  queryParam,
  ref,
} from './schema-helpers';

const tags = ['attachments'];
const binary = { type: 'string', format: 'binary' };
const privateHeaders = {
  'Cache-Control': { description: 'Always `private, no-store`.', schema: { type: 'string' } },
};
const target = [
  queryParam('trade_id', 'The trade’s images (or give `day`).'),
  queryParam('day', 'A day’s images, YYYY-MM-DD in the profile’s zone.'),
  queryParam('account_id', 'With `day`: the account’s entry; left out: the all-accounts entry.'),
];

export const attachmentsOpenApi: OpenApiModule = {
  tag: {
    name: 'attachments',
    description:
      'Screenshots on trades and days: PNG, JPEG or WebP up to 10 MB, 20 per trade or day; re-encoded without ' +
      'EXIF or GPS, with a WebP thumbnail; fetched by their owner only and never cached by shared proxies.',
  },
  schemas: {
    Attachment: object({
      id: { type: 'string', format: 'uuid' },
      content_type: { type: 'string', enum: ['image/png', 'image/jpeg', 'image/webp'] },
      bytes: { type: 'integer', description: 'Size of the stored (re-encoded) image.' },
      width: { type: 'integer' },
      height: { type: 'integer' },
      trade_id: nullable('string', { description: 'Null on a day’s image.' }),
      created_at: dateTime,
      url: { type: 'string', description: 'GET it with the bearer token.' },
      thumbnail_url: { type: 'string' },
    }),
  },
  paths: {
    '/api/attachments': {
      post: {
        operationId: 'uploadAttachment',
        summary: 'Attach an image to a trade or a day',
        tags,
        requestBody: {
          required: true,
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object',
                properties: {
                  file: { type: 'string', contentMediaType: 'application/octet-stream' },
                  trade_id: { type: 'string', format: 'uuid' },
                  day: { type: 'string', format: 'date', description: 'Instead of trade_id.' },
                  account_id: { type: 'string', format: 'uuid', description: 'With day: one account’s entry.' },
                },
                required: ['file'],
              },
            },
          },
        },
        responses: {
          '201': json('The stored image.', ref('Attachment')),
          '404': errorRef('NotFound'),
          '413': json('The file is larger than 10 MB.', ref('Detail')),
          ...WRITE_ERRORS,
        },
      },
      get: {
        operationId: 'listAttachments',
        summary: 'A trade’s or a day’s images, oldest first',
        tags,
        parameters: target,
        responses: {
          '200': json('Images.', { type: 'array', items: ref('Attachment') }),
          '404': errorRef('NotFound'),
          ...SIGNED_IN_ERRORS,
        },
      },
    },
    '/api/attachments/{id}': {
      get: {
        operationId: 'getAttachment',
        summary: 'The image’s bytes (owner only)',
        tags,
        parameters: [pathId('Attachment id.')],
        responses: {
          '200': {
            description: 'The image.',
            headers: privateHeaders,
            content: {
              'image/png': { schema: binary },
              'image/jpeg': { schema: binary },
              'image/webp': { schema: binary },
            },
          },
          '404': errorRef('NotFound'),
          ...SIGNED_IN_ERRORS,
        },
      },
      delete: {
        operationId: 'deleteAttachment',
        summary: 'Delete an image and its files',
        tags,
        parameters: [pathId('Attachment id.')],
        responses: { '200': deletedJson('Deleted.'), '404': errorRef('NotFound'), ...WRITE_ERRORS },
      },
    },
    '/api/attachments/{id}/thumbnail': {
      get: {
        operationId: 'getAttachmentThumbnail',
        summary: 'The image’s thumbnail (WebP, 480 px wide at most; owner only)',
        tags,
        parameters: [pathId('Attachment id.')],
        responses: {
          '200': {
            description: 'The thumbnail.',
            headers: privateHeaders,
            content: { 'image/webp': { schema: binary } },
          },
          '404': errorRef('NotFound'),
          ...SIGNED_IN_ERRORS,
        },
      },
    },
  },
};
