import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { itWhen, onPath } from '../../support/not-run';
import { codeOf, gql, rest } from '../../support/api-client';
import type { Json } from '../../support/json';
import { accountPayload, createUser, tradePayload, type TestUser } from '../../support/factories';
import { startTestApp, type TestApp } from '../../support/test-app';

jest.setTimeout(90000);

const run = promisify(execFile);
const SCRIPT = path.resolve(__dirname, '../../../scripts/statement-verify.mjs');

let app: TestApp;
let a: TestUser;
let b: TestUser;
let accountId: string;
let statement: Json;
let tmp: string;

const call = (method: string, url: string, body?: unknown, token?: string) =>
  rest(app.baseUrl, method, url, body, token ? { token } : {});
const verify = (json: unknown) => call('POST', '/api/statements/verify', json);
const copy = () => JSON.parse(JSON.stringify(statement));

/** The offline script's exit status and line, on a statement written to a file. */
async function script(json: unknown, ...args: string[]): Promise<{ code: number; out: string }> {
  const file = path.join(tmp, `${crypto.randomUUID()}.json`);
  fs.writeFileSync(file, JSON.stringify(json, null, 2));
  try {
    const { stdout } = await run(process.execPath, [SCRIPT, file, ...args]);
    return { code: 0, out: stdout };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout + e.stderr };
  }
}

