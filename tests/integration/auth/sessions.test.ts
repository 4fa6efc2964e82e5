import { gql, rest, restLogin } from '../../support/api-client';
import { accountPayload, createUser, tradePayload, type TestUser } from '../../support/factories';
import { collect, liveClient, until, type LiveClient } from '../../support/live-client';
import { startTestApp, type TestApp } from '../../support/test-app';

// Issue 29 item 2: signing out ends the session on the server. A token whose session was signed
// out (itself, from another device, or by "sign out everywhere else") is refused at once on REST,
// GraphQL and the live socket; the list shows the user's own live sessions only.
jest.setTimeout(90_000);

const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.1; rv:132.0) Gecko/20100101 Firefox/132.0';

let app: TestApp;
const sockets: LiveClient[] = [];

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  for (const s of sockets) await s.client.dispose();
  await app?.close();
});

interface SessionJson {
  id: string;
  device: string;
  created_at: string;
  last_seen_at: string;
  current: boolean;
}

/** Another sign-in of `user`, from the browser `userAgent` names. */
async function signIn(user: TestUser, userAgent = CHROME_LINUX): Promise<string> {
  const res = await restLogin(app.baseUrl, user.email, user.password, {
    ip: '198.51.100.9',
    headers: { 'User-Agent': userAgent },
  });
  expect(res.status).toBe(200);
  return res.body.access_token;
}

const me = (token: string) => rest(app.baseUrl, 'GET', '/api/auth/me', undefined, { token });
const sessionsOf = async (token: string): Promise<SessionJson[]> => {
  const res = await rest(app.baseUrl, 'GET', '/api/auth/sessions', undefined, { token });
  expect(res.status).toBe(200);
  return res.body;
};
/** A signed-in-only GraphQL read: its error code, or null when it answered. */
async function graphqlRefusal(token: string): Promise<string | null> {
  const res = await gql(app.baseUrl, '{ accounts { id } }', {}, { token });
  return res.errors?.[0]?.extensions?.code ?? null;
}

describe('sign out (POST /api/auth/logout, mutation logout)', () => {
  it('makes the same token 401 on REST and UNAUTHENTICATED on GraphQL at once; other sessions keep working', async () => {
    const user = await createUser(app);
    const laptop = await signIn(user);
    // Served (and cached by the instance's viewer cache) before the sign-out.
    expect((await me(laptop)).status).toBe(200);
    expect(await graphqlRefusal(laptop)).toBeNull();

    const out = await rest(app.baseUrl, 'POST', '/api/auth/logout', undefined, { token: laptop });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ detail: 'Signed out' });
    expect((await me(laptop)).status).toBe(401);
    expect(await graphqlRefusal(laptop)).toBe('UNAUTHENTICATED');
    expect((await rest(app.baseUrl, 'POST', '/api/auth/logout', undefined, { token: laptop })).status).toBe(401);
    // The user's first session is another session: untouched.
    expect((await me(user.token)).status).toBe(200);
  });

  it('the GraphQL logout does the same', async () => {
    const user = await createUser(app);
    const token = await signIn(user);
    expect(await graphqlRefusal(token)).toBeNull();
    const out = await gql<{ logout: boolean }>(app.baseUrl, 'mutation { logout }', {}, { token });
    expect(out.data).toEqual({ logout: true });
    expect(await graphqlRefusal(token)).toBe('UNAUTHENTICATED');
    expect((await me(token)).status).toBe(401);
  });

  it('closes the live socket signed in with that session (4401) and refuses a new one', async () => {
    const user = await createUser(app);
    const phone = await signIn(user);
    const live = liveClient(app.baseUrl, phone);
    sockets.push(live);
    await new Promise<void>((resolve) => live.client.on('connected', () => resolve()));
    const other = liveClient(app.baseUrl, user.token);
    sockets.push(other);
    await new Promise<void>((resolve) => other.client.on('connected', () => resolve()));

    expect((await rest(app.baseUrl, 'POST', '/api/auth/logout', undefined, { token: phone })).status).toBe(200);
    expect(await live.closed).toBe(4401);
    const again = liveClient(app.baseUrl, phone);
    sockets.push(again);
    expect(await again.closed).toBe(4401);
    // The socket of the session still signed in stays open: it re-checked on the same revocation
    // and keeps delivering the user's events.
    const trades = collect<{ tradesChanged: { tradeId: string } }>(
      other.client,
      'subscription { tradesChanged { tradeId } }',
    );
    const account = (await rest(app.baseUrl, 'POST', '/api/accounts/', accountPayload(), { token: user.token })).body
      .id;
    for (let attempt = 0; attempt < 20 && trades.events.length === 0; attempt += 1) {
      await rest(app.baseUrl, 'POST', '/api/trades/', tradePayload(account), { token: user.token });
      await until(() => trades.events.length > 0, 1000, 'a trade event').catch(() => undefined);
    }
    expect(trades.events.length).toBeGreaterThan(0);
  });
});

