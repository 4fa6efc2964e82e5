// Issue 18 item 4: the password throttle under parallel bursts, its storage bounds, TRUST_PROXY,
// and the real user not locked out by someone else's wrong passwords.
import { Router } from 'express';
import { gql, restLogin } from '../../support/api-client';
import { createUser } from '../../support/factories';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createApp } from '../../../server/src/http/app';
import { PgThrottleStore } from '../../../server/src/modules/auth/throttle/pg-throttle-store';

jest.setTimeout(120_000);

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const LOGIN = `mutation($email: String!, $password: String!) { login(email: $email, password: $password) { token } }`;

describe('password throttle', () => {
  it('a parallel burst of 40 wrong passwords gets exactly 10 checked; the rest are 429', async () => {
    const victim = await createUser(app);
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => restLogin(app.baseUrl, victim.email, 'wrong-pass', { ip: '203.0.113.10' })),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30);
  });

  it('ten wrong passwords from an attacker do not lock the real user out from their own address', async () => {
    const victim = await createUser(app);
    for (let i = 0; i < 12; i++) await restLogin(app.baseUrl, victim.email, 'wrong-pass', { ip: '203.0.113.20' });
    expect((await restLogin(app.baseUrl, victim.email, victim.password, { ip: '203.0.113.20' })).status).toBe(429);
    expect((await restLogin(app.baseUrl, victim.email, victim.password, { ip: '198.51.100.20' })).status).toBe(200);
  });

  it('stores fixed-size hashed keys (a 300 KB e-mail costs one 64-character row) and deletes expired rows', async () => {
    const huge = `${'x'.repeat(300_000)}@example.com`;
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        gql(app.baseUrl, LOGIN, { email: `${i}${huge}`, password: 'wrong-pass' }, { ip: `203.0.113.${100 + i}` }),
      ),
    );
    const [stats] = await app.db.dataSource.query(
      `SELECT count(*)::int AS rows, max(length(key_hash))::int AS key_length, pg_total_relation_size('auth_throttle')::int AS bytes FROM auth_throttle`,
    );
    expect(stats.key_length).toBe(64);
    expect(stats.bytes).toBeLessThan(1024 * 1024);
    const [leak] = await app.db.dataSource.query(
      `SELECT count(*)::int AS n FROM auth_throttle WHERE key_hash LIKE '%xxxx%' OR key_hash LIKE '%@%'`,
    );
    expect(leak.n).toBe(0);

    await app.db.dataSource.query(`UPDATE auth_throttle SET window_ends_at = now() - interval '2 days'`);
    expect(await new PgThrottleStore(app.db.dataSource).deleteExpired()).toBe(stats.rows);
    const [left] = await app.db.dataSource.query(`SELECT count(*)::int AS n FROM auth_throttle`);
    expect(left.n).toBe(0);
  });
});

describe('TRUST_PROXY', () => {
  it('trusts only loopback by default: a private-network peer cannot forge its address', () => {
    const express = createApp(app.services, Router());
    const trusts = express.get('trust proxy fn') as (address: string, hop: number) => boolean;
    expect(app.services.config.trustProxy).toEqual(['loopback']);
    expect(trusts('127.0.0.1', 0)).toBe(true);
    for (const privatePeer of ['10.1.2.3', '172.17.0.2', '192.168.1.5', 'fd00::2', '169.254.1.1'])
      expect(trusts(privatePeer, 0)).toBe(false);
  });

  it('TRUST_PROXY=none ignores X-Forwarded-For: rotating it does not escape the per-IP limit', async () => {
    const untrusting = await startTestApp({ TRUST_PROXY: 'none' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 31; i++) {
        statuses.push(
          (await restLogin(untrusting.baseUrl, `ghost${i}@example.com`, 'wrong-pass', { ip: `198.18.0.${i + 1}` }))
            .status,
        );
      }
      expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
      expect(statuses[30]).toBe(429);
    } finally {
      await untrusting.close();
    }
  });
});
