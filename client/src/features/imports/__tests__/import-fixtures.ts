// Builders for the Import screen's tests: GraphQL batches and the REST dry-run answer.
import type { ImportBatchItemFragment } from '../../../__generated__/graphql';
import type { ImportPreviewResult } from '../import-upload';

export function buildBatch(overrides: Partial<ImportBatchItemFragment> = {}): ImportBatchItemFragment {
  // __typename on the summary too, as the server sends it (the generated type leaves it out).
  return {
    __typename: 'ImportBatch',
    id: 'b1',
    status: 'done',
    format: 'tradovate-fills',
    accountId: 'a1',
    fileName: 'fills.csv',
    timezone: 'UTC',
    rowsTotal: 20,
    rowsDone: 20,
    phase: null,
    rowsRead: 20,
    rowsMatched: 20,
    rowsWritten: 20,
    secondsLeft: null,
    error: null,
    retryable: false,
    createdAt: '2026-03-05T14:30:00.000Z',
    finishedAt: '2026-03-05T14:30:02.000Z',
    undoneAt: null,
    summary: {
      __typename: 'ImportSummary',
      executionsAdded: 17,
      executionsDuplicate: 0,
      cashFlowsAdded: 0,
      tradesCreated: 7,
      tradesUpdated: 0,
      tradesDeleted: 0,
      openPositions: 0,
      unmatchedCloses: 0,
      rowsSkipped: [],
      errors: [],
    },
    ...overrides,
  } as ImportBatchItemFragment;
}

export function buildPreview(overrides: Partial<ImportPreviewResult> = {}): ImportPreviewResult {
  return {
    format: 'tradovate-fills',
    rows_total: 20,
    executions: 17,
    duplicates: 0,
    broker_accounts: [],
    rows_skipped: { dividend: 2, deposit: 1 },
    errors: [],
    round_trips: {
      closed: 7,
      open: 0,
      unmatched_closes: 1,
      net_pnl: '-50',
      first: [
        {
          symbol: 'MESM5',
          trade_type: 'long',
          quantity: '2',
          entry_price: '5000.25',
          exit_price: '5003.5',
          fees: '1.24',
          pnl: '31.26',
          entry_date: '2025-05-01T13:30:00.000Z',
          exit_date: '2025-05-01T13:40:00.000Z',
        },
        {
          symbol: 'MNQM5',
          trade_type: 'short',
          quantity: '1',
          entry_price: '18000',
          exit_price: '18040.5',
          fees: '0.62',
          pnl: '-81.62',
          entry_date: '2025-05-01T14:00:00.000Z',
          exit_date: '2025-05-01T14:05:00.000Z',
        },
      ],
    },
    ...overrides,
  };
}
