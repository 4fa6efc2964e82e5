import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Router, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import multer from 'multer';
import type { AppServices } from '../app-services';
import { ValidationError } from '../errors';
import type { ImportBatch } from '../modules/imports/import-batch';
import type { ImportPreview, ImportRequest } from '../modules/imports/imports.service';
import { logger } from '../logger';
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
    progress: {
      rows_total: b.rowsTotal,
      rows_done: b.rowsDone,
      phase: b.phase,
      rows_read: b.rowsRead,
      rows_matched: b.rowsMatched,
      rows_written: b.rowsWritten,
      seconds_left: b.secondsLeft,
    },
    summary: b.summary,
    error: b.error,
    retryable: b.retryable,
    created_at: iso(b.createdAt),
    started_at: iso(b.startedAt),
    finished_at: iso(b.finishedAt),
    undone_at: iso(b.undoneAt),
  };
}

/**
 * The upload is streamed to a temporary file (never held in memory: issue 27 item 9), checked and
 * stored from there a part at a time, and removed when the request ends, whatever its outcome.
 */
const UPLOAD_DIR = path.join(os.tmpdir(), 'candlog-uploads');

/** multer's own errors as the REST adapter's: too large → 413, anything else about the form → 422. */
export function receiveFile(maxBytes: number): RequestHandler {
  fs.mkdirSync(UPLOAD_DIR, { recursive: true });
  const upload = multer({
    storage: multer.diskStorage({ destination: UPLOAD_DIR }),
    limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 64 * 1024 },
  });
  return (req: Request, res: Response, next: NextFunction): void => {
    upload.single('file')(req, res, (error: unknown) => {
      if (!error) return next();
      const code = (error as { code?: string }).code;
      if (code === 'LIMIT_FILE_SIZE') {
        res.status(413).json({ detail: `The file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB` });
        return;
      }
      // Writing the temp file failing (disk full…) is the server's; everything multer and busboy
      // raise besides is about the body the client sent (a truncated form, "Unexpected end of
      // form", a bad boundary): 422, never an internal error (issue 29 fuzz).
      if ((error as { syscall?: string }).syscall) return next(error);
      res
        .status(422)
        .json({ detail: `The upload is not a valid multipart form with one 'file': ${(error as Error).message}` });
    });
  };
}

export function removeUpload(req: Request): void {
  if (req.file?.path) fs.rm(req.file.path, { force: true }, () => undefined);
}

/** The REST dry-run answer (snake_case, exact decimal strings). */
function previewJson(p: ImportPreview) {
  return {
    dry_run: true,
    format: p.format,
    rows_total: p.rowsTotal,
    executions: p.executions,
    duplicates: p.duplicates,
    cash_flows: p.cashFlows,
    cash_flow_duplicates: p.cashFlowDuplicates,
    broker_accounts: p.brokerAccounts,
    warnings: p.warnings,
    rows_skipped: p.rowsSkipped,
    errors: p.errors,
    // Issue 27: the currencies converted into the account's (whose rates), and the instruments refused for want of one.
    conversions: p.conversions.map((c) => ({
      from: c.from,
      to: c.to,
      source: c.source,
      executions: c.executions,
      min_rate: c.minRate,
      max_rate: c.maxRate,
    })),
    missing_rates: p.missingRates,
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
  };
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
    source: { path: req.file.path },
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
  router.post('/', receiveFile(services.imports.limits.maxBytes), async (req, res) => {
    try {
      const request = requestOf(req);
      const dryRun = String((req.body as Record<string, unknown>)?.dry_run ?? '').toLowerCase() === 'true';
      if (!dryRun) {
        res.status(202).json(importBatchJson(await services.imports.start(viewerOf(req), request)));
        return;
      }
      // Accept: application/x-ndjson: the progress of the preview, in file rows, one line per step,
      // then the preview (or an error) as the last line. Until the first line the answer is the
      // ordinary one, so a refused file still gets its 4xx.
      const streamed = /application\/x-ndjson/.test(String(req.headers.accept ?? ''));
      const line = (value: unknown) => {
        if (!res.headersSent) res.status(200).type('application/x-ndjson').set('Cache-Control', 'no-store');
        res.write(`${JSON.stringify(value)}\n`);
      };
      let preview: ImportPreview;
      try {
        preview = await services.imports.preview(
          viewerOf(req),
          request,
          streamed
            ? (p) =>
                line({
                  progress: {
                    phase: p.phase,
                    rows_total: p.rowsTotal,
                    rows_read: p.rowsRead,
                    rows_matched: p.rowsMatched,
                  },
                })
            : undefined,
        );
      } catch (error) {
        if (!res.headersSent) throw error;
        logger.error('import preview failed', error);
        line({ error: { detail: 'The preview failed on the server; nothing was imported. Try again.' } });
        res.end();
        return;
      }
      if (streamed) {
        line({ preview: previewJson(preview) });
        res.end();
      } else res.json(previewJson(preview));
    } finally {
      removeUpload(req);
    }
  });
  router.get('/', async (req, res) => {
    res.json((await services.imports.list(viewerOf(req), queryText(req, 'account_id'))).map(importBatchJson));
  });
  router.get('/:id', async (req, res) => {
    res.json(importBatchJson(await services.imports.get(viewerOf(req), req.params.id)));
  });
  router.post('/:id/retry', async (req, res) => {
    res.status(202).json(importBatchJson(await services.imports.retry(viewerOf(req), req.params.id)));
  });
  router.delete('/:id', async (req, res) => {
    res.json(importBatchJson(await services.imports.undo(viewerOf(req), req.params.id)));
  });
  return router;
}
