import fs from 'node:fs';
import { create as contentDisposition } from 'content-disposition';
import { Router } from 'express';
import type { AppServices } from '../app-services';
import type { ArchiveJob } from '../modules/archive/archive.service';
import { receiveFile, removeUpload } from './imports.router';
import { viewerOf } from './rest-errors';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A job as REST answers it; a finished export carries where to download it. */
export function archiveJobJson(job: ArchiveJob) {
  return {
    id: job.id,
    kind: job.kind,
    status: job.status,
    progress: { rows_done: job.rowsDone, rows_total: job.rowsTotal },
    counts: job.counts,
    bytes: job.bytes,
    error: job.error,
    download_url: job.kind === 'export' && job.status === 'done' ? `/api/export/${job.id}/download` : null,
    created_at: iso(job.createdAt),
    started_at: iso(job.startedAt),
    finished_at: iso(job.finishedAt),
  };
}

/**
 * /api/export (issue 35 item 1): POST → 202 with the queued job; GET /:id its progress and, done,
 * `download_url`; GET /:id/download streams the zip (owner only: anyone else's id is a 404).
 */
export function exportRouter(services: AppServices): Router {
  const router = Router();
  router.post('/', async (req, res) => {
    res.status(202).json(archiveJobJson(await services.archive.service.startExport(viewerOf(req))));
  });
  router.get('/:id', async (req, res) => {
    res.json(archiveJobJson(await services.archive.service.getJob(viewerOf(req), req.params.id)));
  });
  router.get('/:id/download', async (req, res) => {
    const file = await services.archive.service.exportPath(viewerOf(req), req.params.id);
    const { size } = await fs.promises.stat(file.path);
    res.setHeader('Content-Type', 'application/zip');
    res.setHeader('Content-Length', String(size));
    res.setHeader('Content-Disposition', contentDisposition(file.fileName));
    fs.createReadStream(file.path).pipe(res);
  });
  return router;
}

/**
 * /api/restore (issue 35 item 2): POST multipart `file` → 202 with the queued job (poll it at
 * GET /api/restore/:id); 409 when the caller has trades. The job checks the archive before writing.
 */
export function restoreRouter(services: AppServices): Router {
  const router = Router();
  router.post('/', receiveFile(services.config.importMaxBytes * 20), async (req, res) => {
    try {
      const job = await services.archive.service.startRestore(viewerOf(req), req.file ? { path: req.file.path } : null);
      res.status(202).json(archiveJobJson(job));
    } finally {
      removeUpload(req);
    }
  });
  router.get('/:id', async (req, res) => {
    res.json(archiveJobJson(await services.archive.service.getJob(viewerOf(req), req.params.id)));
  });
  return router;
}
