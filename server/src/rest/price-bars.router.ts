import { Router, type Request } from 'express';
import type { AppServices } from '../app-services';
import type { PriceBarUpload, TradeChart, TradeExcursions } from '../modules/price-bars/price-bars.service';
import { queryString } from './analytics.params';
import { receiveFile, removeUpload } from './imports.router';
import { viewerOf } from './rest-errors';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function priceBarUploadJson(u: PriceBarUpload) {
  return {
    id: u.id,
    status: u.status,
    symbol: u.symbol,
    timeframe: u.timeframe,
    timezone: u.timezone,
    format: u.format,
    file_name: u.fileName,
    progress: { bytes_total: u.bytesTotal, bytes_done: u.bytesDone, rows_read: u.rowsRead },
    bars_added: u.barsAdded,
    bars_replaced: u.barsReplaced,
    bars_unchanged: u.barsUnchanged,
    from: iso(u.firstTs),
    to: iso(u.lastTs),
    error: u.error,
    created_at: iso(u.createdAt),
    started_at: iso(u.startedAt),
    finished_at: iso(u.finishedAt),
  };
}

export function excursionsJson(x: TradeExcursions) {
  if (x.mae === null) return { mae: null, reason: x.reason };
  return {
    mae: x.mae,
    mfe: x.mfe,
    mae_r: x.maeR,
    mfe_r: x.mfeR,
    exit_efficiency: x.exitEfficiency,
    captured: x.captured,
    risk: x.risk,
    risk_basis: x.riskBasis,
    method: x.method,
    timeframe: x.timeframe,
    bars_used: x.barsUsed,
  };
}

/** The chart's data: bar prices as JSON numbers (drawing data for the chart library), fills exact. */
export function tradeChartJson(c: TradeChart) {
  return {
    symbol: c.symbol,
    trade_type: c.tradeType,
    timeframe: c.timeframe,
    bars: c.bars.map((b) => ({
      time: b.time,
      open: Number(b.open),
      high: Number(b.high),
      low: Number(b.low),
      close: Number(b.close),
      volume: b.volume === null ? null : Number(b.volume),
    })),
    fills: c.fills.map((f) => ({ time: f.time.toISOString(), side: f.side, quantity: f.quantity, price: f.price })),
    lines: c.lines,
    reason: c.reason,
    truncated: c.truncated,
  };
}

const field = (req: Request, name: string) => {
  const v = (req.body as Record<string, unknown> | undefined)?.[name];
  return typeof v === 'string' ? v : undefined;
};

/**
 * /api/price-bars (issue 34): POST a bar file (multipart: file, symbol, timeframe, timezone) → 202
 * with the queued upload; GET /uploads[/:id] its progress; GET /coverage?symbol= the covered
 * ranges; DELETE ?symbol=&from=&to=[&timeframe=] a range.
 */
export function priceBarsRouter(services: AppServices): Router {
  const router = Router();
  router.post('/', receiveFile(services.priceBars.maxBytes), async (req, res) => {
    try {
      const upload = await services.priceBars.service.upload(viewerOf(req), {
        source: req.file ? { path: req.file.path } : null,
        fileName: req.file?.originalname ?? '',
        symbol: field(req, 'symbol'),
        timeframe: field(req, 'timeframe'),
        timezone: field(req, 'timezone'),
      });
      res.status(202).json(priceBarUploadJson(upload));
    } finally {
      removeUpload(req);
    }
  });
  router.get('/uploads', async (req, res) => {
    res.json((await services.priceBars.service.listUploads(viewerOf(req))).map(priceBarUploadJson));
  });
  router.get('/uploads/:id', async (req, res) => {
    res.json(priceBarUploadJson(await services.priceBars.service.getUpload(viewerOf(req), req.params.id)));
  });
  router.get('/coverage', async (req, res) => {
    const ranges = await services.priceBars.service.coverage(viewerOf(req), queryString(req, 'symbol'));
    res.json(
      ranges.map((r) => ({
        symbol: r.symbol,
        timeframe: r.timeframe,
        from: r.from.toISOString(),
        to: r.to.toISOString(),
        bars: r.bars,
      })),
    );
  });
  router.delete('/', async (req, res) => {
    const deleted = await services.priceBars.service.deleteRange(viewerOf(req), {
      symbol: queryString(req, 'symbol'),
      timeframe: queryString(req, 'timeframe'),
      from: queryString(req, 'from'),
      to: queryString(req, 'to'),
    });
    res.json({ deleted, detail: `${deleted} bars deleted` });
  });
  return router;
}

/** /api/trades/:id/excursions and /api/trades/:id/bars?padding= (issue 34). */
export function tradeBarsRouter(services: AppServices): Router {
  const router = Router();
  router.get('/:id/excursions', async (req, res) => {
    res.json(excursionsJson(await services.priceBars.service.excursions(viewerOf(req), req.params.id)));
  });
  router.get('/:id/bars', async (req, res) => {
    const chart = await services.priceBars.service.chart(viewerOf(req), req.params.id, queryString(req, 'padding'));
    res.json(tradeChartJson(chart));
  });
  return router;
}
