import type { JsonSchema } from './openapi-types';

/** Building blocks for the module files: references, nullable values, JSON bodies and the shared error answers. */
export const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });

/** A JSON Schema 2020-12 nullable scalar: `type: [t, 'null']`. */
export const nullable = (type: string, extra: JsonSchema = {}): JsonSchema => ({ type: [type, 'null'], ...extra });

export const dateTime: JsonSchema = { type: 'string', format: 'date-time' };
export const nullableDateTime: JsonSchema = { type: ['string', 'null'], format: 'date-time' };
export const uuid: JsonSchema = { type: 'string', format: 'uuid' };

/** An object whose listed properties are all required and no others allowed (answers are exact). */
export function object(properties: Record<string, JsonSchema>, optional: string[] = []): JsonSchema {
  return {
    type: 'object',
    properties,
    required: Object.keys(properties).filter((k) => !optional.includes(k)),
    additionalProperties: false,
  };
}

export function json(description: string, schema: JsonSchema, headers?: Record<string, unknown>) {
  return { description, ...(headers ? { headers } : {}), content: { 'application/json': { schema } } };
}

export const jsonBody = (schema: JsonSchema, required = true) => ({
  required,
  content: { 'application/json': { schema } },
});

export const errorRef = (name: string) => ({ $ref: `#/components/responses/${name}` });

/** The error answers most signed-in routes can give. */
export const SIGNED_IN_ERRORS = { '401': errorRef('Unauthenticated'), '422': errorRef('ValidationFailed') };
/** Plus 403 for writes (a READ access token). */
export const WRITE_ERRORS = { ...SIGNED_IN_ERRORS, '403': errorRef('Forbidden') };

export const pathId = (description: string) => ({
  name: 'id',
  in: 'path',
  required: true,
  description,
  schema: { type: 'string' },
});

export const queryParam = (name: string, description: string, schema: JsonSchema = { type: 'string' }) => ({
  name,
  in: 'query',
  required: false,
  description,
  schema,
});

export const detailJson = (description: string) => json(description, ref('Detail'));
export const deletedJson = (description: string) => json(description, ref('Deleted'));
