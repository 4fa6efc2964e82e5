import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import yauzl from 'yauzl';
import archiver from 'archiver';
import { gql, rest } from '../../support/api-client';
import { accountPayload, createUser, tradePayload, type TestUser } from '../../support/factories';
import { childOf, fieldSelection, figureFields, figureSelection } from '../../support/figure-selection';
import { importLightspeedRows } from '../../support/lightspeed-import';
import { startTestApp, type TestApp } from '../../support/test-app';

jest.setTimeout(240000);

let source: TestApp;
let target: TestApp;
let owner: TestUser;
let archive: Buffer;

const call = (app: TestApp, user: TestUser, method: string, url: string, body?: unknown) =>
  rest(app.baseUrl, method, url, body, { token: user.token });

async function q(app: TestApp, user: TestUser, query: string) {
  const res = await gql(app.baseUrl, query, {}, { token: user.token });
  expect(res.errors).toBeUndefined();
  return res.data as Record<string, unknown>;
}

/** A journal with something in every table an export holds. */
async function richJournal(app: TestApp, user: TestUser): Promise<void> {
  const c = (method: string, url: string, body?: unknown) => call(app, user, method, url, body);
  expect((await c('PUT', '/api/auth/timezone', { timezone: 'Europe/Berlin' })).status).toBeLessThan(300);
  const usd = (await c('POST', '/api/accounts/', accountPayload())).body.id as string;
  const eur = (
    await c('POST', '/api/accounts/', accountPayload({ name: 'Euro', currency: 'eur', initial_balance: 5000.55 }))
  ).body.id as string;
  const tag = (await c('POST', '/api/tags', { name: 'Flag', kind: 'setup' })).body;
  const playbook = (await c('POST', '/api/playbooks', { name: 'ORB', rules: [{ text: 'Wait for the close' }] })).body;
  const trades: string[] = [];
  for (const [i, [entry, exit, qty]] of [
    ['1.1', '1.1234567', '1000'],
    ['1.2', '1.15', '2500.5'],
    ['1.05', '1.05', '10'],
    ['1.3', null, '300'],
  ].entries()) {
    const t = await c(
      'POST',
      '/api/trades/',
      tradePayload(i % 2 ? eur : usd, {
        entry_price: entry,
        exit_price: exit,
        quantity: qty,
        entry_date: `2024-0${i + 1}-0${i + 2}T10:00:00Z`,
        exit_date: exit ? `2024-0${i + 1}-0${i + 2}T15:30:00Z` : null,
        stop_loss: '1.0',
        emotional_tags: ['confident', 'fearful'].slice(0, (i % 2) + 1),
      }),
    );
    if (t.status !== 201) throw new Error(JSON.stringify(t.body));
    trades.push(t.body.id);
  }
  expect(
    (
      await c('PUT', `/api/trades/${trades[0]}`, {
        ...tradePayload(usd, { entry_price: '1.1', exit_price: '1.1234567', quantity: '1000' }),
        tag_ids: [tag.id],
        playbook_id: playbook.id,
        rule_checks: [{ rule_id: playbook.rules[0].id, followed: true }],
      })
    ).status,
  ).toBe(200);
  // Imported fills: trades built from executions, with commissions.
  await importLightspeedRows(
    app.baseUrl,
    user.token,
    usd,
    ['1,07/01/2025,09:30,AAPL,B,100,150.00,1.00,0', '2,07/01/2025,10:00,AAPL,S,100,155.37,1.00,0.01'],
    { timezone: 'UTC' },
  );
  expect(
    (
      await c('POST', `/api/accounts/${usd}/cash-flows`, {
        kind: 'deposit',
        amount: '1234.56',
        occurred_at: '2024-02-01',
      })
    ).status,
  ).toBe(201);
  expect(
    (
      await c('POST', `/api/accounts/${eur}/cash-flows`, {
        kind: 'withdrawal',
        amount: '100.1',
        occurred_at: '2024-03-01',
      })
    ).status,
  ).toBe(201);
  await q(
    app,
    user,
    `mutation { addFxRate(input: { date: "2024-01-02", base: "EUR", quote: "USD", rate: "1.0987654321" }) { date } }`,
  );
  expect(
    (await c('PUT', `/api/journal/days/2024-03-01?account_id=${usd}`, { plan: '## Plan', mood: 4, lessons: 'Wait' }))
      .status,
  ).toBe(200);
  expect((await c('PUT', '/api/settings/goals', { max_daily_loss: '250.5' })).status).toBe(200);
  // A breakeven tolerance wide enough to make every closed trade a breakeven: a restore must give
  // the trades the same results (they are decided by the tolerance as they are written).
  expect((await c('PUT', '/api/settings/breakeven', { mode: 'money', value: '1000000' })).status).toBe(200);
  const image = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.set('trade_id', trades[0]);
  form.set('file', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'shot.png');
  const uploaded = await fetch(`${app.baseUrl}/api/attachments`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${user.token}` },
    body: form,
  });
  expect(uploaded.status).toBe(201);
}

/**
 * One field's figures inside `wrap` (the query around it); a selection over the cost limit is asked
 * for child by child.
 */
async function figure(
  app: TestApp,
  user: TestUser,
  wrap: (selection: string) => string,
  typeName: string,
  field: string,
  out: Record<string, unknown>,
  key: string,
): Promise<void> {
  const res = await gql(app.baseUrl, wrap(fieldSelection(typeName, field)), {}, { token: user.token });
  const costly = res.errors?.some((e) => (e.extensions as { code?: string } | undefined)?.code === 'QUERY_TOO_COSTLY');
  const child = childOf(typeName, field);
  if (costly && child.typeName) {
    for (const sub of figureFields(child.typeName)) {
      await figure(app, user, (sel) => wrap(`${child.head} { ${sel} }`), child.typeName, sub, out, `${key}.${sub}`);
    }
    return;
  }
  expect(res.errors).toBeUndefined();
  out[key] = res.data;
}

/** Every dashboard, analytics and report figure over all accounts and per account, and the profile's. */
async function figures(app: TestApp, user: TestUser): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  for (const field of figureFields('Analytics')) {
    await figure(app, user, (sel) => `{ analytics { ${sel} } }`, 'Analytics', field, out, `analytics.${field}`);
  }
  const accounts = (
    await q(
      app,
      user,
      `{ accounts { id name description currency initialBalance balance isActive tradeCount createdAt strategy { name } } }`,
    )
  ).accounts as Array<{
    id: string;
    name: string;
  }>;
  for (const account of accounts) {
    const { id, ...rest } = account;
    out[`account.${account.name}`] = rest;
    for (const field of figureFields('Analytics')) {
      const wrap = (sel: string) => `{ account(id: "${id}") { analytics { ${sel} } } }`;
      await figure(app, user, wrap, 'Analytics', field, out, `account.${account.name}.${field}`);
    }
  }
  out.trades = (await q(app, user, `{ trades(limit: 10) { ${figureSelection('TradePage')} } }`)).trades;
  out.me = (await q(app, user, `{ me { timezone timezoneSet } }`)).me;
  return out;
}

async function waitForJob(app: TestApp, user: TestUser, kind: 'export' | 'restore', id: string) {
  await app.services.archive.jobs.idle();
  const job = await call(app, user, 'GET', `/api/${kind}/${id}`);
  expect(job.status).toBe(200);
  return job.body as {
    status: string;
    error: string | null;
    download_url: string | null;
    counts: Record<string, number>;
  };
}

async function restore(app: TestApp, user: TestUser, bytes: Buffer) {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(bytes)], { type: 'application/zip' }), 'export.zip');
  const res = await fetch(`${app.baseUrl}/api/restore`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${user.token}` },
    body: form,
  });
  const body = (await res.json()) as { id: string; detail?: string };
  return { status: res.status, body };
}