describe('the list of sessions (GET /api/auth/sessions, query sessions)', () => {
  it('lists the live sessions, this one first and marked current, with a readable device', async () => {
    const user = await createUser(app);
    const chrome = await signIn(user, CHROME_LINUX);
    const firefox = await signIn(user, FIREFOX_MAC);
    const seen = await sessionsOf(firefox);
    expect(seen).toHaveLength(3); // createUser's sign-in, Chrome, Firefox
    expect(seen[0]).toMatchObject({ device: 'Firefox on macOS', current: true });
    expect(seen.filter((s) => s.current)).toHaveLength(1);
    expect(seen.map((s) => s.device)).toContain('Chrome on Linux');
    for (const s of seen) {
      expect(Number.isNaN(Date.parse(s.last_seen_at))).toBe(false);
      expect(Number.isNaN(Date.parse(s.created_at))).toBe(false);
    }
    const fromChrome = await gql<{ sessions: Array<{ id: string; device: string; current: boolean }> }>(
      app.baseUrl,
      '{ sessions { id device current lastSeenAt } }',
      {},
      { token: chrome },
    );
    expect(fromChrome.data!.sessions[0]).toMatchObject({ device: 'Chrome on Linux', current: true });
    expect(fromChrome.data!.sessions.map((s) => s.id).sort()).toEqual(seen.map((s) => s.id).sort());
  });

  it('marks a session seen when it is used, at most once a minute', async () => {
    const user = await createUser(app);
    const token = await signIn(user);
    const id = (await sessionsOf(token)).find((s) => s.current)!.id;
    const setLastSeen = (ago: string) =>
      app.services.dataSource.query(
        `UPDATE sessions SET last_seen_at = now() - $3::interval WHERE id = $1 AND user_id = $2`,
        [id, user.id, ago],
      );
    const lastSeen = async () => Date.parse((await sessionsOf(token)).find((s) => s.id === id)!.last_seen_at);
    // Used 30 s ago: not written again. Forgetting the instance's cached viewer makes the next
    // request ask PostgreSQL, as it does at least every 30 s per session.
    await setLastSeen('30 seconds');
    await app.services.viewers.revoke(user.id);
    expect(Date.now() - (await lastSeen())).toBeGreaterThanOrEqual(29_000);
    // Used 5 minutes ago: the next checked request marks it seen now.
    await setLastSeen('5 minutes');
    await app.services.viewers.revoke(user.id);
    expect(Date.now() - (await lastSeen())).toBeLessThan(20_000);
  });

  it('an access token can neither list nor sign out sessions (403)', async () => {
    const user = await createUser(app);
    const created = await rest(
      app.baseUrl,
      'POST',
      '/api/access-tokens',
      { name: 'script', scope: 'read-write' },
      { token: user.token },
    );
    const secret = created.body.secret as string;
    expect((await rest(app.baseUrl, 'GET', '/api/auth/sessions', undefined, { token: secret })).status).toBe(403);
    expect((await rest(app.baseUrl, 'POST', '/api/auth/logout', undefined, { token: secret })).status).toBe(403);
    expect(
      (await rest(app.baseUrl, 'POST', '/api/auth/sessions/revoke-others', undefined, { token: secret })).status,
    ).toBe(403);
    expect((await me(user.token)).status).toBe(200);
  });
});

