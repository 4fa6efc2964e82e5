import { Router, type NextFunction, type Request, type Response } from 'express';
import multer from 'multer';
import type { AppServices } from '../app-services';
import { ValidationError } from '../errors';
import type { ImportBatch } from '../modules/imports/import-batch';
import { MAX_IMPORT_BYTES, type ImportRequest } from '../modules/imports/imports.service';
import type { ColumnMapping } from '../modules/imports/parsers/types';
import { queryText } from './request-body';
import { viewerOf } from './rest-errors';

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

export function importBatchJson(b: ImportBatch) {
  return {
    id: b.id,
    status: b.status,
    format: b.format,
    account_id: b.accountId,
    file_name: b.fileName,
    timezone: b.timezone,
    progress: { rows_total: b.rowsTotal, rows_done: b.rowsDone },
    summary: b.summary,
    error: b.error,
    created_at: iso(b.createdAt),
    started_at: iso(b.startedAt),
    finished_at: iso(b.finishedAt),
    undone_at: iso(b.undoneAt),
  };
}

// The file stays in memory only until it is queued (stored with its batch for the job runner).
const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 10, fieldSize: 64 * 1024 },
});

/** multer's own errors as the REST adapter's: too large → 413, anything else about the form → 422. */
function receiveFile(req: Request, res: Response, next: NextFunction): void {
  upload.single('file')(req, res, (error: unknown) => {
    if (!error) return next();
    const code = (error as { code?: string }).code;
    if (code === 'LIMIT_FILE_SIZE') {
      res.status(413).json({ detail: `The file is larger than ${MAX_IMPORT_BYTES / 1024 / 1024} MB` });
      return;
    }
    // Everything multer and busboy raise here is about the body the client sent (a truncated form,
    // "Unexpected end of form", a bad boundary): 422, never an internal error (issue 29 fuzz).
    res
      .status(422)
      .json({ detail: `The upload is not a valid multipart form with one 'file': ${(error as Error).message}` });
  });
}

function mappingOf(text: unknown): ColumnMapping | undefined {
  if (typeof text !== 'string' || !text.trim()) return undefined;
  try {
    const value = JSON.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as ColumnMapping;
  } catch {
    // reported below
  }
  throw new ValidationError({ mapping: 'mapping must be a JSON object of column names' });
}

function requestOf(req: Request): ImportRequest {
  const body = (req.body ?? {}) as Record<string, unknown>;
  if (!req.file) throw new ValidationError({ file: "A file is required (multipart field 'file')" });
  const text = (k: string) => (typeof body[k] === 'string' ? (body[k] as string) : undefined);
  return {
    accountId: text('account_id'),
    fileName: req.file.originalname,
    content: req.file.buffer,
    format: text('format'),
    timezone: text('timezone'),
    mapping: mappingOf(body.mapping),
  };
}

/**
 * /api/imports: POST a broker file (multipart: file, account_id, format=auto, timezone, dry_run,
 * mapping) → 202 with the queued batch, or 200 with the preview when dry_run=true; GET one or all
 * (newest first); DELETE undoes a finished batch.
 */
export function importsRouter(services: AppServices): Router {
  const router = Router();
  router.post('/', receiveFile, async (req, res) => {
    const request = requestOf(req);
    const dryRun = String((req.body as Record<string, unknown>)?.dry_run ?? '').toLowerCase() === 'true';
    if (dryRun) {
      const p = await services.imports.preview(viewerOf(req), request);
      res.json({
        dry_run: true,
        format: p.format,
        rows_total: p.rowsTotal,
        executions: p.executions,
        duplicates: p.duplicates,
        cash_flows: p.cashFlows,
        cash_flow_duplicates: p.cashFlowDuplicates,
        broker_accounts: p.brokerAccounts,
        rows_skipped: p.rowsSkipped,
        errors: p.errors,
        round_trips: {
          closed: p.roundTrips.closed,
          open: p.roundTrips.open,
          unmatched_closes: p.roundTrips.unmatched,
          // Exact decimal strings, as the round-trip builder computed them (a float would print 192.16000000000003).
          net_pnl: p.roundTrips.netPnl,
          first: p.roundTrips.instruments.flatMap((i) =>
            i.trades.map((t) => ({
              symbol: i.symbol,
              trade_type: t.direction,
              quantity: t.quantity,
              entry_price: t.entryPrice,
              exit_price: t.exitPrice,
              fees: t.fees,
              pnl: t.pnl,
              entry_date: iso(t.entryDate),
              exit_date: iso(t.exitDate),
            })),
          ),
        },
      });
      return;
    }
    res.status(202).json(importBatchJson(await services.imports.start(viewerOf(req), request)));
  });
  router.get('/', async (req, res) => {
    res.json((await services.imports.list(viewerOf(req), queryText(req, 'account_id'))).map(importBatchJson));
  });
  router.get('/:id', async (req, res) => {
    res.json(importBatchJson(await services.imports.get(viewerOf(req), req.params.id)));
  });
  router.delete('/:id', async (req, res) => {
    res.json(importBatchJson(await services.imports.undo(viewerOf(req), req.params.id)));
  });
  return router;
}
