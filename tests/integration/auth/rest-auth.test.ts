import fs from 'node:fs';
import path from 'node:path';
import jwt from 'jsonwebtoken';
import { rest, restLogin } from '../../support/api-client';
import { createUser, type TestUser } from '../../support/factories';
import { startTestApp, type TestApp } from '../../support/test-app';

// Project-level testTimeout is not applied under the root multi-project config; argon2 and
// a busy 2-core machine need more than jest's 5 s default.
jest.setTimeout(60000);

let app: TestApp;
let a: TestUser;

beforeAll(async () => {
  app = await startTestApp();
  a = await createUser(app);
});
afterAll(() => app?.close());

/** Reset mails are sent after the answer: wait for them, then read the outbox. */
async function readOutbox(): Promise<string[]> {
  await app.services.passwordReset.settled();
  if (!fs.existsSync(app.outboxDir)) return [];
  return fs
    .readdirSync(app.outboxDir)
    .sort()
    .map((f) => fs.readFileSync(path.join(app.outboxDir, f), 'utf8'));
}

describe('REST /api/auth', () => {
  it('logs in with the OAuth2 password form: HS256 token that expires in 12 h (30 days with remember me)', async () => {
    const res = await restLogin(app.baseUrl, a.email.toUpperCase(), a.password, { ip: '203.0.113.1' });
    expect(res.status).toBe(200);
    expect(res.body.token_type).toBe('bearer');
    const decoded = jwt.decode(res.body.access_token, { complete: true }) as jwt.Jwt & { payload: jwt.JwtPayload };
    expect(decoded.header.alg).toBe('HS256');
    expect(decoded.payload.exp! - decoded.payload.iat!).toBe(12 * 3600);
    const remembered = await restLogin(app.baseUrl, a.email, a.password, { ip: '203.0.113.1', rememberMe: true });
    const long = jwt.decode(remembered.body.access_token) as jwt.JwtPayload;
    expect(long.exp! - long.iat!).toBe(30 * 24 * 3600);
    const me = await rest(app.baseUrl, 'GET', '/api/auth/me', undefined, { token: res.body.access_token });
    expect(me.body).toMatchObject({ id: a.id, email: a.email, timezone: 'UTC' });
  });

  it('answers unknown email and wrong password alike', async () => {
    const unknown = await restLogin(app.baseUrl, 'nobody@example.com', 'whatever1', { ip: '203.0.113.2' });
    const wrong = await restLogin(app.baseUrl, a.email, 'whatever1', { ip: '203.0.113.2' });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body).toEqual({ detail: 'Incorrect email or password' });
  });

  it('validates the login form', async () => {
    const res = await restLogin(app.baseUrl, 'not-an-email', '123', { ip: '203.0.113.3' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      username: 'Invalid email address',
      password: 'Password must be at least 6 characters',
    });
    const empty = await restLogin(app.baseUrl, '', '', { ip: '203.0.113.3' });
    expect(empty.body.errors).toEqual({ username: 'Email is required', password: 'Password is required' });
  });

  it('rejects tokens with another algorithm, without exp, signed with another key, or without a live session of the user', async () => {
    const secret = app.services.config.jwtSecret;
    const noExp = jwt.sign({ sub: a.id, tv: 0 }, secret, { algorithm: 'HS256' });
    const hs512 = jwt.sign({ sub: a.id, tv: 0 }, secret, { algorithm: 'HS512', expiresIn: 600 });
    const otherKey = jwt.sign({ sub: a.id, tv: 0 }, 'x'.repeat(40), { algorithm: 'HS256', expiresIn: 600 });
    const expired = jwt.sign({ sub: a.id, tv: 0, exp: Math.floor(Date.now() / 1000) - 10 }, secret, {
      algorithm: 'HS256',
    });
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify({ sub: a.id, tv: 0, exp: 9999999999 })).toString('base64url')}.`;
    for (const token of [noExp, hs512, otherKey, expired, unsigned]) {
      expect((await rest(app.baseUrl, 'GET', '/api/auth/me', undefined, { token })).status).toBe(401);
    }
    // Well signed, but naming no session (a token from before sessions existed) or one that is not the user's live one.
    const sid = (jwt.decode(a.token) as jwt.JwtPayload).sid as string;
    const noSession = jwt.sign({ sub: a.id, tv: 0 }, secret, { algorithm: 'HS256', expiresIn: 600 });
    const unknownSession = jwt.sign({ sub: a.id, tv: 0, sid: '00000000-0000-4000-8000-000000000000' }, secret, {
      algorithm: 'HS256',
      expiresIn: 600,
    });
    const notUuid = jwt.sign({ sub: a.id, tv: 0, sid: 'x' }, secret, { algorithm: 'HS256', expiresIn: 600 });
    const otherUser = await createUser(app);
    const someoneElses = jwt.sign({ sub: otherUser.id, tv: 0, sid }, secret, { algorithm: 'HS256', expiresIn: 600 });
    for (const token of [noSession, unknownSession, notUuid, someoneElses]) {
      expect((await rest(app.baseUrl, 'GET', '/api/auth/me', undefined, { token })).status).toBe(401);
    }
    const good = jwt.sign({ sub: a.id, tv: 0, sid }, secret, { algorithm: 'HS256', expiresIn: 600 });
    expect((await rest(app.baseUrl, 'GET', '/api/auth/me', undefined, { token: good })).status).toBe(200);
  });

  it('throttles after 10 failures in 15 minutes per account and IP (429 {detail}, Retry-After), even with the right password', async () => {
    const victim = await createUser(app);
    for (let i = 0; i < 10; i++) {
      expect((await restLogin(app.baseUrl, victim.email, 'wrong-pass', { ip: '203.0.113.100' })).status).toBe(401);
    }
    const blocked = await restLogin(app.baseUrl, victim.email, victim.password, { ip: '203.0.113.100' });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ detail: 'Too many attempts. Please try again later.' });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('throttles per IP across accounts (30), and counts verify-password failures', async () => {
    const ip = '203.0.113.77';
    for (let i = 0; i < 30; i++) await restLogin(app.baseUrl, `ghost${i}@example.com`, 'wrong-pass', { ip });
    expect((await restLogin(app.baseUrl, a.email, a.password, { ip })).status).toBe(429);
    const c = await createUser(app);
    for (let i = 0; i < 10; i++) {
      expect(
        (
          await rest(
            app.baseUrl,
            'POST',
            '/api/auth/verify-password',
            { password: 'bad-guess' },
            { token: c.token, ip: '198.51.100.1' },
          )
        ).status,
      ).toBe(422);
    }
    const blocked = await rest(
      app.baseUrl,
      'POST',
      '/api/auth/verify-password',
      { password: c.password },
      { token: c.token, ip: '198.51.100.1' },
    );
    expect(blocked.status).toBe(429);
  });

  it('changes the password: old tokens are revoked, the new one works; messages per spec', async () => {
    const u = await createUser(app);
    const short = await rest(
      app.baseUrl,
      'POST',
      '/api/auth/change-password',
      { current_password: u.password, new_password: '12345' },
      { token: u.token },
    );
    expect(short.status).toBe(422);
    expect(short.body.detail).toBe('Password must be at least 6 characters');
    const wrong = await rest(
      app.baseUrl,
      'POST',
      '/api/auth/change-password',
      { current_password: 'not-it!', new_password: 'new-secret' },
      { token: u.token },
    );
    expect(wrong.body.detail).toBe('Current password is incorrect');
    const ok = await rest(
      app.baseUrl,
      'POST',
      '/api/auth/change-password',
      { current_password: u.password, new_password: 'new-secret' },
      { token: u.token },
    );
    expect(ok.status).toBe(200);
    expect((await rest(app.baseUrl, 'GET', '/api/auth/me', undefined, { token: u.token })).status).toBe(401);
    expect((await rest(app.baseUrl, 'GET', '/api/auth/me', undefined, { token: ok.body.access_token })).status).toBe(
      200,
    );
    expect((await restLogin(app.baseUrl, u.email, 'new-secret', { ip: '203.0.113.50' })).status).toBe(200);
  });

  it('password reset: same answer for any email; hashed single-use 1 h token mailed to the outbox', async () => {
    const u = await createUser(app);
    const known = await rest(app.baseUrl, 'POST', '/api/auth/password-reset/request', { email: u.email });
    const unknown = await rest(app.baseUrl, 'POST', '/api/auth/password-reset/request', {
      email: 'nobody@example.com',
    });
    expect(known.status).toBe(200);
    expect(unknown).toMatchObject({ status: 200, body: known.body });
    const mail = (await readOutbox()).find((m) => m.includes(`To: ${u.email}`))!;
    const token = /reset-password\?token=([\w-]+)/.exec(mail)![1];
    const [row] = await app.db.dataSource.query(
      `SELECT token_hash, extract(epoch FROM expires_at - created_at)::float AS ttl FROM password_reset_tokens WHERE user_id = $1`,
      [u.id],
    );
    expect(row.token_hash).not.toContain(token);
    expect(Math.abs(row.ttl - 3600)).toBeLessThan(5);
    const short = await rest(app.baseUrl, 'POST', '/api/auth/password-reset/confirm', { token, new_password: 'abc' });
    expect(short.body.detail).toBe('Password must be at least 6 characters');
    expect(
      (await rest(app.baseUrl, 'POST', '/api/auth/password-reset/confirm', { token, new_password: 'brand-new-pw' }))
        .status,
    ).toBe(200);
    const reused = await rest(app.baseUrl, 'POST', '/api/auth/password-reset/confirm', {
      token,
      new_password: 'another-pw',
    });
    expect(reused.status).toBe(422);
    expect(reused.body.detail).toBe('This password reset link is invalid or has expired');
    expect((await restLogin(app.baseUrl, u.email, 'brand-new-pw', { ip: '203.0.113.60' })).status).toBe(200);
    expect((await rest(app.baseUrl, 'GET', '/api/auth/me', undefined, { token: u.token })).status).toBe(401);
  });

  it('refuses an expired reset token', async () => {
    const u = await createUser(app);
    await rest(app.baseUrl, 'POST', '/api/auth/password-reset/request', { email: u.email });
    const token = /reset-password\?token=([\w-]+)/.exec(
      (await readOutbox()).find((m) => m.includes(`To: ${u.email}`))!,
    )![1];
    await app.db.dataSource.query(
      `UPDATE password_reset_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1`,
      [u.id],
    );
    expect(
      (await rest(app.baseUrl, 'POST', '/api/auth/password-reset/confirm', { token, new_password: 'brand-new-pw' }))
        .status,
    ).toBe(422);
  });

  it('keeps registration closed by default', async () => {
    const res = await rest(app.baseUrl, 'POST', '/api/auth/register', {
      email: 'new@example.com',
      username: 'New',
      password: 'secret1',
    });
    expect(res.status).toBe(403);
    expect(res.body.detail).toBe('Registration is not open yet');
    expect(await app.services.users.findByEmail('new@example.com')).toBeNull();
  });

  it('answers 401 on the signed-in routes without a token', async () => {
    for (const [method, p] of [
      ['GET', '/api/auth/me'],
      ['POST', '/api/auth/verify-password'],
      ['POST', '/api/auth/change-password'],
      ['GET', '/api/auth/strategies'],
    ]) {
      const res = await rest(app.baseUrl, method, p, method === 'POST' ? {} : undefined);
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe('Bearer');
    }
  });
});

describe('REST /api/auth/register when REGISTRATION_OPEN=true', () => {
  let open: TestApp;
  beforeAll(async () => {
    open = await startTestApp({ REGISTRATION_OPEN: 'true' });
  });
  afterAll(() => open?.close());

  it('registers, validates and refuses a taken email', async () => {
    const res = await rest(open.baseUrl, 'POST', '/api/auth/register', {
      email: 'New@Example.com',
      username: 'New',
      password: 'secret-one',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ email: 'new@example.com', username: 'New' });
    const again = await rest(open.baseUrl, 'POST', '/api/auth/register', {
      email: 'new@example.com',
      username: 'New',
      password: 'secret-one',
    });
    expect(again.body.detail).toBe('An account with this email already exists');
    const bad = await rest(open.baseUrl, 'POST', '/api/auth/register', { email: 'x', username: '', password: '1' });
    expect(bad.body.errors).toEqual({
      email: 'Enter a valid email address',
      username: 'Username is required',
      password: 'Password must be at least 6 characters',
    });
  });
});
