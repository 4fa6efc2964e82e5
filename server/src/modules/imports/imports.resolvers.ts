import type { Resolvers } from '../../__generated__/graphql';
import { requireViewer } from '../../graphql/require-viewer';
import { MISSING_RATES_LISTED, type ImportRequest } from './imports.service';

type FileInput = {
  accountId: string;
  fileName: string;
  content: string;
  format?: string | null;
  timezone?: string | null;
};

function requestOf(input: FileInput): ImportRequest {
  return {
    accountId: input.accountId,
    fileName: input.fileName,
    source: { bytes: Buffer.from(input.content, 'utf8') },
    format: input.format ?? undefined,
    timezone: input.timezone ?? undefined,
  };
}

const kinds = (skipped: Record<string, number>) => Object.entries(skipped).map(([kind, count]) => ({ kind, count }));

/** Thin adapters over ImportsService (shared with /api/imports). */
export const importsResolvers: Resolvers = {
  Query: {
    importBatch: (_root, { id }, ctx) => ctx.services.imports.get(requireViewer(ctx), id),
    importBatches: (_root, { accountId }, ctx) => ctx.services.imports.list(requireViewer(ctx), accountId ?? undefined),
    importMappingTemplates: (_root, _args, ctx) => ctx.services.mappingTemplates.list(requireViewer(ctx)),
  },
  Mutation: {
    previewImport: (_root, { input }, ctx) => ctx.services.imports.preview(requireViewer(ctx), requestOf(input)),
    startImport: (_root, { input }, ctx) => ctx.services.imports.start(requireViewer(ctx), requestOf(input)),
    undoImport: (_root, { id }, ctx) => ctx.services.imports.undo(requireViewer(ctx), id),
    retryImport: (_root, { id }, ctx) => ctx.services.imports.retry(requireViewer(ctx), id),
    saveImportMappingTemplate: (_root, { input }, ctx) =>
      ctx.services.mappingTemplates.save(requireViewer(ctx), {
        name: input.name,
        header: input.header,
        // GraphQL sends absent optional fields as null; a stored mapping holds only the set ones.
        mapping: Object.fromEntries(Object.entries(input.mapping).filter(([, v]) => v !== null)),
      }),
    deleteImportMappingTemplate: (_root, { id }, ctx) => ctx.services.mappingTemplates.delete(requireViewer(ctx), id),
  },
  ImportBatch: {
    phase: (b) => (b.phase ? (b.phase.toUpperCase() as 'PARSE' | 'MATCH' | 'WRITE') : null),
  },
  ImportSummary: {
    executionsAdded: (s) => s.executions_added,
    executionsDuplicate: (s) => s.executions_duplicate,
    tradesCreated: (s) => s.trades_created,
    tradesUpdated: (s) => s.trades_updated,
    tradesDeleted: (s) => s.trades_deleted ?? 0,
    openPositions: (s) => s.open_positions,
    unmatchedCloses: (s) => s.unmatched_closes,
    // Batches imported before cash flows were read from files have neither figure.
    cashFlowsAdded: (s) => s.cash_flows_added ?? 0,
    cashFlowsDuplicate: (s) => s.cash_flows_duplicate ?? 0,
    rowsSkipped: (s) => kinds(s.rows_skipped ?? {}),
    errors: (s) => s.errors ?? [],
  },
  ImportPreview: {
    closed: (p) => p.roundTrips.closed,
    open: (p) => p.roundTrips.open,
    unmatchedCloses: (p) => p.roundTrips.unmatched,
    netPnl: (p) => p.roundTrips.netPnl,
    rowsSkipped: (p) => kinds(p.rowsSkipped),
    conversions: (p) => p.conversions.map((c) => ({ ...c, source: c.source === 'broker' ? 'BROKER' : 'USER' })),
    // Capped like the other lists of a preview (the cost model counts 100; REST answers them all).
    missingRates: (p) => p.missingRates.slice(0, MISSING_RATES_LISTED),
    firstRoundTrips: (p) => p.roundTrips.instruments.flatMap((i) => i.trades.map((t) => ({ ...t, symbol: i.symbol }))),
  },
  ImportRoundTrip: {
    symbol: (t) => (t as typeof t & { symbol: string }).symbol,
    tradeType: (t) => t.direction,
  },
};