/** The archive's entries, name → bytes. */
async function entriesOf(zip: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, file) => {
      if (error || !file) return reject(error);
      const out = new Map<string, Buffer>();
      file.on('entry', (entry: yauzl.Entry) =>
        file.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            out.set(entry.fileName, Buffer.concat(chunks));
            file.readEntry();
          });
        }),
      );
      file.on('end', () => resolve(out));
      file.readEntry();
    });
  });
}

async function zipOf(entries: Map<string, Buffer>): Promise<Buffer> {
  const file = path.join(os.tmpdir(), `archive-test-${crypto.randomUUID()}.zip`);
  const zip = archiver('zip');
  const out = fs.createWriteStream(file);
  const closed = new Promise<void>((resolve) => out.on('close', () => resolve()));
  zip.pipe(out);
  for (const [name, bytes] of entries) zip.append(bytes, { name });
  await zip.finalize();
  await closed;
  const bytes = fs.readFileSync(file);
  fs.rmSync(file);
  return bytes;
}

const tableRows = async (app: TestApp, userId: string) =>
  (
    await app.db.dataSource.query(
      `SELECT (SELECT count(*) FROM trades WHERE user_id = $1)::int AS trades,
              (SELECT count(*) FROM trading_accounts WHERE user_id = $1)::int AS accounts,
              (SELECT count(*) FROM attachments WHERE user_id = $1)::int AS attachments`,
      [userId],
    )
  )[0];

