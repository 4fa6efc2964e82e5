import type { DataSource } from 'typeorm';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import { isUuid, type AccountsService } from '../accounts/accounts.service';
import type { Viewer } from '../auth/viewer';
import { BATCH_COLUMNS, batchOf, type ImportBatch } from './import-batch';
import type { ImportJobRunner } from './import-jobs';
import { lockAccountImports } from './import-processor';
import { mappingProblems } from './parsers/generic/generic.parser';
import { Header, readCsv } from './parsers/csv';
import { parserFor } from './parsers/registry';
import type { ColumnMapping, ParseResult } from './parsers/types';
import { previewRoundTrips, type RoundTripPreview } from './preview';
import { rebuildInstruments } from './trade-rebuild';

/** The largest file accepted (documented in the README; REST answers 413 above it). */
export const MAX_IMPORT_BYTES = 50 * 1024 * 1024;
export const PREVIEW_TRADES = 50;

export interface ImportRequest {
  accountId: string | undefined;
  fileName: string;
  content: Buffer;
  format?: string;
  timezone?: string;
  mapping?: ColumnMapping;
}

export interface ImportPreview {
  format: string;
  rowsTotal: number;
  executions: number;
  rowsSkipped: Record<string, number>;
  errors: ParseResult['errors'];
  roundTrips: RoundTripPreview;
}

function isZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const MAPPING_TEXT_FIELDS = [
  'symbol',
  'side',
  'quantity',
  'price',
  'executedAt',
  'time',
  'commission',
  'market',
  'executionId',
  'orderId',
] as const;

/** A generic CSV's column mapping, checked in shape and against the file's header (messages for the user). */
function checkMapping(mapping: ColumnMapping | undefined, text: string): string[] {
  if (!mapping) return ['format generic needs a column mapping (symbol, side, quantity, price, executedAt)'];
  const m = mapping as unknown as Record<string, unknown>;
  const shape = [
    ...MAPPING_TEXT_FIELDS.filter((k) => m[k] !== undefined && typeof m[k] !== 'string').map(
      (k) => `mapping.${k} must be a column name`,
    ),
    ...(m.fees !== undefined && !(Array.isArray(m.fees) && m.fees.every((f) => typeof f === 'string'))
      ? ['mapping.fees must be a list of column names']
      : []),
    ...(m.dateOrder !== undefined && !['MDY', 'DMY', 'YMD'].includes(m.dateOrder as string)
      ? ['mapping.dateOrder must be MDY, DMY or YMD']
      : []),
    ...(m.decimalMark !== undefined && !['.', ','].includes(m.decimalMark as string)
      ? ["mapping.decimalMark must be '.' or ','"]
      : []),
  ];
  if (shape.length) return shape;
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = firstLine.split(';').length > firstLine.split(',').length ? ';' : ',';
  return mappingProblems(mapping, new Header(readCsv(firstLine, delimiter)[0] ?? []));
}

