import type { ApolloServerPlugin } from '@apollo/server';
import type { Response } from 'express';
import { RETRY_AFTER_SECONDS, ServiceUnavailableError } from '../errors';

const CODE = 'SERVICE_UNAVAILABLE';

/** The token check could not reach the database: a GraphQL-shaped 503 the client can retry. */
export function sendGraphQLUnavailable(
  res: Response,
  error: ServiceUnavailableError = new ServiceUnavailableError(),
): void {
  res
    .status(503)
    .set('Retry-After', String(RETRY_AFTER_SECONDS))
    .json({
      errors: [{ message: error.message, extensions: { code: CODE, retryAfter: RETRY_AFTER_SECONDS } }],
    });
}

/**
 * A resolver that hit an unreachable database answers 503 with Retry-After (like REST), not 200:
 * proxies, monitors and the client all see "try again", never "signed out".
 */
export const serviceUnavailableStatus: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        if (response.body.kind !== 'single') return;
        if (!response.body.singleResult.errors?.some((e) => e.extensions?.code === CODE)) return;
        response.http.status = 503;
        response.http.headers.set('retry-after', String(RETRY_AFTER_SECONDS));
      },
    };
  },
};
