// Screenshots on a trade or a day (issue 31): paste (anywhere in `pasteScope`, or on the page),
// drop or pick PNG, JPEG or WebP images; each upload shows its progress and, when the server
// refuses it, the server's reason. Thumbnails open a lightbox; delete asks first. Used by the
// trade's journal editor and the day page alike.
import { useEffect, useEffectEvent, useId, useMemo, useState, type DragEvent, type RefObject } from 'react';
import { useDayAttachmentsQuery, useTradeAttachmentsQuery } from '../../__generated__/hooks';
import type { AttachmentStrip_AttachmentFragment } from '../../__generated__/graphql';
import { useNotify } from '../Notifications';
import { AttachmentLightbox } from './AttachmentLightbox';
import { AttachmentStrip } from './AttachmentStrip';
import type { AttachmentTarget } from './attachment-upload';
import { pastedFiles, pasteIsFor } from './pasted-files';
import { useDeleteAttachment } from './use-delete-attachment';
import { useUploadAttachments } from './use-upload-attachments';
import './attachments.css';

/** The server's limit per trade or day (attachments.service.ts). */
export const MAX_ATTACHMENTS = 20;
const ACCEPT = 'image/png,image/jpeg,image/webp';

interface AttachmentsProps {
  tradeId?: string;
  day?: { date: string; accountId: string | null };
  /** Where a paste attaches (the trade's editor); without it, anywhere on the page. */
  pasteScope?: RefObject<HTMLElement | null>;
}

export function Attachments({ tradeId, day, pasteScope }: AttachmentsProps) {
  const inputId = useId();
  const notify = useNotify();
  const date = day?.date;
  const accountId = day?.accountId ?? null;
  const target = useMemo<AttachmentTarget>(
    () => (tradeId ? { tradeId } : { day: date ?? '', accountId }),
    [tradeId, date, accountId],
  );
  const owner = tradeId ? 'the trade' : 'the day';
  const trade = useTradeAttachmentsQuery({ variables: { tradeId: tradeId ?? '' }, skip: !tradeId });
  const dayList = useDayAttachmentsQuery({ variables: { date: date ?? '', accountId }, skip: !!tradeId || !date });
  const attachments: AttachmentStrip_AttachmentFragment[] =
    (tradeId
      ? trade.dataState === 'complete' && trade.data.trade?.attachments
      : dayList.dataState === 'complete' && dayList.data.journalDay.attachments) || [];
  const loadError = (tradeId ? trade.error : dayList.error)?.message;

  const { uploads, upload, dismiss } = useUploadAttachments(target);
  const [remove, { loading: deleting }] = useDeleteAttachment();
  const [open, setOpen] = useState<number | null>(null);
  const [over, setOver] = useState(false);

  const onPaste = useEffectEvent((event: ClipboardEvent) => {
    if (!pasteIsFor(pasteScope?.current ?? null, event.target)) return;
    const files = pastedFiles(event.clipboardData, event.target);
    if (files.length === 0) return;
    event.preventDefault();
    void upload(files);
  });
  useEffect(() => {
    const listener = (event: ClipboardEvent) => onPaste(event);
    document.addEventListener('paste', listener);
    return () => document.removeEventListener('paste', listener);
  }, []);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const files = Array.from(event.dataTransfer.files ?? []);
    if (files.length) void upload(files);
  };
  const onDelete = async (a: AttachmentStrip_AttachmentFragment) => {
    const n = attachments.findIndex((x) => x.id === a.id) + 1;
    if (!window.confirm(`Delete screenshot ${n}? This cannot be undone.`)) return;
    try {
      await remove(a.id);
      notify('Screenshot deleted', 'success');
      // The lightbox stays on the same place in the shorter list, or closes with the last one.
      setOpen((i) => (i === null || attachments.length <= 1 ? null : Math.min(i, attachments.length - 2)));
    } catch (e) {
      notify(`Could not delete the screenshot: ${(e as Error).message}`, 'error');
    }
  };

  return (
    <section
      className={`att${over ? ' att--over' : ''}`}
      aria-labelledby={`${inputId}-title`}
      onDragOver={(e) => {
        if (!e.dataTransfer.types.includes('Files')) return;
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOver(false);
      }}
      onDrop={onDrop}
    >
      <div className="att__bar">
        <h3 id={`${inputId}-title`} className="att__title">
          Screenshots <span className="att-muted">{`${attachments.length}/${MAX_ATTACHMENTS}`}</span>
        </h3>
        <input
          id={inputId}
          type="file"
          className="visually-hidden"
          accept={ACCEPT}
          multiple
          onChange={(e) => {
            const files = Array.from(e.target.files ?? []);
            e.target.value = '';
            if (files.length) void upload(files);
          }}
        />
        <label htmlFor={inputId} className="btn btn--ghost att__pick">
          Add images
        </label>
      </div>
      <p className="att-muted att__hint">
        Paste a screenshot ({pasteScope ? 'with this trade open' : 'anywhere on this page'}), drop images here or add
        them: PNG, JPEG or WebP, up to 10 MB each, {MAX_ATTACHMENTS} per {tradeId ? 'trade' : 'day'}.
      </p>
      {loadError && (
        <p className="att-error" role="alert">
          Could not load the screenshots: {loadError}
        </p>
      )}
      {uploads.length > 0 && (
        <ul className="att-uploads" aria-label="Uploads">
          {uploads.map((u) =>
            u.error ? (
              <li key={u.key} className="att-upload att-upload--refused" role="alert">
                <span>
                  <strong>{u.name}</strong> was not added: {u.error}
                </span>
                <button type="button" className="btn btn--ghost" onClick={() => dismiss(u.key)}>
                  Dismiss
                </button>
              </li>
            ) : (
              <li key={u.key} className="att-upload">
                <span className="att-upload__name">{u.name}</span>
                <progress max={1} value={u.progress} aria-label={`Uploading ${u.name}`} />
              </li>
            ),
          )}
        </ul>
      )}
      {attachments.length > 0 && (
        <AttachmentStrip attachments={attachments} deleting={deleting} onOpen={setOpen} onDelete={onDelete} />
      )}
      {open !== null && attachments[open] && (
        <AttachmentLightbox
          attachments={attachments}
          index={open}
          owner={owner}
          deleting={deleting}
          onMove={setOpen}
          onClose={() => setOpen(null)}
          onDelete={onDelete}
        />
      )}
    </section>
  );
}
