/** The small slice of OpenAPI 3.1 the REST modules describe themselves with (plain JSON Schema 2020-12 inside). */
export type JsonSchema = Record<string, unknown>;

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  /** Absent: the document's default (bearer). `[]`: public. */
  security?: Record<string, string[]>[];
  parameters?: Record<string, unknown>[];
  requestBody?: Record<string, unknown>;
  responses: Record<string, unknown>;
}

export type OpenApiPathItem = Partial<Record<'get' | 'post' | 'put' | 'delete', OpenApiOperation>>;

/** One REST module's part of the document (rest/openapi/<module>.ts): merged by openapi-document.ts. */
export interface OpenApiModule {
  tag: { name: string; description: string };
  paths: Record<string, OpenApiPathItem>;
  schemas?: Record<string, JsonSchema>;
}
