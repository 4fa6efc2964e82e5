import { Router } from 'express';
import type { PdfReportService } from '../modules/reports/pdf/pdf-report.service';
import { queryString } from './analytics.params';
import { requireViewer } from './require-viewer';
import { create as contentDisposition } from 'content-disposition';

type Services = { pdfReports: PdfReportService };

/**
 * GET /api/reports/pdf?[account_id][&start_date][&end_date][&period] — the report as a PDF
 * (no account_id: all accounts). Dates alone mean the custom period; `period` works as for the
 * CSV export. 422 for a bad period or date, 404 for an account that is not the viewer's.
 */
export function reportsPdfRouter(services: Services): Router {
  const router = Router();
  router.get('/pdf', async (req, res) => {
    const pdf = await services.pdfReports.render(requireViewer(req), {
      accountId: queryString(req, 'account_id') ?? null,
      period: queryString(req, 'period') ?? 'custom',
      from: queryString(req, 'start_date'),
      to: queryString(req, 'end_date'),
    });
    res.status(200);
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', contentDisposition(pdf.fileName));
    res.end(pdf.body);
  });
  return router;
}
