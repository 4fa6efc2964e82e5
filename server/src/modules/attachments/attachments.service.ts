import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { NotFoundError, ValidationError } from '../../errors';
import { isUuid } from '../../domain/validation/uuid';
import type { Viewer } from '../auth/viewer';
import type { JournalDaysService } from '../journal-days/journal-days.service';
import type { AttachmentStorage } from './attachment-storage';
import { checkImage, type ImageType } from './image-check';
import {
  COUNT_ATTACHMENTS,
  DELETE_ATTACHMENT,
  FORGET_DELETED_FILES,
  GET_ATTACHMENT,
  INSERT_ATTACHMENT,
  LIST_ATTACHMENTS,
  LIST_DELETED_FILES,
  LIST_TRADE_ATTACHMENTS,
  LOCK_OWN_DAY,
  LOCK_OWN_TRADE,
} from './queries/attachments.queries';

export const MAX_ATTACHMENTS_PER_TARGET = 20;
const NOT_FOUND = 'Attachment not found';
const EXT: Record<ImageType, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

export interface Attachment {
  id: string;
  tradeId: string | null;
  dayId: string | null;
  contentType: ImageType;
  bytes: number;
  width: number;
  height: number;
  storageKey: string;
  thumbnailKey: string;
  createdAt: Date;
}

interface Row {
  id: string;
  trade_id: string | null;
  day_id: string | null;
  content_type: ImageType;
  bytes: number;
  width: number;
  height: number;
  storage_key: string;
  thumbnail_key: string;
  created_at: Date;
}

const toAttachment = (r: Row): Attachment => ({
  id: r.id,
  tradeId: r.trade_id,
  dayId: r.day_id,
  contentType: r.content_type,
  bytes: r.bytes,
  width: r.width,
  height: r.height,
  storageKey: r.storage_key,
  thumbnailKey: r.thumbnail_key,
  createdAt: r.created_at,
});

/** What an upload is attached to: a trade, or a day (of one account or all accounts). */
export type AttachmentTarget = { tradeId: string } | { day: string; accountId?: string | null };

/**
 * Screenshots on trades and days (issue 31): checked and re-encoded (image-check.ts), stored under
 * random keys, at most 20 per trade or day, read and deleted by their owner only (another user's
 * id answers 404). Files of deleted rows are removed by `sweep()` after the commit.
 */
