// The Playbooks screen on the real server (issue 30): trades tagged in bulk and their rules ticked
// through the API, then the screen shows the same figures GET /api/analytics/playbooks answers; a
// playbook made on the screen appears in the list. Screenshots at both sizes.
import {
  animationsFinished,
  apiLogin,
  gqlRequest,
  newPage,
  registerUser,
  screenshot,
  signIn,
  waitForShell,
  type ViewportSize,
} from '../support/browser';
import { useE2eServer } from '../support/e2e-server';

jest.setTimeout(240_000);

const { server, browser } = useE2eServer({ env: { REGISTRATION_OPEN: 'true' } });

async function api(token: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return res.json();
}

it('shows what a playbook and its rules are worth, the same figures as the API', async () => {
  const user = await registerUser(server.baseUrl, 'playbooks');
  const token = await apiLogin(server.baseUrl, user.email, user.password);
  const created = await gqlRequest<{ createAccount: { id: string } }>(
    server.baseUrl,
    'mutation { createAccount(input: { name: "Main", currency: "USD", initialBalance: "10000" }) { id } }',
    {},
    token,
  );
  const accountId = created.createAccount.id;
  const playbook = await api(token, 'POST', '/api/playbooks', {
    name: 'Opening range breakout',
    description: 'The first 30 minutes',
    rules: ['Wait for the 5-minute close', 'Risk at most 1 %'],
  });
  const mistake = await api(token, 'POST', '/api/tags', { name: 'Chased entry', kind: 'mistake' });
  const exits = ['112', '96', '108', '104', '93', '110'];
  const ids: string[] = [];
  for (const [i, exit] of exits.entries()) {
    const trade = await api(token, 'POST', '/api/trades/', {
      account_id: accountId,
      symbol: 'AAPL',
      market: 'stocks',
      trade_type: 'long',
      entry_price: '100',
      exit_price: exit,
      quantity: 10,
      fees: 0,
      stop_loss: '95',
      entry_date: `2024-03-0${i + 1}T14:30:00Z`,
      exit_date: `2024-03-0${i + 1}T15:30:00Z`,
    });
    ids.push(trade.id);
  }
  // Bulk: every trade follows the playbook; the two losers are tagged with the mistake.
  expect(await api(token, 'POST', '/api/trades/bulk-tags', { trade_ids: ids, playbook_id: playbook.id })).toEqual({
    updated: 6,
  });
  await api(token, 'POST', '/api/trades/bulk-tags', { trade_ids: [ids[1], ids[4]], add_tag_ids: [mistake.id] });
  // Tick the first rule: followed on the winners, broken on the losers.
  for (const [i, id] of ids.entries()) {
    await api(token, 'PUT', `/api/trades/${id}`, {
      rule_checks: [{ rule_id: playbook.rules[0].id, followed: Number(exits[i]) > 100 }],
    });
  }
  const [expected] = await api(token, 'GET', `/api/analytics/playbooks?account_id=${accountId}`);
  expect(expected).toMatchObject({ trades: 6, net_pnl: '230', expectancy: '38.33333333' });

  for (const size of ['desktop', 'phone'] as ViewportSize[]) {
    const page = await newPage(browser, size);
    await signIn(page, server.baseUrl, user.email, user.password);
    await waitForShell(page);
    await page.goto(`${server.baseUrl}/playbooks`);
    const card = page.getByRole('article', { name: 'Opening range breakout' });
    await card.getByTestId('pb-net').filter({ hasText: '230' }).waitFor({ timeout: 60_000 });
    expect(await card.getByTestId('pb-trades').textContent()).toBe('6');
    expect(await card.getByTestId('pb-expectancy').textContent()).toContain('38.33');
    expect(await card.getByTestId('rule-verdict').first().textContent()).toMatch(
      /^(6 trades: too few to tell|Following it is worth [\d.]+ more per trade \(6 trades\))$/,
    );
    const mistakes = page.getByRole('article', { name: 'What mistakes cost' });
    await mistakes.getByRole('cell', { name: 'Chased entry' }).waitFor();
    await animationsFinished(page);
    await screenshot(page, `playbooks-${size}`);
    if (size === 'desktop') {
      const form = page.getByRole('form', { name: 'New playbook' });
      await form.getByLabel('Name').fill('Pullback');
      await form.getByLabel('Rules (one per line)').fill('Trend on the hourly\nEntry at the 20 EMA');
      await form.getByRole('button', { name: 'Create playbook' }).click();
      await page.getByRole('article', { name: 'Pullback' }).getByText('Entry at the 20 EMA').waitFor();
    }
    await page.close();
  }
});
