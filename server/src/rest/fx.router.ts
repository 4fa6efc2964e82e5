import express, { Router, type NextFunction, type Request, type Response } from 'express';
import multer from 'multer';
import { ValidationError } from '../errors';
import type { FxService } from '../modules/fx/fx.service';
import { filterFromQuery, queryInt } from './analytics.params';
import { requireViewer } from './require-viewer';

type Services = { fx: FxService };

/** An ECB history (eurofxref-hist.csv) is ~1.6 MB. */
const MAX_RATE_FILE_BYTES = 8 * 1024 * 1024;
const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: MAX_RATE_FILE_BYTES, files: 1 } });

/** A multipart form with a 'file' field, or the CSV as the text body (text/csv or text/plain). */
function receiveRates(req: Request, res: Response, next: NextFunction): void {
  if (!req.is('multipart/form-data')) return next();
  upload.single('file')(req, res, (error: unknown) => {
    if (!error) return next();
    if ((error as { code?: string }).code === 'LIMIT_FILE_SIZE') {
      res.status(413).json({ detail: `The rate file is larger than ${MAX_RATE_FILE_BYTES / 1024 / 1024} MB` });
      return;
    }
    res
      .status(422)
      .json({ detail: `The upload is not a valid multipart form with one 'file': ${(error as Error).message}` });
  });
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * Exchange rates and the base currency (issue 15, "Several currencies"):
 * - GET    /api/fx-rates[?limit=200]          → { base_currency, rates: [{ date, base, quote, rate }] } newest first
 * - POST   /api/fx-rates                      ← ECB or date,base,quote,rate CSV (multipart 'file' or a text/csv body),
 *                                               or JSON { date, base, quote, rate } → 201 { imported, from, to }
 * - DELETE /api/fx-rates/:date/:base/:quote   → { id: 'date/base/quote', detail }
 * - PUT    /api/fx-rates/base-currency        ← { base_currency: "EUR" | null } → { base_currency }
 * - GET    /api/fx-rates/summary[?filter]     → all accounts' overall figures in the base currency, per currency,
 *                                               and the missing rates with a notice
 */
export function fxRouter(services: Services): Router {
  const router = Router();
  router.get('/', async (req, res) => {
    const viewer = requireViewer(req);
    const [base, rates] = await Promise.all([
      services.fx.baseCurrency(viewer),
      services.fx.listRates(viewer, queryInt(req, 'limit') ?? 200),
    ]);
    res.json({ base_currency: base, rates: rates.map(({ day, ...r }) => ({ date: day, ...r })) });
  });
  router.get('/summary', async (req, res) => {
    res.json(await services.fx.allAccountsSummary(requireViewer(req), filterFromQuery(req)));
  });
  router.put('/base-currency', async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const code = body.base_currency;
    if (code !== null && typeof code !== 'string')
      throw new ValidationError({ base_currency: 'base_currency must be a 3-letter currency code or null' });
    res.json({ base_currency: await services.fx.setBaseCurrency(requireViewer(req), code) });
  });
  router.post(
    '/',
    express.text({ type: ['text/csv', 'text/plain'], limit: MAX_RATE_FILE_BYTES }),
    receiveRates,
    async (req, res) => {
      const viewer = requireViewer(req);
      if (req.file || typeof req.body === 'string') {
        const text = req.file ? req.file.buffer.toString('utf8') : (req.body as string);
        res.status(201).json(await services.fx.importCsv(viewer, text));
        return;
      }
      const b = (req.body ?? {}) as Record<string, unknown>;
      if (!b.date && !b.rate)
        throw new ValidationError({
          file: "Send a rate file (multipart 'file' or a text/csv body) or { date, base, quote, rate }",
        });
      const row = await services.fx.addRate(viewer, {
        day: str(b.date),
        base: str(b.base),
        quote: str(b.quote),
        rate: str(b.rate),
      });
      res.status(201).json({ imported: 1, from: row.day, to: row.day });
    },
  );
  router.delete('/:date/:base/:quote', async (req, res) => {
    const p = req.params as Record<string, string>;
    await services.fx.deleteRate(requireViewer(req), { day: p.date, base: p.base, quote: p.quote });
    // Like every other REST delete: 200 with what was removed.
    res.json({ id: `${p.date}/${p.base}/${p.quote}`, detail: 'Rate deleted' });
  });
  return router;
}