describe('signing other sessions out', () => {
  it('DELETE /api/auth/sessions/{id} signs that session out; unknown or malformed ids are 404', async () => {
    const user = await createUser(app);
    const desk = await signIn(user);
    const tablet = await signIn(user, FIREFOX_MAC);
    const tabletId = (await sessionsOf(tablet)).find((s) => s.current)!.id;
    expect((await me(tablet)).status).toBe(200);

    const gone = await rest(app.baseUrl, 'DELETE', `/api/auth/sessions/${tabletId}`, undefined, { token: desk });
    expect(gone.status).toBe(200);
    expect(gone.body).toEqual({ id: tabletId, detail: 'Session signed out' });
    expect((await me(tablet)).status).toBe(401);
    expect((await me(desk)).status).toBe(200);
    expect((await sessionsOf(desk)).map((s) => s.id)).not.toContain(tabletId);

    for (const id of [tabletId, '00000000-0000-4000-8000-000000000000', 'not-a-uuid', '1%20OR%201=1']) {
      const res = await rest(app.baseUrl, 'DELETE', `/api/auth/sessions/${id}`, undefined, { token: desk });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ detail: 'Session not found' });
    }
    const bad = await gql(app.baseUrl, 'mutation { revokeSession(id: "nope") }', {}, { token: desk });
    expect(bad.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('sign out everywhere else keeps only this session (REST and GraphQL)', async () => {
    const user = await createUser(app);
    const a = await signIn(user);
    const b = await signIn(user, FIREFOX_MAC);
    const res = await rest(app.baseUrl, 'POST', '/api/auth/sessions/revoke-others', undefined, { token: a });
    expect(res.status).toBe(200);
    expect(res.body.revoked).toBe(2); // createUser's sign-in and b
    for (const token of [b, user.token]) expect((await me(token)).status).toBe(401);
    expect((await me(a)).status).toBe(200);
    const left = await sessionsOf(a);
    expect(left).toHaveLength(1);
    expect(left[0].current).toBe(true);

    const c = await signIn(user);
    const viaGraphql = await gql<{ revokeOtherSessions: number }>(
      app.baseUrl,
      'mutation { revokeOtherSessions }',
      {},
      { token: c },
    );
    expect(viaGraphql.data).toEqual({ revokeOtherSessions: 1 });
    expect((await me(a)).status).toBe(401);
    expect((await me(c)).status).toBe(200);
  });

  it('another user’s session id answers 404 and nothing changes', async () => {
    const alice = await createUser(app);
    const bob = await createUser(app);
    const aliceSessions = await sessionsOf(alice.token);
    const aliceId = aliceSessions[0].id;
    const res = await rest(app.baseUrl, 'DELETE', `/api/auth/sessions/${aliceId}`, undefined, { token: bob.token });
    expect(res.status).toBe(404);
    const viaGraphql = await gql(
      app.baseUrl,
      'mutation($id: ID!) { revokeSession(id: $id) }',
      { id: aliceId },
      {
        token: bob.token,
      },
    );
    expect(viaGraphql.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await me(alice.token)).status).toBe(200);
    expect(await sessionsOf(alice.token)).toEqual(aliceSessions);
    // Bob's list holds Bob's sessions only; his "everywhere else" leaves Alice alone.
    expect((await sessionsOf(bob.token)).map((s) => s.id)).not.toContain(aliceId);
    await rest(app.baseUrl, 'POST', '/api/auth/sessions/revoke-others', undefined, { token: bob.token });
    expect((await me(alice.token)).status).toBe(200);
  });

  it('a password change signs every other session out and keeps this one listed with its fresh token', async () => {
    const user = await createUser(app);
    const other = await signIn(user, FIREFOX_MAC);
    const before = await sessionsOf(user.token);
    const changed = await rest(
      app.baseUrl,
      'POST',
      '/api/auth/change-password',
      { current_password: user.password, new_password: 'a-brand-new-secret-9' },
      { token: user.token },
    );
    expect(changed.status).toBe(200);
    expect((await me(other)).status).toBe(401);
    expect((await me(user.token)).status).toBe(401); // the old token of this session: older version
    const fresh = changed.body.access_token as string;
    const after = await sessionsOf(fresh);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ id: before.find((s) => s.current)!.id, current: true });
  });
});
