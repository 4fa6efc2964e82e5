// Issue 18 item 4 (reset and policy) and issue 12 item 13: reset links die with any password
// change, the request does not wait for the mail, it is rate-limited, weak passwords are refused,
// and without SMTP_URL (outside the embedded mode) no reset link reaches the log.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { logger } from '../../../server/src/logger';
import { rest, restLogin } from '../../support/api-client';
import { createUser } from '../../support/factories';
import { startTestApp, type TestApp } from '../../support/test-app';

jest.setTimeout(120_000);

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ REGISTRATION_OPEN: 'true' });
});
afterAll(() => app?.close());

async function resetTokenMailedTo(email: string): Promise<string> {
  await app.services.passwordReset.settled();
  const mail = fs
    .readdirSync(app.outboxDir)
    .map((f) => fs.readFileSync(path.join(app.outboxDir, f), 'utf8'))
    .find((m) => m.includes(`To: ${email}`))!;
  return /reset-password\?token=([\w-]+)/.exec(mail)![1];
}

describe('password reset', () => {
  it('a reset link mailed before a password change no longer works after it', async () => {
    const u = await createUser(app);
    await rest(app.baseUrl, 'POST', '/api/auth/password-reset/request', { email: u.email }, { ip: '203.0.113.1' });
    const token = await resetTokenMailedTo(u.email);
    const changed = await rest(
      app.baseUrl,
      'POST',
      '/api/auth/change-password',
      { current_password: u.password, new_password: 'changed-in-settings' },
      { token: u.token },
    );
    expect(changed.status).toBe(200);
    const late = await rest(app.baseUrl, 'POST', '/api/auth/password-reset/confirm', {
      token,
      new_password: 'attacker-choice',
    });
    expect(late.status).toBe(422);
    expect(late.body.detail).toBe('This password reset link is invalid or has expired');
    expect((await restLogin(app.baseUrl, u.email, 'changed-in-settings', { ip: '203.0.113.2' })).status).toBe(200);
  });

  it('rate-limits reset requests per e-mail (5 an hour) and per IP (20 an hour), for unknown addresses alike', async () => {
    const u = await createUser(app);
    const perEmail = [];
    for (let i = 0; i < 6; i++)
      perEmail.push(
        (
          await rest(
            app.baseUrl,
            'POST',
            '/api/auth/password-reset/request',
            { email: u.email },
            { ip: `198.18.1.${i + 1}` },
          )
        ).status,
      );
    expect(perEmail).toEqual([200, 200, 200, 200, 200, 429]);
    const perIp = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        rest(
          app.baseUrl,
          'POST',
          '/api/auth/password-reset/request',
          { email: `nobody${i}@example.com` },
          { ip: '198.18.2.1' },
        ),
      ),
    );
    expect(perIp.filter((r) => r.status === 200)).toHaveLength(20);
    expect(perIp.filter((r) => r.status === 429)).toHaveLength(5);
  });

  it('answers before the mail is sent: a mail server that never replies does not hold up the answer', async () => {
    const open = new Set<net.Socket>();
    let connected!: () => void;
    const firstConnection = new Promise<void>((resolve) => {
      connected = resolve;
    });
    // Greets, then never answers a command: a mailer waits for its socket timeout (minutes).
    const silentSmtp = net.createServer((socket) => {
      socket.write('220 silent.test ESMTP\r\n');
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      connected();
    });
    await new Promise<void>((resolve) => silentSmtp.listen(0, '127.0.0.1', resolve));
    const port = (silentSmtp.address() as net.AddressInfo).port;
    const slowMail = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    try {
      const u = await createUser(slowMail);
      const answer = rest(
        slowMail.baseUrl,
        'POST',
        '/api/auth/password-reset/request',
        { email: u.email },
        { ip: '203.0.113.3' },
      );
      await firstConnection;
      expect((await answer).status).toBe(200);
      // The mail is still in flight (its connection open, its EHLO unanswered) when the answer is
      // here; a request that waited for the mail would hang until the mailer gave up.
      expect(open.size).toBe(1);
    } finally {
      for (const socket of open) socket.destroy();
      await slowMail.services.passwordReset.settled();
      await slowMail.close();
      silentSmtp.close();
    }
  });
});

describe('password policy', () => {
  it('refuses the most common passwords and the e-mail itself, with clear messages, on register, change and reset', async () => {
    const register = (password: string, email = 'policy@example.com') =>
      rest(app.baseUrl, 'POST', '/api/auth/register', { email, username: 'Policy', password });
    const common = await register('123456');
    expect(common.status).toBe(422);
    expect(common.body.errors).toEqual({ password: 'Password is too common. Choose one that is harder to guess' });
    expect((await register('Password1')).body.errors).toEqual({
      password: 'Password is too common. Choose one that is harder to guess',
    });
    expect((await register('policy@example.com')).body.errors).toEqual({
      password: 'Password must not be your email address',
    });
    expect((await register('Policy')).body.errors).toEqual({ password: 'Password must not be your email address' });
    expect((await register('12345')).body.errors).toEqual({ password: 'Password must be at least 6 characters' });
    expect(await app.services.users.findByEmail('policy@example.com')).toBeNull();

    const u = await createUser(app);
    const change = await rest(
      app.baseUrl,
      'POST',
      '/api/auth/change-password',
      { current_password: u.password, new_password: 'qwerty123' },
      { token: u.token },
    );
    expect(change.status).toBe(422);
    expect(change.body.detail).toBe('Password is too common. Choose one that is harder to guess');

    await rest(app.baseUrl, 'POST', '/api/auth/password-reset/request', { email: u.email }, { ip: '203.0.113.4' });
    const token = await resetTokenMailedTo(u.email);
    const viaReset = await rest(app.baseUrl, 'POST', '/api/auth/password-reset/confirm', {
      token,
      new_password: u.email.toUpperCase(),
    });
    expect(viaReset.body.detail).toBe('Password must not be your email address');
    // A refused password leaves the link usable.
    expect(
      (await rest(app.baseUrl, 'POST', '/api/auth/password-reset/confirm', { token, new_password: 'a-far-better-one' }))
        .status,
    ).toBe(200);
  });
});

describe('mail without SMTP_URL outside the embedded mode', () => {
  it('is refused with a log line that carries no reset link, and nothing is written to an outbox', async () => {
    const noMail = await startTestApp({ MAIL_OUTBOX: '0' });
    const lines: string[] = [];
    // The server logs through pino (straight to stdout): listen on the logger every call site uses.
    const spies = (['info', 'warn', 'error'] as const).map((level) =>
      jest.spyOn(logger, level).mockImplementation((...args: unknown[]) => {
        lines.push(args.map(String).join(' '));
      }),
    );
    try {
      const u = await createUser(noMail);
      const res = await rest(
        noMail.baseUrl,
        'POST',
        '/api/auth/password-reset/request',
        { email: u.email },
        { ip: '203.0.113.5' },
      );
      expect(res.status).toBe(200);
      await noMail.services.passwordReset.settled();
      expect(lines.some((l) => l.includes('mail is not configured'))).toBe(true);
      expect(lines.filter((l) => l.includes('token=') || l.includes('reset-password'))).toEqual([]);
      expect(fs.existsSync(noMail.outboxDir)).toBe(false);
    } finally {
      spies.forEach((s) => s.mockRestore());
      await noMail.close();
    }
  });
});
