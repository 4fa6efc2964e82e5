import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gql, rest } from '../../support/api-client';
import { createUser, type TestUser } from '../../support/factories';
import { startTestApp, type TestApp } from '../../support/test-app';
import { parse as parseDisposition } from 'content-disposition';
import { tradeInput } from '../../support/trade-factory';
import { itWhen, onPath } from '../../support/not-run';

// The PDF report end to end: the file poppler reads back has several pages and prints the very
// summary figures the Reports screen's GraphQL query answers for the same filter.
jest.setTimeout(120000);

let app: TestApp;
let a: TestUser;
let b: TestUser;
let accountId: string;
const TAGS = ['confident', 'fearful', 'patient', 'disciplined'] as const;

beforeAll(async () => {
  app = await startTestApp();
  [a, b] = await Promise.all([createUser(app), createUser(app)]);
  const acc = await gql(
    app.baseUrl,
    `mutation { createAccount(input: { name: "Main", currency: "EUR", initialBalance: "5000" }) { id } }`,
    {},
    { token: a.token },
  );
  accountId = acc.data.createAccount.id;
  for (let i = 0; i < 40; i++) {
    const day = new Date(Date.UTC(2026, 0, 5) + i * 4 * 86400000).toISOString().slice(0, 10);
    const res = await gql(
      app.baseUrl,
      `mutation($input: TradeInput!) { createTrade(input: $input) { id } }`,
      {
        input: tradeInput(accountId, {
          market: 'futures',
          symbol: ['ES', 'NQ', 'CL'][i % 3],
          tradeType: i % 2 ? 'long' : 'short',
          quantity: '1',
          multiplier: '50',
          fees: '2.5',
          entryPrice: '5000',
          exitPrice: (i % 2 ? 5000 + ((i * 7) % 13) - 5 : 5000 - ((i * 5) % 11) + 4).toFixed(2),
          entryDate: `${day}T15:00:00Z`,
          exitDate: `${day}T16:30:00Z`,
          emotionalTags: [TAGS[i % TAGS.length]],
        }),
      },
      { token: a.token },
    );
    expect(res.errors).toBeUndefined();
  }
});
afterAll(() => app?.close());

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const pdfUrl = (query: string) => `${app.baseUrl}/api/reports/pdf?${query}`;

// Read back with poppler-utils; without them this test is reported as not run, by name.
const POPPLER = ['pdfinfo', 'pdffonts', 'pdftoppm', 'pdftotext'];
itWhen(
  POPPLER.every(onPath),
  'needs poppler-utils (pdfinfo, pdffonts, pdftoppm, pdftotext: apt-get install -y poppler-utils)',
)('the PDF has several pages and prints the summary figures the Reports screen shows', async () => {
  const res = await fetch(pdfUrl(`account_id=${accountId}&start_date=2026-01-01&end_date=2026-06-30`), {
    headers: { authorization: `Bearer ${a.token}` },
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  expect(parseDisposition(res.headers.get('content-disposition')!)).toEqual({
    type: 'attachment',
    parameters: { filename: 'candlog_report_Main_2026-01-01_2026-06-30.pdf' },
  });
  const body = Buffer.from(await res.arrayBuffer());
  expect(body.subarray(0, 5).toString()).toBe('%PDF-');
  expect(body.length).toBeLessThan(2 * 1024 * 1024);

  const dir = mkdtempSync(join(tmpdir(), 'candlog-pdf-'));
  const file = join(dir, 'report.pdf');
  writeFileSync(file, body);
  const info = execFileSync('pdfinfo', [file]).toString();
  const pages = Number(/Pages:\s+(\d+)/.exec(info)?.[1]);
  expect(pages).toBeGreaterThanOrEqual(3);
  expect(info).toMatch(/Title:\s+Candlog report 2026-01-01 – 2026-06-30/);
  // Fonts are embedded (a fresh machine prints the same glyphs).
  expect(execFileSync('pdffonts', [file]).toString()).toMatch(/DejaVuSans.*yes/);

  execFileSync('pdftoppm', ['-png', '-r', '60', file, join(dir, 'page')]);
  const pngs = readdirSync(dir).filter((f) => f.endsWith('.png'));
  expect(pngs).toHaveLength(pages);
  if (process.env.UPDATE_REPORT_EXAMPLE) copyFileSync(join(dir, pngs.sort()[0]), 'docs/report-example.png');

  const screen = await gql(
    app.baseUrl,
    `query($id: ID!) { account(id: $id) { analytics { report(period: custom, from: "2026-01-01", to: "2026-06-30") {
      totalPnl winRate totalTrades wins losses profitFactor grossProfitFactor averageWin averageLoss } } } }`,
    { id: accountId },
    { token: a.token },
  );
  const r = screen.data.account.analytics.report;
  expect(r.totalTrades).toBe(40);
  const text = execFileSync('pdftotext', ['-layout', file, '-']).toString();
  // Formatted as the Reports screen formats them (client/src/lib/format.ts): en-US, 2 decimals.
  const eur = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 });
  expect(text).toMatch(new RegExp(`Total P&L\\s+\\+${escape(eur.format(Number(r.totalPnl)))}`));
  expect(text).toMatch(new RegExp(`Win rate\\s+${r.winRate.toFixed(1)}%`));
  expect(text).toMatch(new RegExp(`Wins / losses\\s+${r.wins} / ${r.losses}`));
  expect(text).toMatch(new RegExp(`Average win\\s+${escape(eur.format(Number(r.averageWin)))}`));
  expect(text).toMatch(new RegExp(`Average loss\\s+${escape(eur.format(Number(r.averageLoss)))}`));
  // Both ratios, each named for what it divides (issue 27 item 11).
  expect(text).toMatch(new RegExp(`Profit factor \\(average win ÷ average loss\\)\\s+${r.profitFactor.toFixed(2)}`));
  expect(text).toMatch(
    new RegExp(`Profit factor \\(gross profit ÷ gross loss\\)\\s+${r.grossProfitFactor.toFixed(2)}`),
  );
  for (const heading of ['Equity and drawdown', 'Monthly P&L', 'By symbol', 'By weekday', 'By emotional tag'])
    expect(text).toContain(heading);
  for (const tag of TAGS) expect(text).toContain(tag);
});

test('all accounts without dates; bad dates are 422; another user’s account is 404', async () => {
  const all = await fetch(pdfUrl(''), { headers: { authorization: `Bearer ${a.token}` } });
  expect(all.status).toBe(200);
  expect(parseDisposition(all.headers.get('content-disposition')!).parameters.filename).toMatch(
    /^candlog_report_all_accounts_2026-01-05_/,
  );
  const bad = await rest(app.baseUrl, 'GET', '/api/reports/pdf?start_date=2026-13-01', undefined, { token: a.token });
  expect(bad.status).toBe(422);
  const reversed = await rest(
    app.baseUrl,
    'GET',
    '/api/reports/pdf?start_date=2026-02-01&end_date=2026-01-01',
    undefined,
    {
      token: a.token,
    },
  );
  expect(reversed.status).toBe(422);
  const other = await rest(app.baseUrl, 'GET', `/api/reports/pdf?account_id=${accountId}`, undefined, {
    token: b.token,
  });
  expect(other.status).toBe(404);
  expect((await rest(app.baseUrl, 'GET', '/api/reports/pdf')).status).toBe(401);
});
