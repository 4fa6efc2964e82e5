import { Router, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import multer from 'multer';
import { ValidationError } from '../errors';
import type { AppServices } from '../app-services';
import { MAX_IMAGE_BYTES } from '../modules/attachments/image-check';
import type { Attachment, AttachmentTarget } from '../modules/attachments/attachments.service';
import { queryString } from './analytics.params';
import { viewerOf } from './rest-errors';
import { guardInput } from './request-body';

export function attachmentJson(a: Attachment) {
  return {
    id: a.id,
    content_type: a.contentType,
    bytes: a.bytes,
    width: a.width,
    height: a.height,
    trade_id: a.tradeId,
    created_at: a.createdAt.toISOString(),
    url: `/api/attachments/${a.id}`,
    thumbnail_url: `/api/attachments/${a.id}/thumbnail`,
  };
}

/** One image in memory (10 MB at most); multer's refusals as 413 / 422 naming why. */
function receiveImage(): RequestHandler {
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5, fieldSize: 1024 },
  });
  return (req: Request, res: Response, next: NextFunction): void => {
    upload.single('file')(req, res, (error: unknown) => {
      if (!error) return next();
      if ((error as { code?: string }).code === 'LIMIT_FILE_SIZE') {
        res.status(413).json({ detail: 'The file is larger than 10 MB' });
        return;
      }
      res
        .status(422)
        .json({ detail: `The upload is not a valid multipart form with one 'file': ${(error as Error).message}` });
    });
  };
}

function field(req: Request, name: string): string | undefined {
  const v: unknown = (req.body as Record<string, unknown> | undefined)?.[name];
  if (v === undefined || v === '') return undefined;
  if (typeof v !== 'string') throw new ValidationError({ [name]: `${name} must be given once` });
  guardInput({ [name]: v });
  return v;
}

function targetOf(get: (name: string) => string | undefined): AttachmentTarget {
  const tradeId = get('trade_id');
  const day = get('day');
  if (tradeId && day) throw new ValidationError({ trade_id: 'Give trade_id or day, not both' });
  if (tradeId) return { tradeId };
  if (day) return { day, accountId: get('account_id') ?? null };
  throw new ValidationError({ trade_id: 'trade_id or day is required' });
}

/** /api/attachments (issue 31): upload, list, fetch (owner only, never cached by proxies), delete. */
export function attachmentsRouter(services: AppServices): Router {
  const router = Router();
  const svc = services.attachments;
  router.post('/', receiveImage(), async (req, res) => {
    const target = targetOf((name) => field(req, name));
    if (!req.file) throw new ValidationError({ file: 'file is required (a PNG, JPEG or WebP image)' });
    const a = await svc.upload(viewerOf(req), target, { bytes: req.file.buffer, contentType: req.file.mimetype });
    res.status(201).json(attachmentJson(a));
  });
  router.get('/', async (req, res) => {
    const list = await svc.list(
      viewerOf(req),
      targetOf((name) => queryString(req, name)),
    );
    res.json(list.map(attachmentJson));
  });
  const send = (which: 'image' | 'thumbnail') => async (req: Request, res: Response) => {
    const { attachment, bytes } = await svc.read(viewerOf(req), String(req.params.id), which);
    res.set({
      'Content-Type': which === 'image' ? attachment.contentType : 'image/webp',
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      'Content-Disposition': 'inline',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    });
    res.send(bytes);
  };
  router.get('/:id', send('image'));
  router.get('/:id/thumbnail', send('thumbnail'));
  router.delete('/:id', async (req, res) => {
    const id = await svc.delete(viewerOf(req), req.params.id);
    res.json({ id, detail: 'Attachment deleted' });
  });
  return router;
}
