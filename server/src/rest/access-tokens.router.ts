import { Router } from 'express';
import type { AppServices } from '../app-services';
import type { AccessTokenEntity } from '../db/entities';
import type { AccessTokenScope } from '../db/entities/access-token.entity';
import { ValidationError } from '../errors';
import { viewerOf } from './rest-errors';
import { bodyOf, optText } from './request-body';

/** REST names the scopes as the Settings screen does; GraphQL as enum values. */
const REST_SCOPES: Record<string, AccessTokenScope> = { read: 'READ', 'read-write': 'READ_WRITE' };
const restScope = (scope: AccessTokenScope) => (scope === 'READ' ? 'read' : 'read-write');

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

export function accessTokenJson(t: AccessTokenEntity) {
  return {
    id: t.id,
    name: t.name,
    scope: restScope(t.scope),
    created_at: iso(t.createdAt),
    last_used_at: iso(t.lastUsedAt),
    expires_at: iso(t.expiresAt),
  };
}

/** /api/access-tokens: list, create (the secret is in this answer only), revoke — sessions only. */
export function accessTokensRouter(services: AppServices): Router {
  const router = Router();
  router.get('/', async (req, res) => {
    res.json((await services.accessTokens.list(viewerOf(req))).map(accessTokenJson));
  });
  router.post('/', async (req, res) => {
    const body = bodyOf(req);
    const scopeText = optText(body, 'scope');
    const scope = scopeText ? REST_SCOPES[scopeText] : undefined;
    if (scopeText && !scope) throw new ValidationError({ scope: "scope must be 'read' or 'read-write'" });
    const created = await services.accessTokens.create(viewerOf(req), {
      name: optText(body, 'name'),
      scope: scope ?? null,
      expiresAt: optText(body, 'expires_at'),
    });
    res.status(201).json({ secret: created.secret, access_token: accessTokenJson(created.accessToken) });
  });
  router.delete('/:id', async (req, res) => {
    res.json({ id: await services.accessTokens.revoke(viewerOf(req), req.params.id), detail: 'Access token revoked' });
  });
  return router;
}