export class AttachmentsService {
  private sweeping: Promise<void> | null = null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly storage: AttachmentStorage,
    private readonly deps: { journalDays: JournalDaysService },
  ) {}

  async upload(
    viewer: Viewer,
    target: AttachmentTarget,
    file: { bytes: Buffer; contentType: string },
  ): Promise<Attachment> {
    // The target first: a missing or foreign trade or account is a 404 whatever the file is.
    const owner = await this.resolveTarget(viewer, target);
    const checked = await checkImage(file.bytes, file.contentType);
    const id = randomUUID();
    const storageKey = `${viewer.id}/${id}.${EXT[checked.contentType]}`;
    const thumbnailKey = `${viewer.id}/${id}.thumb.webp`;
    await this.storage.put(storageKey, checked.image);
    await this.storage.put(thumbnailKey, checked.thumbnail);
    try {
      return await this.dataSource.transaction(async (m) => {
        const locked: unknown[] = owner.tradeId
          ? await m.query(LOCK_OWN_TRADE, [owner.tradeId, viewer.id])
          : await m.query(LOCK_OWN_DAY, [owner.dayId, viewer.id]);
        if (locked.length === 0) throw new NotFoundError(owner.tradeId ? 'Trade not found' : 'Day entry not found');
        const [{ n }]: { n: number }[] = await m.query(COUNT_ATTACHMENTS, [owner.tradeId, owner.dayId, viewer.id]);
        if (n >= MAX_ATTACHMENTS_PER_TARGET)
          throw new ValidationError({
            file: `A ${owner.tradeId ? 'trade' : 'day'} holds at most ${MAX_ATTACHMENTS_PER_TARGET} images`,
          });
        const rows: Row[] = await m.query(INSERT_ATTACHMENT, [
          id,
          viewer.id,
          owner.tradeId,
          owner.dayId,
          checked.contentType,
          checked.image.length,
          checked.width,
          checked.height,
          storageKey,
          thumbnailKey,
        ]);
        return toAttachment(rows[0]);
      });
    } catch (e) {
      await Promise.all([this.storage.delete(storageKey), this.storage.delete(thumbnailKey)]);
      throw e;
    }
  }

  async get(viewer: Viewer, id: string): Promise<Attachment> {
    if (!isUuid(id)) throw new NotFoundError(NOT_FOUND);
    const rows: Row[] = await this.dataSource.query(GET_ATTACHMENT, [id, viewer.id]);
    if (!rows[0]) throw new NotFoundError(NOT_FOUND);
    return toAttachment(rows[0]);
  }

  /** The image (or its thumbnail) bytes of the viewer's attachment. */
  async read(
    viewer: Viewer,
    id: string,
    which: 'image' | 'thumbnail',
  ): Promise<{ attachment: Attachment; bytes: Buffer }> {
    const attachment = await this.get(viewer, id);
    const bytes = await this.storage.get(which === 'image' ? attachment.storageKey : attachment.thumbnailKey);
    if (!bytes) throw new NotFoundError(NOT_FOUND);
    return { attachment, bytes };
  }

  async list(viewer: Viewer, target: AttachmentTarget): Promise<Attachment[]> {
    if ('tradeId' in target) {
      if (!isUuid(target.tradeId)) throw new NotFoundError('Trade not found');
      const rows: Row[] = await this.dataSource.query(LIST_ATTACHMENTS, [target.tradeId, null, viewer.id]);
      return rows.map(toAttachment);
    }
    const day = await this.deps.journalDays.get(viewer, target.day, target.accountId);
    if (!day.id) return [];
    const rows: Row[] = await this.dataSource.query(LIST_ATTACHMENTS, [null, day.id, viewer.id]);
    return rows.map(toAttachment);
  }

  /** The viewer's images of several trades at once (GraphQL's per-request loader). */
  async forTrades(viewer: Viewer, tradeIds: readonly string[]): Promise<Attachment[][]> {
    const rows: Row[] = await this.dataSource.query(LIST_TRADE_ATTACHMENTS, [viewer.id, tradeIds]);
    const byTrade = new Map<string, Attachment[]>();
    for (const r of rows) byTrade.set(r.trade_id!, [...(byTrade.get(r.trade_id!) ?? []), toAttachment(r)]);
    return tradeIds.map((id) => byTrade.get(id) ?? []);
  }

  async delete(viewer: Viewer, id: string): Promise<string> {
    const attachment = await this.get(viewer, id);
    await this.dataSource.query(DELETE_ATTACHMENT, [attachment.id, viewer.id]);
    await this.sweep();
    return attachment.id;
  }

  /**
   * Removes the files of deleted rows (recorded by the attachments' delete trigger, whichever
   * delete removed them: the attachment, its trade, day, account or user). Runs after this
   * service's deletes and on a timer (app-services.ts); one sweep at a time per process.
   */
  sweep(): Promise<void> {
    this.sweeping ??= this.sweepAll().finally(() => {
      this.sweeping = null;
    });
    return this.sweeping;
  }

  private async sweepAll(): Promise<void> {
    for (;;) {
      const rows: { storage_key: string }[] = await this.dataSource.query(LIST_DELETED_FILES, [500]);
      if (rows.length === 0) return;
      const keys = rows.map((r) => r.storage_key);
      await Promise.all(keys.map((k) => this.storage.delete(k)));
      await this.dataSource.query(FORGET_DELETED_FILES, [keys]);
    }
  }

  private async resolveTarget(
    viewer: Viewer,
    target: AttachmentTarget,
  ): Promise<{ tradeId: string | null; dayId: string | null }> {
    if ('tradeId' in target) {
      if (!isUuid(target.tradeId)) throw new NotFoundError('Trade not found');
      return { tradeId: target.tradeId, dayId: null };
    }
    return { tradeId: null, dayId: await this.deps.journalDays.ensureEntryId(viewer, target.day, target.accountId) };
  }
}
