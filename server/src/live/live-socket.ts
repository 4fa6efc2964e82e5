import type { Server } from 'node:http';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { GraphQLError } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import jwt from 'jsonwebtoken';
import { WebSocketServer } from 'ws';
import type { AppServices } from '../app-services';
import { readSchema } from '../graphql/apollo';
import type { GraphQLContext } from '../graphql/context';
import { requestLoaders } from '../graphql/request-loaders';
import { resolvers } from '../graphql/resolvers';
import { stopAtDeadline } from '../graphql/deadline-resolvers';
import { checkSocketOperation, formatEvent, withEventDeadlines } from './socket-rules';
import { logger } from '../logger';
import { looksLikeAccessToken } from '../modules/auth/access-token-prefix';
import { configureSessionTokens, viewerForAuthorization, type SessionTokens } from '../modules/auth/session-tokens';
import type { Viewer } from '../modules/auth/viewer';

/** Close codes the client knows (graphql-ws keeps 4400–4499 for such reasons). */
export const LIVE_CLOSE = { unauthorized: 4401, forbidden: 4403, tooMany: 4429, tryAgainLater: 1013 } as const;

/** A socket carries small subscribe messages only. */
const MAX_MESSAGE_BYTES = 16 * 1024;
/** Subscriptions at once on one socket, and sockets at once per user on one instance. */
const MAX_SUBSCRIPTIONS_PER_SOCKET = 20;
const MAX_SOCKETS_PER_USER = 20;

interface SocketState {
  viewer: Viewer;
  subscriptions: number;
  stop: () => void;
}

/**
 * GraphQL subscriptions over graphql-ws on the same port and path as /graphql (issue 14).
 * Signed in by the same bearer token (a session or an access token), sent in connectionParams
 * { authorization }; the socket is closed (4401) when that token expires or is revoked (a password change publishes
 * 'sessions-revoked'; the socket re-checks its token then). Only subscriptions run here, under
 * the rules of POST /graphql and a per-event budget (socket-rules.ts): queries and mutations keep
 * HTTP, with its cost limits and rate limits.
 */