beforeAll(async () => {
  [source, target] = await Promise.all([startTestApp(), startTestApp()]);
  owner = await createUser(source);
  await richJournal(source, owner);
});
afterAll(async () => {
  await source?.close();
  await target?.close();
});

describe('full export and restore (issue 35 items 1–2)', () => {
  it('exports everything as a zip with a manifest, and a fresh user on a fresh database restores every figure exactly', async () => {
    const before = await figures(source, owner);
    const started = await call(source, owner, 'POST', '/api/export');
    expect(started.status).toBe(202);
    const job = await waitForJob(source, owner, 'export', started.body.id as string);
    expect(job).toMatchObject({ status: 'done', error: null });
    expect(job.counts).toMatchObject({ trades: 5, executions: 2, cash_flows: 2, attachments: 1, journal_days: 1 });
    const download = await fetch(`${source.baseUrl}${job.download_url}`, {
      headers: { Authorization: `Bearer ${owner.token}` },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/zip');
    archive = Buffer.from(await download.arrayBuffer());

    const entries = await entriesOf(archive);
    const manifest = JSON.parse(entries.get('manifest.json')!.toString('utf8'));
    expect(manifest.schema_version.name).toMatch(/\d{13}$/);
    for (const [name, file] of Object.entries(manifest.files) as Array<[string, { sha256: string }]>) {
      expect(crypto.createHash('sha256').update(entries.get(name)!).digest('hex')).toBe(file.sha256);
    }
    expect(entries.get('trades.csv')!.toString('utf8')).toContain('Date,Symbol,Type,Market');
    expect([...entries.keys()].some((n) => n.startsWith('attachments/'))).toBe(true);
    // Money as decimal strings exactly as stored.
    const cashFlows = entries.get('tables/cash_flows.jsonl')!.toString('utf8');
    expect(cashFlows).toMatch(/"amount": "1234\.56/);

    // Another user cannot read it.
    const stranger = await createUser(source);
    expect((await call(source, stranger, 'GET', `/api/export/${started.body.id}`)).status).toBe(404);
    const theirs = await fetch(`${source.baseUrl}${job.download_url}`, {
      headers: { Authorization: `Bearer ${stranger.token}` },
    });
    expect(theirs.status).toBe(404);

    // Restore into a new user on another database.
    const fresh = await createUser(target);
    const queued = await restore(target, fresh, archive);
    expect(queued.status).toBe(202);
    const restored = await waitForJob(target, fresh, 'restore', queued.body.id);
    expect(restored).toMatchObject({ status: 'done', error: null });
    expect(await figures(target, fresh)).toEqual(before);
    // The attachment's file came along.
    const [{ storage_key }] = await target.db.dataSource.query(
      `SELECT storage_key FROM attachments WHERE user_id = $1`,
      [fresh.id],
    );
    expect(fs.existsSync(path.join(target.services.config.dataDir, 'attachments', storage_key))).toBe(true);

    // A user with trades is refused at once, with the reason.
    const again = await restore(target, fresh, archive);
    expect(again.status).toBe(409);
    expect(again.body.detail).toMatch(/without trades/);
  });

  it('refuses a tampered archive (one byte of a JSON file), a newer schema and a foreign zip, writing nothing', async () => {
    expect(archive).toBeDefined();
    const entries = await entriesOf(archive);
    const trades = Buffer.from(entries.get('tables/trades.jsonl')!);
    const at = trades.indexOf('1.1234567');
    trades[at + 8] = '8'.charCodeAt(0);
    entries.set('tables/trades.jsonl', trades);
    const tampered = await zipOf(entries);

    const user = await createUser(target);
    const job = await restore(target, user, tampered);
    expect(job.status).toBe(202);
    const done = await waitForJob(target, user, 'restore', job.body.id);
    expect(done.status).toBe('failed');
    expect(done.error).toMatch(/tables\/trades\.jsonl was changed/);
    expect(await tableRows(target, user.id)).toEqual({ trades: 0, accounts: 0, attachments: 0 });

    // An archive of a newer schema than this server's.
    const newer = await entriesOf(archive);
    const manifest = JSON.parse(newer.get('manifest.json')!.toString('utf8'));
    manifest.schema_version = { name: 'FutureTables9999999999999', timestamp: 9999999999999 };
    newer.set('manifest.json', Buffer.from(JSON.stringify(manifest)));
    const future = await waitForJob(target, user, 'restore', (await restore(target, user, await zipOf(newer))).body.id);
    expect(future).toMatchObject({ status: 'failed', error: expect.stringMatching(/written by a newer Candlog/) });

    const foreign = await zipOf(new Map([['readme.txt', Buffer.from('hello')]]));
    const refused = await waitForJob(target, user, 'restore', (await restore(target, user, foreign)).body.id);
    expect(refused).toMatchObject({ status: 'failed', error: expect.stringMatching(/not a Candlog export/) });
    const notZip = await waitForJob(
      target,
      user,
      'restore',
      (await restore(target, user, Buffer.from('plain text'))).body.id,
    );
    expect(notZip).toMatchObject({ status: 'failed', error: 'The file is not a zip archive' });
    expect(await tableRows(target, user.id)).toEqual({ trades: 0, accounts: 0, attachments: 0 });
  });

  it('sweeps exports older than a day: the file and the job go', async () => {
    const started = await call(source, owner, 'POST', '/api/export');
    const job = await waitForJob(source, owner, 'export', started.body.id as string);
    const file = path.join(source.services.config.dataDir, 'exports', owner.id, `${started.body.id}.zip`);
    expect(fs.existsSync(file)).toBe(true);
    expect(await source.services.archive.service.sweep()).toBe(0);
    await source.db.dataSource.query(`UPDATE archive_jobs SET created_at = now() - interval '25 hours' WHERE id = $1`, [
      started.body.id,
    ]);
    expect(await source.services.archive.service.sweep()).toBeGreaterThanOrEqual(1);
    expect(fs.existsSync(file)).toBe(false);
    const gone = await fetch(`${source.baseUrl}${job.download_url}`, {
      headers: { Authorization: `Bearer ${owner.token}` },
    });
    expect(gone.status).toBe(404);
  });
});
