/** Small HTTP helpers for the integration tests: REST calls and GraphQL operations. */
import type { Json } from './json';

export interface HttpAnswer<T = Json> {
  status: number;
  body: T;
  headers: Headers;
}

export interface CallOptions {
  token?: string;
  /** A client address (the app trusts X-Forwarded-For from loopback), for throttling tests. */
  ip?: string;
  headers?: Record<string, string>;
}

function headersFor(opts: CallOptions, extra: Record<string, string> = {}): Record<string, string> {
  return {
    ...(opts.token ? { Authorization: `Bearer ${opts.token}` } : {}),
    ...(opts.ip ? { 'X-Forwarded-For': opts.ip } : {}),
    ...extra,
    ...opts.headers,
  };
}

async function answer(res: Response): Promise<HttpAnswer> {
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: keep the text
  }
  return { status: res.status, body, headers: res.headers };
}

export async function rest(
  baseUrl: string,
  method: string,
  path: string,
  body?: unknown,
  opts: CallOptions = {},
): Promise<HttpAnswer> {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: headersFor(opts, body === undefined ? {} : { 'Content-Type': 'application/json' }),
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return answer(res);
}

export async function restLogin(
  baseUrl: string,
  email: string,
  password: string,
  opts: CallOptions & { rememberMe?: boolean } = {},
) {
  const form = new URLSearchParams({ username: email, password, ...(opts.rememberMe ? { remember_me: 'true' } : {}) });
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: headersFor(opts, { 'Content-Type': 'application/x-www-form-urlencoded' }),
    body: form.toString(),
  });
  return answer(res);
}

export interface GraphQLAnswer<T = Json> {
  status: number;
  headers: Headers;
  data?: T;
  errors?: Array<{ message: string; extensions?: { code?: string; fieldErrors?: Record<string, string> } }>;
}

export async function gql<T = Json>(
  baseUrl: string,
  query: string,
  variables: Record<string, unknown> = {},
  opts: CallOptions = {},
): Promise<GraphQLAnswer<T>> {
  const res = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: headersFor(opts, { 'Content-Type': 'application/json' }),
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: T; errors?: GraphQLAnswer['errors'] };
  return { status: res.status, headers: res.headers, data: body.data, errors: body.errors };
}

/** The code of the first GraphQL error (for `expect(codeOf(r)).toBe('NOT_FOUND')`). */
export function codeOf(r: GraphQLAnswer): string | undefined {
  return r.errors?.[0]?.extensions?.code;
}
