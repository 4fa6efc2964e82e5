import { codeOf, gql } from '../../support/api-client';
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

const LOGIN = `mutation($email: String!, $password: String!, $rememberMe: Boolean) {
  login(email: $email, password: $password, rememberMe: $rememberMe) { token user { id email timezone timezoneSet isDemo } } }`;

describe('GraphQL auth', () => {
  it('login → token that `me` accepts; anonymous `me` is null', async () => {
    const res = await gql(app.baseUrl, LOGIN, { email: a.email, password: a.password }, { ip: '192.0.2.1' });
    expect(res.data.login.user).toMatchObject({
      id: a.id,
      email: a.email,
      timezone: 'UTC',
      timezoneSet: false,
      isDemo: false,
    });
    const me = await gql(app.baseUrl, '{ me { id username } }', {}, { token: res.data.login.token });
    expect(me.data.me).toEqual({ id: a.id, username: 'Trader' });
    expect((await gql(app.baseUrl, '{ me { id } }')).data).toEqual({ me: null });
  });

  it('bad credentials: UNAUTHENTICATED; after 10 failures from one IP: RATE_LIMITED there', async () => {
    const u = await createUser(app);
    const wrong = await gql(app.baseUrl, LOGIN, { email: u.email, password: 'nope-nope' }, { ip: '192.0.2.2' });
    expect(codeOf(wrong)).toBe('UNAUTHENTICATED');
    expect(wrong.errors![0].message).toBe('Incorrect email or password');
    for (let i = 0; i < 9; i++)
      await gql(app.baseUrl, LOGIN, { email: u.email, password: 'nope-nope' }, { ip: '192.0.2.2' });
    expect(codeOf(await gql(app.baseUrl, LOGIN, { email: u.email, password: u.password }, { ip: '192.0.2.2' }))).toBe(
      'RATE_LIMITED',
    );
  });

  it('verifyPassword, changePassword (revokes old tokens), updateTimezone', async () => {
    const u = await createUser(app);
    expect(
      (await gql(app.baseUrl, 'mutation { verifyPassword(password: "wrong-one") }', {}, { token: u.token })).data,
    ).toEqual({ verifyPassword: false });
    expect(
      (
        await gql(
          app.baseUrl,
          `mutation($p: String!) { verifyPassword(password: $p) }`,
          { p: u.password },
          { token: u.token },
        )
      ).data,
    ).toEqual({ verifyPassword: true });
    const short = await gql(
      app.baseUrl,
      'mutation { changePassword(currentPassword: "x", newPassword: "123") { token } }',
      {},
      { token: u.token },
    );
    expect(codeOf(short)).toBe('BAD_USER_INPUT');
    expect(short.errors![0].extensions!.fieldErrors).toEqual({ newPassword: 'Password must be at least 6 characters' });
    const zone = await gql(
      app.baseUrl,
      'mutation { updateTimezone(timezone: "America/New_York") { timezone timezoneSet } }',
      {},
      { token: u.token },
    );
    expect(zone.data.updateTimezone).toEqual({ timezone: 'America/New_York', timezoneSet: true });
    const badZone = await gql(
      app.baseUrl,
      'mutation { updateTimezone(timezone: "Mars/Olympus") { timezone } }',
      {},
      { token: u.token },
    );
    expect(badZone.errors![0].extensions!.fieldErrors).toEqual({ timezone: 'Unknown time zone' });
    const changed = await gql(
      app.baseUrl,
      `mutation($c: String!) { changePassword(currentPassword: $c, newPassword: "next-secret") { token user { id } } }`,
      { c: u.password },
      { token: u.token },
    );
    expect(changed.data.changePassword.user).toEqual({ id: u.id });
    expect(codeOf(await gql(app.baseUrl, 'mutation { verifyPassword(password: "x") }', {}, { token: u.token }))).toBe(
      'UNAUTHENTICATED',
    );
    // The fresh token keeps the caller signed in (it used to answer `true` and sign them out).
    const me = await gql(app.baseUrl, '{ me { id } }', {}, { token: changed.data.changePassword.token });
    expect(me.data).toEqual({ me: { id: u.id } });
  });

  it('requestPasswordReset is always true; resetPassword refuses a bad token', async () => {
    expect((await gql(app.baseUrl, 'mutation { requestPasswordReset(email: "nobody@example.com") }')).data).toEqual({
      requestPasswordReset: true,
    });
    expect(
      (await gql(app.baseUrl, `mutation($e: String!) { requestPasswordReset(email: $e) }`, { e: a.email })).data,
    ).toEqual({ requestPasswordReset: true });
    const bad = await gql(app.baseUrl, 'mutation { resetPassword(token: "forged", newPassword: "whatever1") }');
    expect(bad.errors![0].extensions!.fieldErrors).toEqual({
      token: 'This password reset link is invalid or has expired',
    });
  });

  it('register is refused while registration is closed', async () => {
    const res = await gql(
      app.baseUrl,
      'mutation { register(input: {email: "n@example.com", username: "n", password: "secret1"}) { token } }',
    );
    expect(codeOf(res)).toBe('FORBIDDEN');
  });

  it('signed-in operations answer UNAUTHENTICATED without a token', async () => {
    for (const op of [
      '{ strategies { id } }',
      'mutation { verifyPassword(password: "x") }',
      'mutation { changePassword(currentPassword: "a", newPassword: "bbbbbb") { token } }',
      'mutation { updateTimezone(timezone: "UTC") { id } }',
    ]) {
      expect(codeOf(await gql(app.baseUrl, op))).toBe('UNAUTHENTICATED');
    }
  });
});

describe('GraphQL register when REGISTRATION_OPEN=true', () => {
  let open: TestApp;
  beforeAll(async () => {
    open = await startTestApp({ REGISTRATION_OPEN: '1' });
  });
  afterAll(() => open?.close());

  it('registers and signs in; field errors for bad input', async () => {
    const REGISTER = `mutation($input: RegisterInput!) { register(input: $input) { token user { email username } } }`;
    const ok = await gql(open.baseUrl, REGISTER, {
      input: { email: 'Fresh@Example.com', username: 'Fresh', password: 'secret-one' },
    });
    expect(ok.data.register.user).toEqual({ email: 'fresh@example.com', username: 'Fresh' });
    const me = await gql(open.baseUrl, '{ me { email } }', {}, { token: ok.data.register.token });
    expect(me.data.me).toEqual({ email: 'fresh@example.com' });
    const bad = await gql(open.baseUrl, REGISTER, { input: { email: 'nope', username: ' ', password: '123' } });
    expect(bad.errors![0].extensions!.fieldErrors).toEqual({
      email: 'Enter a valid email address',
      username: 'Username is required',
      password: 'Password must be at least 6 characters',
    });
  });
});
