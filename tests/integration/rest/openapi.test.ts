import crypto from 'node:crypto';
import Ajv2020 from 'ajv/dist/2020';
import type { ValidateFunction } from 'ajv';
import { createGraphQLRouter } from '../../../server/src/graphql/apollo';
import { createApp } from '../../../server/src/http/app';
import { rest, restLogin, type HttpAnswer } from '../../support/api-client';
import { expressRoutes } from '../../support/express-routes';
import { accountPayload, createUser, tradePayload, type TestUser } from '../../support/factories';
import { startTestApp, type TestApp } from '../../support/test-app';

jest.setTimeout(120000);

type Doc = {
  openapi: string;
  paths: Record<
    string,
    Record<string, { responses: Record<string, { $ref?: string; content?: Record<string, unknown> }> }>
  >;
  components: { responses: Record<string, { content?: Record<string, unknown> }> };
};

let app: TestApp;
let a: TestUser;
let doc: Doc;
let ajv: Ajv2020;
/** `method path` of every operation a real answer was validated for. */
const exercised = new Set<string>();

beforeAll(async () => {
  app = await startTestApp();
  a = await createUser(app);
  doc = (await rest(app.baseUrl, 'GET', '/api/openapi.json')).body as unknown as Doc;
  // The OpenAPI 3.1 dialect is JSON Schema 2020-12; formats are documentation here (not checked).
  ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
  ajv.addSchema(doc, 'openapi');
});
afterAll(() => app?.close());

const pointer = (...parts: string[]) => parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');
const validators = new Map<string, ValidateFunction>();

/** The documented schema of (operation, status, media type), as an ajv validator over the whole document. */
function schemaFor(method: string, path: string, status: number, media: string): ValidateFunction {
  const operation = doc.paths[path]?.[method];
  if (!operation) throw new Error(`${method.toUpperCase()} ${path} is not documented`);
  const response = operation.responses[String(status)];
  if (!response) throw new Error(`${method.toUpperCase()} ${path} does not document status ${status}`);
  const base = response.$ref
    ? `#/components/responses/${pointer(response.$ref.split('/').pop()!)}`
    : `#/paths/${pointer(path, method, 'responses', String(status))}`;
  const key = `${base}|${media}`;
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.compile({ $ref: `openapi${base}/content/${pointer(media)}/schema` });
    validators.set(key, validate);
  }
  return validate;
}

/** Checks a real answer against the document: documented status, media type and JSON schema. */
function conforms(method: string, path: string, answer: HttpAnswer): HttpAnswer {
  const media = (answer.headers.get('content-type') ?? '').split(';')[0];
  const validate = schemaFor(method, path, answer.status, media);
  if (media === 'application/json' && !validate(answer.body))
    throw new Error(
      `${method.toUpperCase()} ${path} ${answer.status} does not match its schema: ${ajv.errorsText(validate.errors)}\n` +
        JSON.stringify(answer.body).slice(0, 500),
    );
  exercised.add(`${method} ${path}`);
  return answer;
}