beforeAll(async () => {
  app = await startTestApp();
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'candlog-statements-'));
  [a, b] = await Promise.all([createUser(app, { username: 'Ada' }), createUser(app)]);
  accountId = (await call('POST', '/api/accounts/', accountPayload({ initial_balance: 10000 }), a.token)).body.id;
  const trades = [
    tradePayload(accountId), // +18
    tradePayload(accountId, {
      entry_date: '2024-03-04T10:00:00Z',
      exit_date: '2024-03-04T12:00:00Z',
      exit_price: 1.09,
    }), // −12
    tradePayload(accountId, {
      entry_date: '2024-03-05T10:00:00Z',
      exit_date: '2024-03-05T12:00:00Z',
      exit_price: 1.13,
    }), // +28
    tradePayload(accountId, { entry_date: '2024-04-10T10:00:00Z', exit_date: '2024-04-10T12:00:00Z' }), // outside the period
  ];
  for (const t of trades) expect((await call('POST', '/api/trades/', t, a.token)).status).toBe(201);
  const issued = await call(
    'POST',
    `/api/accounts/${accountId}/statements`,
    { from: '2024-03-01', to: '2024-03-31' },
    a.token,
  );
  expect(issued.status).toBe(201);
  statement = issued.body.json;
  expect(issued.body.pdf_url).toBe(`/api/statements/${issued.body.id}/pdf`);
});
afterAll(async () => {
  await app?.close();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

describe('signed statements', () => {
  it("hold the period's figures as exact decimal strings, its trades, their digest and an Ed25519 signature", () => {
    expect(statement).toMatchObject({
      format: 'candlog-statement/1',
      account: { id: accountId, name: 'Main', currency: 'USD', holder: 'Ada' },
      period: { from: '2024-03-01', to: '2024-03-31', time_zone: 'UTC' },
      figures: {
        total_pnl: '34',
        total_trades: 3,
        wins: 2,
        losses: 1,
        win_rate: '66.66666667',
        average_win: '23',
        average_loss: '-12',
        initial_balance: '10000',
        final_balance: '10034',
        max_drawdown: '12',
      },
      trades_digest: { algorithm: 'SHA-256', count: 3 },
      signature: { algorithm: 'Ed25519' },
      key_url: 'http://candlog.test/.well-known/candlog-statement-key',
    });
    expect(statement.trades.map((t: { pnl: string }) => t.pnl)).toEqual(['18', '-12', '28']);
    expect(statement.trades[0]).toMatchObject({
      symbol: 'EURUSD',
      entry_price: '1.1',
      exit_price: '1.12',
      quantity: '1000',
      fees: '2',
    });
    expect(statement.equity_curve.map((p: { balance: string }) => p.balance)).toEqual(['10018', '10006', '10034']);
  });

  it('a valid statement verifies, on the server and offline, with the published key', async () => {
    expect((await verify(statement)).body).toEqual({
      valid: true,
      reason: expect.stringContaining('Signature valid'),
      key_id: statement.signature.key_id,
    });
    const keys = await fetch(`${app.baseUrl}/.well-known/candlog-statement-key`);
    expect(keys.status).toBe(200);
    const published = await keys.json();
    expect(published.keys).toEqual([
      expect.objectContaining({
        key_id: statement.signature.key_id,
        algorithm: 'Ed25519',
        active: true,
        public_key_raw: statement.signature.public_key,
      }),
    ]);
    const keyFile = path.join(tmp, 'published.json');
    fs.writeFileSync(keyFile, JSON.stringify(published));
    const pemFile = path.join(tmp, 'key.pem');
    fs.writeFileSync(pemFile, published.keys[0].public_key_pem);
    for (const args of [['--key', keyFile], ['--key', pemFile], []]) {
      const r = await script(statement, ...args);
      expect(r.out).toMatch(/^VALID: Signature valid/);
      expect(r.code).toBe(0);
    }
  });

  it('altering one trade fails, naming the trades digest', async () => {
    const altered = copy();
    altered.trades[1].pnl = '12';
    const answer = await verify(altered);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      valid: false,
      reason: expect.stringMatching(/trades do not match the trades digest/),
    });
    const offline = await script(altered);
    expect(offline.code).toBe(1);
    expect(offline.out).toMatch(/NOT VALID: The trades do not match the trades digest/);
    // Removing a trade is caught the same way.
    const fewer = copy();
    fewer.trades.pop();
    expect((await verify(fewer)).body.reason).toMatch(/trades do not match/);
  });

  it('altering one figure (or the digest with it) fails, naming the signature', async () => {
    const altered = copy();
    altered.figures.total_pnl = '3400';
    expect((await verify(altered)).body).toMatchObject({
      valid: false,
      reason: expect.stringMatching(/signature does not match/),
    });
    expect((await script(altered)).out).toMatch(/NOT VALID: The signature does not match/);
    // A forger who changes a trade and recomputes its digest still breaks the signature.
    const forged = copy();
    forged.trades[1].pnl = '12';
    forged.trades_digest.value = crypto.createHash('sha256').update(canonical(forged.trades)).digest('hex');
    expect((await verify(forged)).body.reason).toMatch(/signature does not match/);
  });

  it('a statement signed with another key fails: unknown key id, or a signature that is not the key’s', async () => {
    const other = crypto.generateKeyPairSync('ed25519');
    const raw = Buffer.from(String(other.publicKey.export({ format: 'jwk' }).x), 'base64url');
    const otherId = crypto.createHash('sha256').update(raw).digest('hex').slice(0, 16);
    const { signature: _s, ...body } = copy();
    body.figures.total_pnl = '999999';
    const value = crypto.sign(null, Buffer.from(canonical(body)), other.privateKey).toString('base64');
    const resigned = {
      ...body,
      signature: { algorithm: 'Ed25519', key_id: otherId, public_key: raw.toString('base64'), value },
    };
    expect((await verify(resigned)).body).toMatchObject({
      valid: false,
      reason: `Signed with an unknown key (key id ${otherId})`,
    });
    // Claiming the server's key id with another key's signature.
    const claimed = { ...resigned, signature: { ...resigned.signature, key_id: statement.signature.key_id } };
    expect((await verify(claimed)).body.reason).toMatch(/signature does not match/);
    // Offline against the real key file: refused; against the embedded key only, intact but naming its key id.
    const pemFile = path.join(tmp, 'server-key.pem');
    const published = await (await fetch(`${app.baseUrl}/.well-known/candlog-statement-key`)).json();
    fs.writeFileSync(pemFile, published.keys[0].public_key_pem);
    const offline = await script(resigned, '--key', pemFile);
    expect(offline.code).toBe(1);
    expect(offline.out).toMatch(`Signed with an unknown key (key id ${otherId})`);
    expect((await script(resigned)).out).toMatch(`trust it once key id ${otherId} is the one published`);
  });

  it('refuses what is not a statement with a reason, never a 5xx', async () => {
    for (const body of [
      {},
      { format: 'candlog-statement/1' },
      { ...copy(), trades: 'x' },
      { ...copy(), figures: { n: 1.5 } },
    ]) {
      const answer = await verify(body);
      expect(answer.status).toBe(200);
      expect(answer.body.valid).toBe(false);
      expect(answer.body.reason).toEqual(expect.any(String));
    }
  });

  itWhen(onPath('pdftotext'), 'needs poppler-utils (pdftotext: apt-get install -y poppler-utils)')(
    'the PDF shows the statement: figures, digest and signature; only to its owner',
    async () => {
      const res = await fetch(`${app.baseUrl}/api/statements/${statement.statement_id}/pdf`, {
        headers: { Authorization: `Bearer ${a.token}` },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      const file = path.join(tmp, 'statement.pdf');
      fs.writeFileSync(file, Buffer.from(await res.arrayBuffer()));
      if (process.env.STATEMENT_PDF_COPY) fs.copyFileSync(file, process.env.STATEMENT_PDF_COPY);
      const text = (await run('pdftotext', ['-layout', file, '-'])).stdout.replace(/\s+/g, ' ');
      expect(text).toMatch('Signed performance statement');
      expect(text).toMatch(/Total P&L \+\$34\.00 34/);
      expect(text).toMatch(/Win rate 66\.66666667% 66\.66666667/);
      expect(text).toMatch(`key id ${statement.signature.key_id}`);
      expect(text).toMatch(statement.trades_digest.value);
      expect(text).toMatch('Checked when this PDF was made: valid');
      // Another user cannot fetch it.
      expect((await call('GET', `/api/statements/${statement.statement_id}/pdf`, undefined, b.token)).status).toBe(404);
    },
  );

  it("GraphQL createStatement issues the same kind of statement; another user's account is NOT_FOUND", async () => {
    const mutation = `mutation($id: ID!) { createStatement(accountId: $id, from: "2024-03-01", to: "2024-03-31") { id pdfUrl json } }`;
    const res = await gql(app.baseUrl, mutation, { id: accountId }, { token: a.token });
    expect(res.errors).toBeUndefined();
    const json = JSON.parse(res.data.createStatement.json);
    expect(json.figures.total_pnl).toBe('34');
    expect(json.trades_digest.value).toBe(statement.trades_digest.value);
    expect((await verify(json)).body.valid).toBe(true);
    expect(codeOf(await gql(app.baseUrl, mutation, { id: accountId }, { token: b.token }))).toBe('NOT_FOUND');
  });

  it("another user's account answers 404 and issues nothing; bad periods are 422 naming the field", async () => {
    const before = await app.db.dataSource.query(`SELECT count(*)::int AS n FROM statements`);
    const other = await call(
      'POST',
      `/api/accounts/${accountId}/statements`,
      { from: '2024-03-01', to: '2024-03-31' },
      b.token,
    );
    expect(other.status).toBe(404);
    expect(other.body.detail).toBe('Trading account not found');
    for (const [body, field] of [
      [{ to: '2024-03-31' }, 'from'],
      [{ from: '2024-03-01' }, 'to'],
      [{ from: '2024-02-30', to: '2024-03-31' }, 'from'],
      [{ from: '2024-03-31', to: '2024-03-01' }, 'to'],
    ] as const) {
      const r = await call('POST', `/api/accounts/${accountId}/statements`, body, a.token);
      expect(r.status).toBe(422);
      expect(Object.keys(r.body.errors)).toContain(field);
    }
    expect(await app.db.dataSource.query(`SELECT count(*)::int AS n FROM statements`)).toEqual(before);
    expect(
      (await call('POST', `/api/accounts/${accountId}/statements`, { from: '2024-03-01', to: '2024-03-31' })).status,
    ).toBe(401);
  });
});

/** RFC 8785 of the statement's values (strings, integers, null, arrays, objects), as the server signs. */
function canonical(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
}