export function attachLiveSocket(server: Server, services: AppServices): { close(): Promise<void> } {
  // The resolvers POST /graphql runs (stopAtDeadline), with a deadline per event.
  const schema = makeExecutableSchema({
    typeDefs: readSchema(),
    resolvers: withEventDeadlines(stopAtDeadline(resolvers)) as never,
  });
  const tokens = configureSessionTokens(services.dataSource, services.config.jwtSecret);
  const wss = new WebSocketServer({ server, path: '/graphql', maxPayload: MAX_MESSAGE_BYTES });
  const socketsPerUser = new Map<string, number>();

  const cleanup = useServer<Record<string, unknown>, { state?: SocketState }>(
    {
      schema,
      onConnect: async (ctx) => {
        const authorization = bearer(ctx.connectionParams?.authorization ?? ctx.connectionParams?.Authorization);
        // A session JWT or a personal access token (clg_…): an analyst's script subscribes with
        // its token, READ scope included — subscriptions only read (issue 29 item 9).
        const credentialCheck = authorization ? credentialOf(authorization, tokens, services) : null;
        let viewer: Viewer | null;
        try {
          viewer = credentialCheck ? await credentialCheck() : null;
        } catch {
          // The token could not be checked (the database is down): not a sign-out. 1013 "try
          // again later" makes the client retry, as the HTTP side answers 503, not 401.
          ctx.extra.socket.close(LIVE_CLOSE.tryAgainLater, 'The server cannot check the session right now.');
          return false;
        }
        if (!viewer || !credentialCheck) {
          ctx.extra.socket.close(LIVE_CLOSE.unauthorized, 'Sign in again: the token is missing, expired or revoked.');
          return false;
        }
        const open = socketsPerUser.get(viewer.id) ?? 0;
        if (open >= MAX_SOCKETS_PER_USER) {
          ctx.extra.socket.close(LIVE_CLOSE.tooMany, 'Too many live connections for this user.');
          return false;
        }
        socketsPerUser.set(viewer.id, open + 1);
        const socket = ctx.extra.socket;
        const recheck = (why: string) =>
          void credentialCheck()
            .then((still) => {
              if (!still) socket.close(LIVE_CLOSE.unauthorized, why);
            })
            .catch(() => undefined);
        // A session closes at its JWT's exp; an access token's expiry (or deletion by any means)
        // is found by a re-check each minute.
        const expiry = viewer.accessToken
          ? setInterval(() => recheck('The access token expired or was revoked.'), TOKEN_RECHECK_MS)
          : setTimeout(
              () => socket.close(LIVE_CLOSE.unauthorized, 'The session expired.'),
              Math.min(msUntilExpiry(authorization!), 2 ** 31 - 1),
            );
        const unsubscribe = services.events.subscribe(viewer.id, (event) => {
          if (event.type === 'sessions-revoked') recheck('The session was revoked.');
        });
        const state: SocketState = {
          viewer,
          subscriptions: 0,
          stop: () => {
            clearTimeout(expiry);
            clearInterval(expiry);
            unsubscribe();
            const left = (socketsPerUser.get(viewer.id) ?? 1) - 1;
            if (left > 0) socketsPerUser.set(viewer.id, left);
            else socketsPerUser.delete(viewer.id);
          },
        };
        ctx.extra.state = state;
        return true;
      },
      onSubscribe: (ctx, _id, payload) => {
        const state = ctx.extra.state;
        if (!state) return [new GraphQLError('Not signed in.', { extensions: { code: 'UNAUTHENTICATED' } })];
        // The same validation, depth, alias, token, string and cost rules as POST /graphql.
        const checked = checkSocketOperation(schema, payload);
        if (!('document' in checked)) return [...checked];
        const { document } = checked;
        if (state.subscriptions >= MAX_SUBSCRIPTIONS_PER_SOCKET) {
          return [
            new GraphQLError('Too many subscriptions on this connection.', { extensions: { code: 'RATE_LIMITED' } }),
          ];
        }
        state.subscriptions += 1;
        const contextValue: GraphQLContext = {
          viewer: state.viewer,
          ip: ctx.extra.request.socket.remoteAddress ?? 'unknown',
          services,
          loaders: requestLoaders(services, state.viewer.id),
          analytics: services.analytics.forRequest(),
        };
        return {
          schema,
          document,
          variableValues: payload.variables ?? undefined,
          operationName: payload.operationName ?? undefined,
          contextValue,
        };
      },
      onNext: (_ctx, _id, _payload, _args, result) => formatEvent(result),
      onComplete: (ctx) => {
        if (ctx.extra.state) ctx.extra.state.subscriptions = Math.max(0, ctx.extra.state.subscriptions - 1);
      },
      onClose: (ctx) => {
        ctx.extra.state?.stop();
      },
    },
    wss,
    // Pings keep proxies (nginx's 60 s read timeout) from closing an idle socket.
    20_000,
  );
  wss.on('error', (error) => logger.warn(`live socket server: ${error.message}`));
  return {
    close: async () => {
      for (const client of wss.clients) client.close(1001, 'Server is shutting down.');
      await cleanup.dispose();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}

/** How often a socket opened with an access token re-checks it (its expiry is not in the token). */
const TOKEN_RECHECK_MS = 60_000;

/** The check of a socket's credential, run at connect and again on revocation. */
function credentialOf(
  authorization: string,
  tokens: SessionTokens,
  services: AppServices,
): () => Promise<Viewer | null> {
  const secret = authorization.replace(/^bearer\s+/i, '');
  if (looksLikeAccessToken(secret)) return () => services.accessTokens.authenticate(secret);
  return () => viewerForAuthorization(tokens, authorization);
}

/** "Bearer x", or the bare token; anything else is no token. */
function bearer(value: unknown): string | null {
  if (typeof value !== 'string' || !value.trim() || value.length > 4096) return null;
  return /^bearer\s/i.test(value) ? value.trim() : `Bearer ${value.trim()}`;
}

/** Milliseconds until the token's `exp` (already verified); a token without one lives an hour here. */
function msUntilExpiry(authorization: string): number {
  const decoded = jwt.decode(authorization.replace(/^bearer\s+/i, ''));
  const exp = decoded && typeof decoded === 'object' && typeof decoded.exp === 'number' ? decoded.exp : null;
  return exp === null ? 60 * 60 * 1000 : Math.max(0, exp * 1000 - Date.now());
}