async function call(method: string, template: string, url: string, body?: unknown, token: string | null = a.token) {
  const answer = await rest(app.baseUrl, method.toUpperCase(), url, body, token ? { token } : {});
  return conforms(method, template, answer);
}

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 and documents every Express route under /api, and nothing else', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const express = createApp(app.services, await createGraphQLRouter(app.services));
    const routed = expressRoutes(express)
      .filter((r) => r.path.startsWith('/api/'))
      .map((r) => `${r.method} ${r.path}`)
      .sort();
    const documented = Object.entries(doc.paths)
      .flatMap(([path, item]) => Object.keys(item).map((method) => `${method} ${path}`))
      .sort();
    // The walk itself must find the routers (a broken walk would make this vacuous).
    expect(routed).toEqual(expect.arrayContaining(['get /api/trades', 'delete /api/access-tokens/{id}']));
    expect(documented).toEqual(routed);
  });

  it('real answers of every documented operation validate against their schemas', async () => {
    // Public routes.
    conforms('get', '/api/openapi.json', await rest(app.baseUrl, 'GET', '/api/openapi.json'));
    conforms('get', '/api/docs', await rest(app.baseUrl, 'GET', '/api/docs'));
    conforms('post', '/api/auth/login', await restLogin(app.baseUrl, a.email, a.password, { ip: '203.0.113.9' }));
    conforms('post', '/api/auth/login', await restLogin(app.baseUrl, a.email, 'wrong-password', { ip: '203.0.113.9' }));
    await call(
      'post',
      '/api/auth/register',
      '/api/auth/register',
      { email: 'x@example.com', username: 'x', password: 'long-enough-1' },
      null,
    );
    await call(
      'post',
      '/api/auth/password-reset/request',
      '/api/auth/password-reset/request',
      { email: a.email },
      null,
    );
    await call(
      'post',
      '/api/auth/password-reset/confirm',
      '/api/auth/password-reset/confirm',
      { token: 'nope', new_password: 'x' },
      null,
    );

    // The profile.
    await call('get', '/api/auth/me', '/api/auth/me');
    await call('get', '/api/auth/me', '/api/auth/me', undefined, 'not-a-token');
    await call('post', '/api/auth/verify-password', '/api/auth/verify-password', { password: a.password });
    await call('put', '/api/auth/timezone', '/api/auth/timezone', { timezone: 'Europe/Berlin' });
    await call('put', '/api/auth/timezone', '/api/auth/timezone', { timezone: 'Mars/Olympus' });

    // Sessions: more sign-ins of the same user, each signed out by one of the routes.
    const signIn = async () =>
      (await restLogin(app.baseUrl, a.email, a.password, { ip: '203.0.113.9' })).body.access_token as string;
    await call('post', '/api/auth/logout', '/api/auth/logout', undefined, await signIn());
    const tablet = await signIn();
    const listed = (await call('get', '/api/auth/sessions', '/api/auth/sessions', undefined, tablet)).body;
    const tabletId = (listed as Array<{ id: string; current: boolean }>).find((s) => s.current)!.id;
    await call('delete', '/api/auth/sessions/{id}', `/api/auth/sessions/${tabletId}`);
    await call('delete', '/api/auth/sessions/{id}', '/api/auth/sessions/not-a-uuid');
    await signIn();
    await call('post', '/api/auth/sessions/revoke-others', '/api/auth/sessions/revoke-others');

    // Accounts and trades.
    const account = (await call('post', '/api/accounts', '/api/accounts', accountPayload())).body;
    await call('post', '/api/accounts', '/api/accounts/', accountPayload({ currency: 'US' }));
    await call('get', '/api/accounts', '/api/accounts/');
    await call('get', '/api/accounts/{id}', `/api/accounts/${account.id}`);
    await call('get', '/api/accounts/{id}', '/api/accounts/00000000-0000-4000-8000-000000000000');
    await call('put', '/api/accounts/{id}', `/api/accounts/${account.id}`, { name: 'Renamed', strategy: null });
    await call('get', '/api/auth/strategies', '/api/auth/strategies');
    const closed = (await call('post', '/api/trades', '/api/trades', tradePayload(account.id))).body;
    await call(
      'post',
      '/api/trades',
      '/api/trades',
      tradePayload(account.id, { exit_price: null, exit_date: null, stop_loss: 1.05 }),
    );
    const firstPage = (await call('get', '/api/trades', '/api/trades?limit=1')).body;
    expect(firstPage.next_cursor).toEqual(expect.any(String));
    const lastPage = (await call('get', '/api/trades', `/api/trades?limit=1&cursor=${firstPage.next_cursor}`)).body;
    expect(lastPage).toEqual({ trades: [expect.any(Object)], next_cursor: null });
    await call('get', '/api/trades', '/api/trades?limit=lots');
    await call('get', '/api/trades', `/api/trades?account_id=${account.id}&start_date=2024-01-01&end_date=2024-12-31`);
    await call('get', '/api/trades/{id}', `/api/trades/${closed.id}`);
    await call('put', '/api/trades/{id}', `/api/trades/${closed.id}`, {
      notes: 'edited',
      expected_version: closed.version,
    });
    await call('put', '/api/trades/{id}', `/api/trades/${closed.id}`, {
      notes: 'stale',
      expected_version: closed.version,
    });

    // Cash flows and returns.
    const flowsUrl = `/api/accounts/${account.id}/cash-flows`;
    const flow = (
      await call('post', '/api/accounts/{id}/cash-flows', flowsUrl, {
        kind: 'deposit',
        amount: '2500.50',
        occurred_at: '2024-02-01T09:00:00Z',
        note: 'top-up',
      })
    ).body;
    await call('post', '/api/accounts/{id}/cash-flows', flowsUrl, { kind: 'gift', amount: '-1' });
    await call(
      'post',
      '/api/accounts/{id}/cash-flows',
      '/api/accounts/00000000-0000-4000-8000-000000000000/cash-flows',
      { kind: 'deposit', amount: '1', occurred_at: '2024-02-01T09:00:00Z' },
    );
    await call('get', '/api/accounts/{id}/cash-flows', flowsUrl);
    await call('put', '/api/accounts/{id}/cash-flows/{flowId}', `${flowsUrl}/${flow.id}`, { note: 'edited' });
    await call('put', '/api/accounts/{id}/cash-flows/{flowId}', `${flowsUrl}/not-a-flow`, { note: 'edited' });
    await call('get', '/api/accounts/{id}', `/api/accounts/${account.id}`);
    const returnsUrl = `/api/accounts/${account.id}/returns`;
    await call('get', '/api/accounts/{id}/returns', `${returnsUrl}?start_date=2024-01-01&end_date=2024-12-31`);
    await call('get', '/api/accounts/{id}/returns', `${returnsUrl}?start_date=2024-12-31&end_date=2024-01-01`);
    await call('delete', '/api/accounts/{id}/cash-flows/{flowId}', `${flowsUrl}/${flow.id}`);
    await call('delete', '/api/accounts/{id}/cash-flows/{flowId}', `${flowsUrl}/${flow.id}`);

    // Risk rules (issue 32).
    const riskUrl = (p: string) => `/api/accounts/${account.id}/${p}`;
    await call('get', '/api/accounts/{id}/risk-rules', riskUrl('risk-rules'));
    await call('put', '/api/accounts/{id}/risk-rules', riskUrl('risk-rules'), {
      daily_loss_limit: '500',
      max_drawdown: { amount: '2000', mode: 'trailing_eod', lock_at_initial: true },
      trading_hours: { from: '09:30', to: '16:00' },
      day_cutoff: { time: '17:00', zone: 'America/New_York' },
    });
    await call('put', '/api/accounts/{id}/risk-rules', riskUrl('risk-rules'), { daily_loss_limit: -1 });
    await call('get', '/api/accounts/{id}/risk-status', riskUrl('risk-status'));
    await call('get', '/api/accounts/{id}/risk-history', riskUrl('risk-history?from=2024-01-01'));
    await call('post', '/api/accounts/{id}/risk-replay', riskUrl('risk-replay'), { rules: { max_trades_per_day: 1 } });
    // Tags, playbooks, a trade's links and the bulk change (issue 30).
    const tag = (await call('post', '/api/tags', '/api/tags', { name: 'Flag', kind: 'setup' })).body;
    const spare = (await call('post', '/api/tags', '/api/tags', { name: 'Spare' })).body;
    await call('post', '/api/tags', '/api/tags', { name: 'flag' });
    await call('get', '/api/tags', '/api/tags');
    await call('put', '/api/tags/{id}', `/api/tags/${tag.id}`, { color: '#123456' });
    await call('put', '/api/tags/{id}', '/api/tags/not-a-tag', { color: '#123456' });
    await call('post', '/api/tags/{id}/merge', `/api/tags/${spare.id}/merge`, { into_id: tag.id });
    const playbook = (
      await call('post', '/api/playbooks', '/api/playbooks', { name: 'ORB', rules: [{ text: 'Wait for the close' }] })
    ).body;
    await call('get', '/api/playbooks', '/api/playbooks');
    await call('put', '/api/playbooks/{id}', `/api/playbooks/${playbook.id}`, { description: 'Opening range' });
    await call('put', '/api/trades/{id}', `/api/trades/${closed.id}`, {
      tag_ids: [tag.id],
      playbook_id: playbook.id,
      rule_checks: [{ rule_id: playbook.rules[0].id, followed: true }],
    });
    await call('get', '/api/trades', `/api/trades?playbook_id=${playbook.id}&rule_id=${playbook.rules[0].id}`);
    await call('post', '/api/trades/bulk-tags', '/api/trades/bulk-tags', {
      trade_ids: [closed.id],
      add_tag_ids: [tag.id],
    });
    await call('post', '/api/trades/bulk-tags', '/api/trades/bulk-tags', { trade_ids: [] });
    await call('get', '/api/analytics/playbooks', `/api/analytics/playbooks?account_id=${account.id}`);
    await call('get', '/api/analytics/tags', '/api/analytics/tags');
    await call('get', '/api/analytics/rules', `/api/analytics/rules?account_id=${account.id}`);
    const dropped = (await call('post', '/api/playbooks', '/api/playbooks', { name: 'Dropped' })).body;
    await call('delete', '/api/playbooks/{id}', `/api/playbooks/${dropped.id}`);
    const droppedTag = (await call('post', '/api/tags', '/api/tags', { name: 'Dropped' })).body;
    await call('delete', '/api/tags/{id}', `/api/tags/${droppedTag.id}`);

    // Futures point values.
    await call('get', '/api/contract-multipliers', '/api/contract-multipliers');
    await call('put', '/api/contract-multipliers/{root}', '/api/contract-multipliers/ZZQ', { point_value: '12.5' });
    await call('put', '/api/contract-multipliers/{root}', '/api/contract-multipliers/ES', { point_value: '-5' });
    await call('delete', '/api/contract-multipliers/{root}', '/api/contract-multipliers/ZZQ');
    await call('delete', '/api/contract-multipliers/{root}', '/api/contract-multipliers/ZZQ');

    // Saved column mappings of generic CSV files.
    const template = (
      await call('post', '/api/import-mapping-templates', '/api/import-mapping-templates', {
        name: 'My broker',
        header: ['Sym', 'Side', 'Qty', 'Px', 'When'],
        mapping: { symbol: 'Sym', side: 'Side', quantity: 'Qty', price: 'Px', executedAt: 'When', dateOrder: 'DMY' },
      })
    ).body;
    await call('post', '/api/import-mapping-templates', '/api/import-mapping-templates', {
      name: 'Broken',
      header: ['Sym'],
      mapping: { symbol: 'Nope' },
    });
    await call('get', '/api/import-mapping-templates', '/api/import-mapping-templates');
    await call('delete', '/api/import-mapping-templates/{id}', `/api/import-mapping-templates/${template.id}`);
    await call('delete', '/api/import-mapping-templates/{id}', `/api/import-mapping-templates/${template.id}`);

    // Analytics and the export.
    for (const figure of [
      'stats',
      'equity-curve',
      'balance-curve',
      'daily-stats?date=2024-03-01',
      'open-positions',
      'asset-performance',
    ]) {
      await call('get', `/api/analytics/${figure.split('?')[0]}`, `/api/analytics/${figure}`);
    }
    await call('get', '/api/analytics/stats', '/api/analytics/stats?market=moon');
    await call('get', '/api/reports/export.csv', '/api/reports/export.csv?period=yearly');
    await call('get', '/api/reports/export.csv', '/api/reports/export.csv?period=sometimes');
    const pdf = await call('get', '/api/reports/pdf', '/api/reports/pdf?period=yearly');
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    await call('get', '/api/reports/pdf', '/api/reports/pdf?start_date=2024-02-01&end_date=2024-01-01');

    // Signed statements (issue 35 item 5): issued, refused, its PDF, checked (valid and altered) without sign-in.
    const statementPath = '/api/accounts/{id}/statements';
    const statement = (
      await call('post', statementPath, `/api/accounts/${account.id}/statements`, {
        from: '2024-01-01',
        to: '2024-12-31',
      })
    ).body;
    await call('post', statementPath, `/api/accounts/${account.id}/statements`, {
      from: '2024-02-30',
      to: '2024-12-31',
    });
    await call('post', statementPath, `/api/accounts/${crypto.randomUUID()}/statements`, {
      from: '2024-01-01',
      to: '2024-01-31',
    });
    await call('get', '/api/statements/{id}/pdf', statement.pdf_url);
    await call('get', '/api/statements/{id}/pdf', `/api/statements/${crypto.randomUUID()}/pdf`);
    expect(
      (await call('post', '/api/statements/verify', '/api/statements/verify', statement.json, null)).body.valid,
    ).toBe(true);
    const altered = { ...statement.json, figures: { ...statement.json.figures, total_pnl: '1' } };
    expect((await call('post', '/api/statements/verify', '/api/statements/verify', altered, null)).body.valid).toBe(
      false,
    );

    // Currencies: rates by hand and as a file, the base currency, the converted summary.
    await call('post', '/api/fx-rates', '/api/fx-rates', {
      date: '2024-01-02',
      base: 'EUR',
      quote: 'USD',
      rate: '1.1',
    });
    await call('post', '/api/fx-rates', '/api/fx-rates', {
      date: '2024-01-02',
      base: 'EUR',
      quote: 'USD',
      rate: 'lots',
    });
    const fxFile = await fetch(`${app.baseUrl}/api/fx-rates`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${a.token}`, 'Content-Type': 'text/csv' },
      body: 'date,base,quote,rate\n2024-01-03,EUR,USD,1.09\n',
    });
    conforms('post', '/api/fx-rates', {
      status: fxFile.status,
      headers: fxFile.headers,
      body: await fxFile.json(),
    } as HttpAnswer);
    await call('get', '/api/fx-rates', '/api/fx-rates');
    await call('put', '/api/fx-rates/base-currency', '/api/fx-rates/base-currency', { base_currency: 'EUR' });
    await call('put', '/api/fx-rates/base-currency', '/api/fx-rates/base-currency', { base_currency: 'EURO' });
    await call('get', '/api/fx-rates/summary', '/api/fx-rates/summary');
    await call('delete', '/api/fx-rates/{date}/{base}/{quote}', '/api/fx-rates/2024-01-03/EUR/USD');
    await call('delete', '/api/fx-rates/{date}/{base}/{quote}', '/api/fx-rates/2024-01-03/EUR/USD');

    // Settings (issue 30 item 3) and missed trades (issue 30 item 2).
    await call('get', '/api/settings/trading-rules', '/api/settings/trading-rules');
    await call('put', '/api/settings/trading-rules', '/api/settings/trading-rules', {
      rules: ['Stop loss', { text: 'Journal' }],
    });
    await call('put', '/api/settings/trading-rules', '/api/settings/trading-rules', { rules: [' '] });
    await call('get', '/api/settings/goals', '/api/settings/goals');
    await call('put', '/api/settings/goals', '/api/settings/goals', { max_daily_loss: '250.5' });
    await call('put', '/api/settings/goals', '/api/settings/goals', { win_rate_target: 120 });
    await call('get', '/api/settings/notifications', '/api/settings/notifications');
    await call('put', '/api/settings/notifications', '/api/settings/notifications', { daily_summary: true });
    await call('put', '/api/settings/notifications', '/api/settings/notifications', { daily_summary: 1 });
    await call('get', '/api/settings/breakeven', '/api/settings/breakeven');
    await call('put', '/api/settings/breakeven', '/api/settings/breakeven', { mode: 'money', value: '0.5' });
    await call('put', '/api/settings/breakeven', '/api/settings/breakeven', { mode: 'ticks', value: 2 });
    const missed = (
      await call('post', '/api/missed-trades', '/api/missed-trades', { symbol: 'ES', time: '2026-01-02', planned_r: 2 })
    ).body;
    await call('post', '/api/missed-trades', '/api/missed-trades', { symbol: 'ES' });
    await call('get', '/api/missed-trades', '/api/missed-trades');
    await call('get', '/api/missed-trades/counts', '/api/missed-trades/counts');
    const moved = { symbol: 'NQ', time: '2026-01-03', planned_r: '1.5' };
    await call('put', '/api/missed-trades/{id}', `/api/missed-trades/${missed.id}`, moved);
    await call('put', '/api/missed-trades/{id}', `/api/missed-trades/${missed.id}`, { symbol: 'NQ' });
    await call('delete', '/api/missed-trades/{id}', `/api/missed-trades/${missed.id}`);
    await call('delete', '/api/missed-trades/{id}', `/api/missed-trades/${missed.id}`);
    // The day journal and its templates (issue 31).
    const dayUrl = `/api/journal/days/2024-03-01?account_id=${account.id}`;
    await call('get', '/api/journal/days/{date}', dayUrl);
    await call('put', '/api/journal/days/{date}', dayUrl, { plan: '## Plan', mood: 4, lessons: 'Wait' });
    await call('put', '/api/journal/days/{date}', dayUrl, { mood: 9 });
    await call('get', '/api/journal/days', `/api/journal/days?from=2024-03-01&to=2024-03-31&account_id=${account.id}`);
    await call('get', '/api/journal/days', '/api/journal/days?from=2024-03-31&to=2024-03-01');
    await call('delete', '/api/journal/days/{date}', dayUrl);
    await call('delete', '/api/journal/days/{date}', dayUrl);
    await call('get', '/api/journal/templates', '/api/journal/templates');
    const dayTemplate = (await call('post', '/api/journal/templates', '/api/journal/templates', { name: 'Mine' })).body;
    await call('post', '/api/journal/templates', '/api/journal/templates', { name: 'Mine' });
    await call('put', '/api/journal/templates/{id}', `/api/journal/templates/${dayTemplate.id}`, { plan: '# Go' });
    await call('delete', '/api/journal/templates/{id}', `/api/journal/templates/${dayTemplate.id}`);
    await call('delete', '/api/journal/templates/{id}', `/api/journal/templates/${dayTemplate.id}`);
    // Search (issue 31 item 5): hits with snippets, a next page, a refused empty search.
    await call('put', '/api/journal/days/{date}', dayUrl, { plan: 'Trading the open' });
    await call('get', '/api/search', '/api/search?q=trading&limit=1');
    await call('get', '/api/search', '/api/search?q=');

    // Screenshots (issue 31): a real PNG (a 1×1 pixel), a refused text file, the bytes, delete.
    const pixel = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const attach = async (bytes: Buffer, type: string) => {
      const form = new FormData();
      form.set('trade_id', closed.id);
      form.set('file', new Blob([new Uint8Array(bytes)], { type }), 'shot');
      const res = await fetch(`${app.baseUrl}/api/attachments`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${a.token}` },
        body: form,
      });
      return conforms('post', '/api/attachments', { status: res.status, headers: res.headers, body: await res.json() });
    };
    const shot = (await attach(pixel, 'image/png')).body;
    await attach(Buffer.from('not an image'), 'image/png');
    await call('get', '/api/attachments', `/api/attachments?trade_id=${closed.id}`);
    await call('get', '/api/attachments', '/api/attachments');
    for (const [template, url] of [
      ['/api/attachments/{id}', shot.url],
      ['/api/attachments/{id}/thumbnail', shot.thumbnail_url],
    ]) {
      const res = await fetch(`${app.baseUrl}${url}`, { headers: { Authorization: `Bearer ${a.token}` } });
      conforms('get', template, { status: res.status, headers: res.headers, body: null } as unknown as HttpAnswer);
      await call('get', template, url.replace(shot.id, '00000000-0000-4000-8000-000000000000'));
    }
    await call('delete', '/api/attachments/{id}', shot.url);
    await call('delete', '/api/attachments/{id}', shot.url);

    // Imports: a preview, a real batch, undo.
    const lines = [
      'Trade Number,Trade Date,Execution Time,Symbol,Side,Qty,Price,Commission Amount,FeeSEC',
      '1,07/01/2025,09:30,AAPL,B,1,100,0,0',
      '2,07/01/2025,09:31,AAPL,S,1,101,0,0',
    ].join('\n');
    const upload = async (fields: Record<string, string>) => {
      const form = new FormData();
      for (const [k, v] of Object.entries(fields)) form.set(k, v);
      form.set('file', new Blob([lines]), 'ls.csv');
      const res = await fetch(`${app.baseUrl}/api/imports`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${a.token}` },
        body: form,
      });
      const text = await res.text();
      return conforms('post', '/api/imports', { status: res.status, headers: res.headers, body: JSON.parse(text) });
    };
    await upload({ account_id: account.id, dry_run: 'true' });
    const batch = (await upload({ account_id: account.id, timezone: 'UTC' })).body;
    let state = batch;
    while (['queued', 'running'].includes(state.status)) {
      await new Promise((r) => setTimeout(r, 50));
      state = (await call('get', '/api/imports/{id}', `/api/imports/${batch.id}`)).body;
    }
    await call('get', '/api/imports', '/api/imports');
    // An imported trade's detail carries its executions.
    const imported = (await call('get', '/api/trades', '/api/trades?symbol=AAPL')).body.trades[0];
    const detail = (await call('get', '/api/trades/{id}', `/api/trades/${imported.id}`)).body;
    expect(detail.executions).toHaveLength(2);
    // Price bars (issue 34): an upload, its coverage, the imported trade's chart and excursions, a delete.
    const barsForm = new FormData();
    barsForm.set('symbol', 'AAPL');
    barsForm.set('timeframe', '1m');
    barsForm.set('timezone', 'UTC');
    const barLines = ['time,open,high,low,close,volume', '2025-07-01 09:30,100,101,99.5,100.5,10'];
    barsForm.set('file', new Blob([[...barLines, '2025-07-01 09:31,100.5,101.5,100,101,12'].join('\n')]), 'aapl.csv');
    const barsRes = await fetch(`${app.baseUrl}/api/price-bars`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${a.token}` },
      body: barsForm,
    });
    const barsUpload = conforms('post', '/api/price-bars', {
      status: barsRes.status,
      headers: barsRes.headers,
      body: JSON.parse(await barsRes.text()),
    }).body;
    await app.services.priceBars.jobs.idle();
    await call('get', '/api/price-bars/uploads/{id}', `/api/price-bars/uploads/${barsUpload.id}`);
    await call('get', '/api/price-bars/uploads', '/api/price-bars/uploads');
    await call('get', '/api/price-bars/coverage', '/api/price-bars/coverage?symbol=AAPL');
    await call('get', '/api/trades/{id}/bars', `/api/trades/${imported.id}/bars?padding=5`);
    await call('get', '/api/trades/{id}/excursions', `/api/trades/${imported.id}/excursions`);
    await call('get', '/api/trades/{id}/excursions', `/api/trades/${closed.id}/excursions`);
    await call('delete', '/api/price-bars', '/api/price-bars?symbol=AAPL&from=2025-07-01T09:31:00Z');
    await call('delete', '/api/imports/{id}', `/api/imports/${batch.id}`);
    // An undone batch cannot be retried (409, documented).
    await call('post', '/api/imports/{id}/retry', `/api/imports/${batch.id}/retry`);

    // Access tokens, and a READ token's refused write.
    const created = (await call('post', '/api/access-tokens', '/api/access-tokens', { name: 'docs', scope: 'read' }))
      .body;
    await call('get', '/api/access-tokens', '/api/access-tokens');
    await call('get', '/api/access-tokens', '/api/access-tokens', undefined, created.secret);
    await call('post', '/api/accounts', '/api/accounts', accountPayload(), created.secret);
    await call('delete', '/api/access-tokens/{id}', `/api/access-tokens/${created.access_token.id}`);

    // Leaving (issue 35 item 3): a wrong password changes nothing; another user leaves for good.
    const leaving = await createUser(app);
    await call('delete', '/api/me', '/api/me', { password: 'not-it' }, leaving.token);
    await call('delete', '/api/me', '/api/me', { password: leaving.password }, leaving.token);

    // Full export and restore (issue 35 items 1–2): an export, its download; a restore refused (the
    // caller has trades) and one queued into a user without.
    const exportJob = (await call('post', '/api/export', '/api/export')).body;
    await app.services.archive.jobs.idle();
    const exportDone = (await call('get', '/api/export/{id}', `/api/export/${exportJob.id}`)).body;
    await call('get', '/api/export/{id}', `/api/export/${crypto.randomUUID()}`);
    const zipRes = await fetch(`${app.baseUrl}${exportDone.download_url}`, {
      headers: { Authorization: `Bearer ${a.token}` },
    });
    const zip = new Uint8Array(await zipRes.arrayBuffer());
    conforms('get', '/api/export/{id}/download', { status: zipRes.status, headers: zipRes.headers, body: null });
    await call('get', '/api/export/{id}/download', `/api/export/${crypto.randomUUID()}/download`);
    const restoreWith = async (token: string) => {
      const form = new FormData();
      form.set('file', new Blob([zip], { type: 'application/zip' }), 'export.zip');
      const res = await fetch(`${app.baseUrl}/api/restore`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
        body: form,
      });
      return conforms('post', '/api/restore', { status: res.status, headers: res.headers, body: await res.json() });
    };
    expect((await restoreWith(a.token)).status).toBe(409);
    const restoring = await createUser(app);
    const restoreJob = (await restoreWith(restoring.token)).body;
    await app.services.archive.jobs.idle();
    expect(
      (await call('get', '/api/restore/{id}', `/api/restore/${restoreJob.id}`, undefined, restoring.token)).body.status,
    ).toBe('done');

    // Deletes last (the password change revokes this session: done with a fresh login's token).
    await call('delete', '/api/trades/{id}', `/api/trades/${closed.id}`);
    await call('delete', '/api/accounts/{id}', `/api/accounts/${account.id}`);
    await call('post', '/api/auth/change-password', '/api/auth/change-password', {
      current_password: a.password,
      new_password: 'Another-pass-42',
    });

    // And the check can fail: a trade without its id is not a Trade.
    const { id: _id, ...withoutId } = closed;
    expect(schemaFor('get', '/api/trades/{id}', 200, 'application/json')(withoutId)).toBe(false);

    const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.keys(item).map((m) => `${m} ${path}`),
    );
    expect(operations.filter((op) => !exercised.has(op))).toEqual([]);
  });
});