/** Broker imports: shared by REST (and GraphQL next). Every read and write is scoped to the viewer. */
export class ImportsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly deps: { accounts: AccountsService; jobs: ImportJobRunner },
  ) {}

  /** Checks what can be checked at once (account, zone, format, detection), so a bad request changes nothing. */
  private async checked(viewer: Viewer, request: ImportRequest) {
    if (!request.accountId) throw new ValidationError({ accountId: 'Account is required' });
    const account = await this.deps.accounts.get(viewer, request.accountId);
    if (!request.content.length) throw new ValidationError({ file: 'The file is empty' });
    if (request.content.length > MAX_IMPORT_BYTES) throw new ValidationError({ file: 'The file is larger than 50 MB' });
    const timezone = request.timezone?.trim() || viewer.timezone;
    if (!isZone(timezone)) throw new ValidationError({ timezone: `Unknown time zone '${timezone}'` });
    const text = request.content.toString('utf8');
    if (text.includes('\u0000')) throw new ValidationError({ file: 'The file is not a text file (CSV or XML)' });
    const parser = parserFor(request.format?.trim() || 'auto', text);
    if (parser.id === 'generic') {
      const problems = checkMapping(request.mapping, text);
      if (problems.length) throw new ValidationError({ mapping: problems.join('; ') });
    }
    return { account, timezone, text, parser };
  }

  /** dry_run: what the file would import, on its own, without writing anything. */
  async preview(viewer: Viewer, request: ImportRequest): Promise<ImportPreview> {
    const { timezone, text, parser } = await this.checked(viewer, request);
    const parsed = parser.parse(text, { timezone, mapping: request.mapping });
    const roundTrips = previewRoundTrips(parsed.executions);
    const firstTrades = roundTrips.instruments.flatMap((i) => i.trades).slice(0, PREVIEW_TRADES);
    return {
      format: parsed.format,
      rowsTotal: parsed.rowsTotal,
      executions: parsed.executions.length,
      rowsSkipped: parsed.skipped,
      errors: parsed.errors.slice(0, 100),
      roundTrips: {
        ...roundTrips,
        instruments: roundTrips.instruments.map((i) => ({
          ...i,
          trades: i.trades.filter((t) => firstTrades.includes(t)),
        })),
      },
    };
  }

  /** Queues the file as a batch and returns it at once (status queued); the job runner imports it. */
  async start(viewer: Viewer, request: ImportRequest): Promise<ImportBatch> {
    const { account, timezone, parser } = await this.checked(viewer, request);
    const [row] = await this.dataSource.query(
      `INSERT INTO import_batches (user_id, account_id, file_name, format, timezone, mapping, payload)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${BATCH_COLUMNS}`,
      [
        viewer.id,
        account.id,
        request.fileName.slice(0, 255) || 'upload',
        parser.id,
        timezone,
        request.mapping ? JSON.stringify(request.mapping) : null,
        request.content,
      ],
    );
    this.deps.jobs.kick();
    return batchOf(row);
  }

  async get(viewer: Viewer, id: string): Promise<ImportBatch> {
    const [row] = isUuid(id)
      ? await this.dataSource.query(`SELECT ${BATCH_COLUMNS} FROM import_batches WHERE id = $1 AND user_id = $2`, [
          id,
          viewer.id,
        ])
      : [];
    if (!row) throw new NotFoundError('Import not found');
    return batchOf(row);
  }

  /** The viewer's batches, newest first. */
  async list(viewer: Viewer, accountId?: string): Promise<ImportBatch[]> {
    if (accountId) await this.deps.accounts.get(viewer, accountId);
    const rows = await this.dataSource.query(
      `SELECT ${BATCH_COLUMNS} FROM import_batches WHERE user_id = $1 AND ($2::uuid IS NULL OR account_id = $2)
        ORDER BY created_at DESC, id DESC LIMIT 200`,
      [viewer.id, accountId ?? null],
    );
    return rows.map(batchOf);
  }

  /**
   * Undo: removes exactly this batch's executions and rebuilds the trades of the instruments they
   * touched from what remains; trades that survive keep their notes and tags. Only a finished
   * batch can be undone (a queued or running one is still being written).
   */
  async undo(viewer: Viewer, id: string): Promise<ImportBatch> {
    const batch = await this.get(viewer, id);
    return this.dataSource.transaction(async (manager) => {
      await lockAccountImports(manager, batch.accountId);
      const [row] = await manager.query(`SELECT status FROM import_batches WHERE id = $1 AND user_id = $2 FOR UPDATE`, [
        id,
        viewer.id,
      ]);
      if (row?.status !== 'done')
        throw new ConflictError(
          row?.status === 'undone'
            ? 'This import was already undone'
            : `Only a finished import can be undone (this one is ${row?.status})`,
        );
      const keys: { k: string }[] = await manager.query(
        `SELECT DISTINCT instrument_key AS k FROM executions WHERE import_batch_id = $1 AND user_id = $2`,
        [id, viewer.id],
      );
      const removed: { n: string }[] = await manager.query(
        `WITH d AS (DELETE FROM executions WHERE import_batch_id = $1 AND user_id = $2 RETURNING 1) SELECT count(*) AS n FROM d`,
        [id, viewer.id],
      );
      const [account]: { strategy_id: string | null }[] = await manager.query(
        `SELECT strategy_id FROM trading_accounts WHERE id = $1 AND user_id = $2`,
        [batch.accountId, viewer.id],
      );
      const counts = await rebuildInstruments(
        manager,
        { userId: viewer.id, accountId: batch.accountId, strategyId: account?.strategy_id ?? null, batchId: null },
        keys.map((k) => k.k),
      );
      const undo = {
        executions_removed: Number(removed[0].n),
        trades_deleted: counts.deleted,
        trades_updated: counts.updated,
        trades_created: counts.created,
      };
      await manager.query(
        `UPDATE import_batches SET status = 'undone', undone_at = now(), summary = summary || jsonb_build_object('undo', $2::jsonb)
          WHERE id = $1 AND user_id = $3`,
        [id, JSON.stringify(undo), viewer.id],
      );
      const [updated] = await manager.query(
        `SELECT ${BATCH_COLUMNS} FROM import_batches WHERE id = $1 AND user_id = $2`,
        [id, viewer.id],
      );
      return batchOf(updated);
    });
  }
}
