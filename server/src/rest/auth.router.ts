import express, { Router } from 'express';
import { ValidationError } from '../errors';
import type { AppServices } from '../app-services';
import { AUTH_MESSAGES, isEmail, MIN_PASSWORD_LENGTH } from '../modules/auth/auth-messages';
import { requireAuth } from './rest-errors';
import { requireViewer } from './require-viewer';
import { bodyOf, optText } from './request-body';
import { sessionJson, strategyJson, userJson } from './serializers';

const TRUE_FORM_VALUES = new Set(['true', '1', 'on', 'yes']);

/** /api/auth/*: the OAuth2-style password login and the account's own settings. */
export function authRouter(services: AppServices): Router {
  const router = Router();
  const form = express.urlencoded({ extended: false, limit: '16kb' });

  router.post('/login', form, async (req, res) => {
    const body = bodyOf(req);
    const email = (optText(body, 'username') ?? '').trim();
    const password = optText(body, 'password') ?? '';
    const errors: Record<string, string> = {};
    if (!email) errors.username = 'Email is required';
    else if (!isEmail(email)) errors.username = 'Invalid email address';
    if (!password) errors.password = AUTH_MESSAGES.passwordRequired;
    else if (password.length < MIN_PASSWORD_LENGTH) errors.password = AUTH_MESSAGES.passwordTooShort;
    if (Object.keys(errors).length) throw new ValidationError(errors);
    const remember = TRUE_FORM_VALUES.has(String(body.remember_me ?? body.rememberMe ?? '').toLowerCase());
    const { token } = await services.auth.login(email, password, remember, req.ip ?? 'unknown', req.get('user-agent'));
    res.json({ access_token: token, token_type: 'bearer' });
  });

  // Answers the user, not a token (the original API's shape): no session starts here.
  router.post('/register', async (req, res) => {
    const body = bodyOf(req);
    const user = await services.auth.createUser({
      email: optText(body, 'email') ?? '',
      username: optText(body, 'username') ?? '',
      password: optText(body, 'password') ?? '',
    });
    res.status(201).json(userJson(user));
  });

  router.post('/password-reset/request', async (req, res) => {
    await services.passwordReset.request(optText(bodyOf(req), 'email') ?? '', req.ip ?? 'unknown');
    res.json({ detail: 'If the email exists, a password reset link has been sent. Please check your email.' });
  });

  router.post('/password-reset/confirm', async (req, res) => {
    const body = bodyOf(req);
    await services.passwordReset.complete(optText(body, 'token') ?? '', optText(body, 'new_password') ?? '');
    res.json({ detail: 'Password has been reset' });
  });

  router.get('/me', requireAuth, async (req, res) => {
    res.json(userJson(await services.users.get(requireViewer(req))));
  });

  router.post('/verify-password', requireAuth, async (req, res) => {
    const ok = await services.auth.verifyPassword(
      requireViewer(req),
      optText(bodyOf(req), 'password') ?? '',
      req.ip ?? 'unknown',
    );
    // Not 401: the spec's client signs out on any 401.
    if (!ok) throw new ValidationError({ password: AUTH_MESSAGES.incorrectPassword });
    res.json({ valid: true });
  });

  router.post('/change-password', requireAuth, async (req, res) => {
    const body = bodyOf(req);
    const token = await services.auth.changePassword(
      requireViewer(req),
      optText(body, 'current_password') ?? '',
      optText(body, 'new_password') ?? '',
      req.ip ?? 'unknown',
    );
    // Older tokens are revoked; the caller continues with this one.
    res.json({ detail: 'Password changed successfully', access_token: token, token_type: 'bearer' });
  });

  router.post('/logout', requireAuth, async (req, res) => {
    await services.sessions.logout(requireViewer(req));
    res.json({ detail: 'Signed out' });
  });

  router.get('/sessions', requireAuth, async (req, res) => {
    res.json((await services.sessions.list(requireViewer(req))).map(sessionJson));
  });

  router.post('/sessions/revoke-others', requireAuth, async (req, res) => {
    res.json({
      revoked: await services.sessions.revokeOthers(requireViewer(req)),
      detail: 'Signed out everywhere else',
    });
  });

  router.delete('/sessions/:id', requireAuth, async (req, res) => {
    res.json({
      id: await services.sessions.revoke(requireViewer(req), String(req.params.id)),
      detail: 'Session signed out',
    });
  });

  router.put('/timezone', requireAuth, async (req, res) => {
    res.json(userJson(await services.users.updateTimezone(requireViewer(req), optText(bodyOf(req), 'timezone') ?? '')));
  });

  router.get('/strategies', requireAuth, async (req, res) => {
    res.json((await services.strategies.list(requireViewer(req))).map(strategyJson));
  });

  return router;
}
