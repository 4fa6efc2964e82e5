import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { InMemoryCache } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter } from 'react-router-dom';
import {
  ImportAccountsDocument,
  ImportBatchesDocument,
  ImportBatchProgressDocument,
  RetryImportDocument,
  ImportMappingTemplatesDocument,
  SaveImportMappingTemplateDocument,
  ImportProgressDocument,
  UndoImportDocument,
  type ImportProgressSubscription,
} from '../../../__generated__/graphql';
import { createTypePolicies } from '../../../apollo/type-policies';
import { setLiveState, setLiveSubscribe, type LiveSink } from '../../../session/live-status';
import ImportPage from '../ImportPage';
import { buildBatch, buildPreview } from './import-fixtures';

const ACCOUNTS = [
  { __typename: 'Account' as const, id: 'a0', name: 'Swing', currency: 'USD' },
  { __typename: 'Account' as const, id: 'a1', name: 'Futures', currency: 'USD' },
];

interface RestCall {
  url: string;
  method: string;
  fields: Record<string, string>;
}
let restCalls: RestCall[];

/** The REST upload answers these bodies in turn (status, body); records what each request sent. */
function answerRest(...answers: [number, unknown][]) {
  restCalls = [];
  globalThis.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const form = init?.body as FormData;
    const fields: Record<string, string> = {};
    form.forEach((value, key) => {
      fields[key] = typeof value === 'string' ? value : `file:${(value as File).name}`;
    });
    restCalls.push({ url: String(url), method: init?.method ?? 'GET', fields });
    const [status, body] = answers.shift() ?? [500, { detail: 'unexpected call' }];
    return { ok: status < 300, status, json: async () => body } as Response;
  }) as typeof fetch;
}

type Mock = {
  request: { query: unknown; variables?: Record<string, unknown> };
  result: { data: unknown };
  maxUsageCount?: number;
};

const TEMPLATE = {
  __typename: 'ImportMappingTemplate' as const,
  id: 'tpl1',
  name: 'My broker',
  header: ['Trade Date', 'Ticker', 'Action', 'Qty', 'Fill Price', 'Limit Price'],
  mapping: {
    __typename: 'ColumnMapping' as const,
    symbol: 'Ticker',
    side: 'Action',
    quantity: 'Qty',
    price: 'Fill Price',
    executedAt: 'Trade Date',
    time: null,
    commission: null,
    fees: null,
    market: null,
    executionId: null,
    orderId: null,
    dateOrder: 'YMD',
    decimalMark: null,
  },
};

const templatesMock = (templates: unknown[], maxUsageCount = 5): Mock => ({
  request: { query: ImportMappingTemplatesDocument },
  result: { data: { importMappingTemplates: templates } },
  maxUsageCount,
});

function renderPage(
  mocks: Mock[],
  cache = new InMemoryCache({ typePolicies: createTypePolicies() }),
  templates: Mock = templatesMock([]),
) {
  render(
    <MockedProvider
      mocks={
        [
          { request: { query: ImportAccountsDocument }, result: { data: { accounts: ACCOUNTS } }, maxUsageCount: 5 },
          templates,
          ...mocks,
        ] as never
      }
      cache={cache}
    >
      <MemoryRouter>
        <ImportPage currentAccountId="a1" userTimeZone="Europe/Berlin" pollIntervalMs={5} />
      </MemoryRouter>
    </MockedProvider>,
  );
  return cache;
}

const history = (batches: unknown[], maxUsageCount = 1): Mock => ({
  request: { query: ImportBatchesDocument },
  result: { data: { importBatches: batches } },
  maxUsageCount,
});

async function pickFile(name = 'fills.csv', text = 'orderId,execId\n1,2\n') {
  await screen.findByRole('option', { name: 'Futures (USD)' });
  const input = screen.getByTestId('import-drop-zone').querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File([text], name, { type: 'text/csv' })] } });
}

afterEach(() => {
  jest.restoreAllMocks();
  setLiveSubscribe(null);
  setLiveState('off');
});

