import { Router } from 'express';
import type { ReportsService } from '../modules/reports/reports.service';
import { queryString } from './analytics.params';
import { requireViewer } from './require-viewer';
import { create as contentDisposition } from 'content-disposition';

type Services = { reports: ReportsService };

/**
 * GET /api/reports/export.csv?period=daily|weekly|monthly|yearly|custom[&start_date&end_date][&account_id]
 * Streams RFC 4180 CSV (UTF-8 with a byte order mark for Excel, CRLF) batch by batch; 422 for a bad period or date, 404 for an
 * account that is not the viewer's. An empty period answers 200 with the header only and
 * `X-Trade-Count: 0` so the client can say 'No trades to export for the selected period'.
 */
export function reportsRouter(services: Services): Router {
  const router = Router();
  router.get('/export.csv', async (req, res) => {
    const csv = await services.reports.exportCsv(requireViewer(req), {
      accountId: queryString(req, 'account_id') ?? null,
      period: queryString(req, 'period') ?? '',
      from: queryString(req, 'start_date'),
      to: queryString(req, 'end_date'),
    });
    res.status(200);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', contentDisposition(csv.fileName));
    res.setHeader('X-Trade-Count', String(csv.tradeCount));
    // A UTF-8 byte order mark: without it Excel reads the file as the system code page and
    // garbles non-ASCII notes ("Ã¼" for "ü").
    res.write('\uFEFF');
    for await (const line of csv.lines) {
      if (!res.write(line)) await new Promise((resolve) => res.once('drain', resolve));
    }
    res.end();
  });
  return router;
}