/** A live socket stand-in: records each subscription (document, variables) and lets the test push to it. */
function fakeLiveSocket() {
  const subscriptions: { document: unknown; variables: Record<string, unknown>; sink: LiveSink<unknown> }[] = [];
  setLiveSubscribe((document, variables, sink) => {
    const entry = { document, variables, sink: sink as LiveSink<unknown> };
    subscriptions.push(entry);
    return () => subscriptions.splice(subscriptions.indexOf(entry), 1);
  });
  setLiveState('live');
  const push = (batch: ReturnType<typeof buildBatch>) =>
    act(() => {
      const data: ImportProgressSubscription = { importProgress: batch };
      subscriptions.forEach((s) => s.sink.next({ data }));
    });
  return { subscriptions, push };
}

describe('ImportPage', () => {
  it('previews the file as a dry run into the current account and zone, with every warning, before anything is written', async () => {
    answerRest([200, buildPreview({ errors: [] })]);
    renderPage([history([], 5)]);
    await pickFile();

    expect(await screen.findByTestId('import-format')).toHaveTextContent('tradovate-fills');
    expect(restCalls).toEqual([
      {
        url: '/api/imports',
        method: 'POST',
        fields: {
          file: 'file:fills.csv',
          account_id: 'a1',
          format: 'auto',
          timezone: 'Europe/Berlin',
          dry_run: 'true',
        },
      },
    ]);
    const warnings = screen.getByRole('list', { name: 'Warnings' });
    expect(within(warnings).getByText(/1 unmatched close/)).toBeInTheDocument();
    expect(within(warnings).getByText('Skipped rows (not trades): 2 dividend, 1 deposit')).toBeInTheDocument();
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('MESM5');
    expect(rows[2]).toHaveTextContent('-$81.62');
    expect(screen.getByText('-$50.00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start import into Futures' })).toBeEnabled();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('warns of executions already imported and of a file holding several broker accounts', async () => {
    answerRest([
      200,
      buildPreview({ duplicates: 17, broker_accounts: ['X-111', 'Y-222'], rows_skipped: {}, errors: [] }),
    ]);
    renderPage([history([], 5)]);
    await pickFile();
    const warnings = await screen.findByRole('list', { name: 'Warnings' });
    expect(within(warnings).getByTestId('import-duplicates')).toHaveTextContent('17 duplicates (already imported)');
    expect(within(warnings).getByTestId('import-broker-accounts')).toHaveTextContent(
      'The file holds accounts X-111, Y-222; all rows go to Futures.',
    );
    expect(screen.getByText(/Every execution in this file is already imported/)).toBeInTheDocument();
  });

  it('lists the currencies it converts and names an instrument refused for want of a rate (issue 27)', async () => {
    const message =
      'No USD→EUR exchange rate on or before 2024-05-02 for ACME: its executions were not imported. Add the rate in Settings → Exchange rates and import the file again.';
    answerRest([
      200,
      buildPreview({
        conversions: [
          { from: 'EUR', to: 'USD', source: 'broker', executions: 2, min_rate: '1.08', max_rate: '1.1' },
          { from: 'GBP', to: 'USD', source: 'user', executions: 1, min_rate: '1.25', max_rate: '1.25' },
        ],
        missing_rates: [{ currency: 'USD', to: 'EUR', day: '2024-05-02', symbol: 'ACME', executions: 2, message }],
      }),
    ]);
    renderPage([history([], 5)]);
    await pickFile();
    const conversions = await screen.findByRole('list', { name: 'Currency conversions' });
    expect(
      within(conversions)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '2 executions in EUR converted to USD at the file’s own rate: 1 EUR = 1.08–1.1 USD',
      '1 execution in GBP converted to USD at your exchange rates: 1 GBP = 1.25 USD',
    ]);
    const warnings = screen.getByRole('list', { name: 'Warnings' });
    expect(within(warnings).getByTestId('import-missing-rate')).toHaveTextContent(message);
  });

  it('previews again for another account or zone', async () => {
    answerRest([200, buildPreview()], [200, buildPreview()], [200, buildPreview()]);
    renderPage([history([], 5)]);
    await pickFile();
    await screen.findByTestId('import-format');
    fireEvent.change(screen.getByLabelText('Account'), { target: { value: 'a0' } });
    await waitFor(() => expect(restCalls).toHaveLength(2));
    fireEvent.change(screen.getByLabelText('Time zone of the file'), { target: { value: 'UTC' } });
    await waitFor(() => expect(restCalls).toHaveLength(3));
    expect(restCalls[1].fields).toMatchObject({ account_id: 'a0', timezone: 'Europe/Berlin', dry_run: 'true' });
    expect(restCalls[2].fields).toMatchObject({ account_id: 'a0', timezone: 'UTC', dry_run: 'true' });
    expect(await screen.findByRole('button', { name: 'Start import into Swing' })).toBeEnabled();
  });

  it('shows unreadable rows with their row numbers and does not offer to start', async () => {
    answerRest([200, buildPreview({ errors: [{ row: 14, message: "price 'abc' is not a number" }] })]);
    renderPage([history([], 5)]);
    await pickFile();
    expect(await screen.findByText("Row 14: price 'abc' is not a number")).toBeInTheDocument();
    expect(screen.getByText(/1 row cannot be read/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Start import/ })).toBeDisabled();
  });

  it('names the formats tried when the server refuses the file', async () => {
    answerRest([422, { detail: 'This file is not a supported format (tried: Tradovate fills; IBKR Flex XML).' }]);
    renderPage([history([], 5)]);
    await pickFile('notes.txt');
    expect(
      await screen.findByText(/not a supported format \(tried: Tradovate fills; IBKR Flex XML\)/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Start import/ })).not.toBeInTheDocument();
  });

  it('starts, follows the progress bar to the end, shows the summary and drops the trade-derived cache', async () => {
    answerRest([200, buildPreview()], [202, { id: 'b1', status: 'queued', format: 'tradovate-fills' }]);
    const poll = (batch: ReturnType<typeof buildBatch>): Mock => ({
      request: { query: ImportBatchProgressDocument, variables: { id: 'b1' } },
      result: { data: { importBatch: batch } },
    });
    const cache = renderPage([
      history([], 1),
      poll(buildBatch({ status: 'queued', rowsTotal: 0, rowsDone: 0, summary: null, finishedAt: null })),
      poll(buildBatch({ status: 'running', rowsTotal: 20, rowsDone: 10, summary: null, finishedAt: null })),
      poll(buildBatch()),
      history([buildBatch()], 5),
    ]);
    const accountKey = cache.identify({ __typename: 'Account', id: 'a1' })!;
    cache.writeFragment({
      id: accountKey,
      fragment: (await import('graphql')).parse('fragment B on Account { id balance tradeCount }'),
      data: { __typename: 'Account', id: 'a1', balance: '1000', tradeCount: 3 },
    });
    await pickFile();
    fireEvent.click(await screen.findByRole('button', { name: 'Start import into Futures' }));

    const bar = await screen.findByRole('progressbar', { name: 'Import progress' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '50'));
    expect(await screen.findByRole('heading', { name: 'Import complete' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute('aria-valuenow', '100');
    expect(restCalls[1].fields).toEqual({
      file: 'file:fills.csv',
      account_id: 'a1',
      format: 'auto',
      timezone: 'Europe/Berlin',
    });
    expect(screen.getByText('Trades created').nextSibling).toHaveTextContent('7');
    expect(screen.getByText('Executions added').nextSibling).toHaveTextContent('17');
    expect(screen.getByRole('link', { name: 'View trades' })).toHaveAttribute('href', '/trades');
    const account = cache.extract()[accountKey] as Record<string, unknown>;
    expect(account.name).toBe('Futures');
    expect(account.balance).toBeUndefined();
    expect(account.tradeCount).toBeUndefined();
    expect(await screen.findByRole('button', { name: 'Undo import of fills.csv' })).toBeInTheDocument();
  });

  it('while the live socket is up, follows the batch by its importProgress subscription: one read, no polling', async () => {
    answerRest([200, buildPreview()], [202, { id: 'b1', status: 'queued', format: 'tradovate-fills' }]);
    const socket = fakeLiveSocket();
    const reads = jest.fn(() => ({
      data: {
        importBatch: buildBatch({ status: 'queued', rowsTotal: 0, rowsDone: 0, summary: null, finishedAt: null }),
      },
    }));
    renderPage([
      history([], 1),
      {
        request: { query: ImportBatchProgressDocument, variables: { id: 'b1' } },
        result: reads,
        maxUsageCount: 50,
      } as never,
      history([buildBatch()], 5),
    ]);
    await pickFile();
    fireEvent.click(await screen.findByRole('button', { name: 'Start import into Futures' }));

    await waitFor(() => expect(socket.subscriptions).toHaveLength(1));
    expect(socket.subscriptions[0]).toMatchObject({ document: ImportProgressDocument, variables: { batchId: 'b1' } });
    await waitFor(() => expect(reads).toHaveBeenCalledTimes(1));
    socket.push(buildBatch({ status: 'running', rowsTotal: 20, rowsDone: 10, summary: null, finishedAt: null }));
    const bar = await screen.findByRole('progressbar', { name: 'Import progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    // Polling every 5 ms would have read the batch again by now. A fixed window on purpose: it
    // proves the page does NOT poll while the socket is live, which no event announces.
    await new Promise((r) => setTimeout(r, 60));
    expect(reads).toHaveBeenCalledTimes(1);
    socket.push(buildBatch());
    expect(await screen.findByRole('heading', { name: 'Import complete' })).toBeInTheDocument();
    expect(screen.getByText('Trades created').nextSibling).toHaveTextContent('7');
    expect(socket.subscriptions).toHaveLength(0);
  });

  it('falls back to polling the batch when the live socket goes down mid-import', async () => {
    answerRest([200, buildPreview()], [202, { id: 'b1', status: 'queued', format: 'tradovate-fills' }]);
    const socket = fakeLiveSocket();
    const running = buildBatch({ status: 'running', rowsTotal: 20, rowsDone: 5, summary: null, finishedAt: null });
    renderPage([
      history([], 1),
      {
        request: { query: ImportBatchProgressDocument, variables: { id: 'b1' } },
        result: { data: { importBatch: running } },
      },
      {
        request: { query: ImportBatchProgressDocument, variables: { id: 'b1' } },
        result: { data: { importBatch: buildBatch() } },
      },
      history([buildBatch()], 5),
    ]);
    await pickFile();
    fireEvent.click(await screen.findByRole('button', { name: 'Start import into Futures' }));
    await waitFor(() => expect(socket.subscriptions).toHaveLength(1));
    const bar = await screen.findByRole('progressbar', { name: 'Import progress' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '25')); // the one read, on subscribing

    act(() => setLiveState('reconnecting'));
    expect(await screen.findByRole('heading', { name: 'Import complete' })).toBeInTheDocument();
    expect(socket.subscriptions).toHaveLength(0);
  });

  it('shows a failed batch with its reason and no link to trades', async () => {
    answerRest([200, buildPreview()], [202, { id: 'b1', status: 'queued', format: 'tradovate-fills' }]);
    renderPage([
      history([], 5),
      {
        request: { query: ImportBatchProgressDocument, variables: { id: 'b1' } },
        result: {
          data: { importBatch: buildBatch({ status: 'failed', error: 'row 3: quantity is missing', summary: null }) },
        },
      },
    ]);
    await pickFile();
    fireEvent.click(await screen.findByRole('button', { name: 'Start import into Futures' }));
    expect(await screen.findByRole('heading', { name: 'Import failed' })).toBeInTheDocument();
    expect(screen.getAllByText('row 3: quantity is missing').length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: 'View trades' })).not.toBeInTheDocument();
  });

  it('offers Retry on a batch that failed on the server, queues it again and follows it to the end', async () => {
    const cause =
      'One step of the import ran longer than its time budget (10 min); nothing was imported. The database may be overloaded: retry later.';
    answerRest([200, buildPreview()], [202, { id: 'b1', status: 'queued', format: 'tradovate-fills' }]);
    renderPage([
      history([], 5),
      {
        request: { query: ImportBatchProgressDocument, variables: { id: 'b1' } },
        result: {
          data: { importBatch: buildBatch({ status: 'failed', error: cause, retryable: true, summary: null }) },
        },
      },
      {
        request: { query: RetryImportDocument, variables: { id: 'b1' } },
        result: {
          data: {
            retryImport: buildBatch({
              status: 'queued',
              rowsDone: 0,
              rowsRead: 0,
              rowsMatched: 0,
              rowsWritten: 0,
              summary: null,
            }),
          },
        },
      },
      {
        request: { query: ImportBatchProgressDocument, variables: { id: 'b1' } },
        result: { data: { importBatch: buildBatch() } },
      },
    ]);
    await pickFile();
    fireEvent.click(await screen.findByRole('button', { name: 'Start import into Futures' }));
    expect(await screen.findByRole('heading', { name: 'Import failed' })).toBeInTheDocument();
    expect(screen.getAllByText(cause).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Import complete' })).toBeInTheDocument();
  });

  it('does not offer Retry on a file refused for what it holds', async () => {
    answerRest([200, buildPreview()], [202, { id: 'b1', status: 'queued', format: 'tradovate-fills' }]);
    renderPage([
      history([], 5),
      {
        request: { query: ImportBatchProgressDocument, variables: { id: 'b1' } },
        result: {
          data: {
            importBatch: buildBatch({
              status: 'failed',
              error: 'row 3: quantity is missing',
              retryable: false,
              summary: null,
            }),
          },
        },
      },
    ]);
    await pickFile();
    fireEvent.click(await screen.findByRole('button', { name: 'Start import into Futures' }));
    expect(await screen.findByRole('heading', { name: 'Import failed' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('lists the history newest first and undoes a batch only after the confirmation', async () => {
    const newer = buildBatch({ id: 'b2', fileName: 'Performance.csv', createdAt: '2026-03-06T10:00:00.000Z' });
    const older = buildBatch({
      id: 'b1',
      fileName: 'fills.csv',
      status: 'undone',
      undoneAt: '2026-03-05T15:00:00.000Z',
    });
    answerRest();
    renderPage([
      history([newer, older], 5),
      {
        request: { query: UndoImportDocument, variables: { id: 'b2' } },
        result: { data: { undoImport: { ...newer, status: 'undone', undoneAt: '2026-03-06T11:00:00.000Z' } } },
      },
    ]);
    const items = await screen.findAllByTestId('import-batch');
    expect(items.map((i) => within(i).getByText(/\.csv$/).textContent)).toEqual(['Performance.csv', 'fills.csv']);
    expect(await within(items[0]).findByText(/Futures/)).toBeInTheDocument();
    expect(within(items[1]).queryByRole('button', { name: /Undo/ })).not.toBeInTheDocument();

    const newest = () => screen.getAllByTestId('import-batch')[0];
    fireEvent.click(within(newest()).getByRole('button', { name: 'Undo import of Performance.csv' }));
    const dialog = await screen.findByRole('dialog', { name: 'Undo import' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(newest()).getByText('done')).toBeInTheDocument();

    fireEvent.click(within(newest()).getByRole('button', { name: 'Undo import of Performance.csv' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Undo import' })).getByRole('button', { name: 'Undo import' }),
    );
    await waitFor(() =>
      expect(within(screen.getAllByTestId('import-batch')[0]).getByText('undone')).toBeInTheDocument(),
    );
    expect(screen.queryByRole('button', { name: 'Undo import of Performance.csv' })).not.toBeInTheDocument();
    expect(restCalls).toEqual([]);
  });

  it('maps a generic CSV by hand: first rows, a column per field, the preview following each change, then start with the mapping', async () => {
    const csv =
      'Trade Date;Ticker;Action;Qty;Fill Price;Limit Price;Commission\n2026-03-02 10:00;AAPL;BUY;10;"180,5";181;1\n2026-03-02 11:00;AAPL;SELL;10;"182,5";182;1\n';
    answerRest(
      [422, { detail: 'This file is not a supported format (tried: Tradovate fills).' }],
      [200, buildPreview({ format: 'generic' })],
      [200, buildPreview({ format: 'generic' })],
      [200, buildPreview({ format: 'generic' })],
      [202, { id: 'b9', status: 'queued', format: 'generic' }],
    );
    renderPage([
      history([], 5),
      {
        request: { query: ImportBatchProgressDocument, variables: { id: 'b9' } },
        result: { data: { importBatch: buildBatch({ id: 'b9', format: 'generic' }) } },
      },
    ]);
    await pickFile('mine.csv', csv);
    fireEvent.click(await screen.findByRole('button', { name: 'Map the columns yourself (generic CSV)' }));

    const editor = await screen.findByRole('region', { name: 'Column mapping (generic CSV)' });
    expect(within(editor).getAllByRole('row')[1]).toHaveTextContent('AAPL');
    expect(within(editor).getAllByRole('row')[1]).toHaveTextContent('180,5');
    expect(screen.getByLabelText('Price')).toHaveValue('Fill Price');
    await screen.findByTestId('import-format');
    expect(restCalls[1].fields.format).toBe('generic');
    expect(JSON.parse(restCalls[1].fields.mapping)).toEqual({
      symbol: 'Ticker',
      side: 'Action',
      quantity: 'Qty',
      price: 'Fill Price',
      executedAt: 'Trade Date',
      commission: 'Commission',
    });

    fireEvent.change(screen.getByLabelText('Price'), { target: { value: 'Limit Price' } });
    fireEvent.change(screen.getByLabelText('Decimal mark'), { target: { value: ',' } });
    await waitFor(() => expect(restCalls).toHaveLength(4));
    expect(JSON.parse(restCalls[2].fields.mapping)).toMatchObject({ price: 'Limit Price' });
    expect(JSON.parse(restCalls[3].fields.mapping)).toMatchObject({ price: 'Limit Price', decimalMark: ',' });
    await screen.findByTestId('import-format');
    fireEvent.click(await screen.findByRole('button', { name: 'Start import into Futures' }));
    expect(await screen.findByRole('heading', { name: 'Import complete' })).toBeInTheDocument();
    const start = restCalls[restCalls.length - 1].fields;
    expect(start.dry_run).toBeUndefined();
    expect(start.format).toBe('generic');
    expect(JSON.parse(start.mapping)).toMatchObject({ price: 'Limit Price', decimalMark: ',' });
  });

  it('applies a saved template by itself when the file has its header, and saves an edited mapping under a name', async () => {
    let saved: unknown = null;
    answerRest([200, buildPreview({ format: 'generic' })], [200, buildPreview({ format: 'generic' })]);
    const cache = new InMemoryCache({ typePolicies: createTypePolicies() });
    renderPage(
      [
        history([], 5),
        {
          request: {
            query: SaveImportMappingTemplateDocument,
            variables: (v: Record<string, unknown>) => ((saved = v.input), true),
          } as never,
          result: { data: { saveImportMappingTemplate: { ...TEMPLATE, id: 'tpl2', name: 'Limit prices' } } },
        },
      ],
      cache,
      templatesMock([TEMPLATE]),
    );
    // The templates are loaded before the file is picked (the screen loads them when it opens).
    await waitFor(() => expect(JSON.stringify(cache.extract())).toContain('My broker'));
    await pickFile(
      'mine.csv',
      'Trade Date,Ticker,Action,Qty,Fill Price,Limit Price\n2026-03-02 10:00,AAPL,BUY,10,180.5,181\n',
    );
    expect(await screen.findByTestId('import-template-applied')).toHaveTextContent(
      'Using your saved template “My broker”.',
    );
    await screen.findByTestId('import-format');
    expect(restCalls[0].fields.format).toBe('generic');
    expect(JSON.parse(restCalls[0].fields.mapping)).toEqual({
      symbol: 'Ticker',
      side: 'Action',
      quantity: 'Qty',
      price: 'Fill Price',
      executedAt: 'Trade Date',
      dateOrder: 'YMD',
    });

    fireEvent.change(screen.getByLabelText('Price'), { target: { value: 'Limit Price' } });
    fireEvent.change(screen.getByLabelText('Save this mapping as'), { target: { value: 'Limit prices' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText('Saved as “Limit prices”.')).toBeInTheDocument();
    expect(saved).toEqual({
      name: 'Limit prices',
      header: ['Trade Date', 'Ticker', 'Action', 'Qty', 'Fill Price', 'Limit Price'],
      mapping: expect.objectContaining({ price: 'Limit Price', dateOrder: 'YMD' }),
    });
  });
});
