// One screenshot at full size over the page: Escape closes, ← and → move (round the list), Tab
// stays inside, focus returns to the thumbnail that opened it. The image is loaded with the
// owner's token (use-attachment-image.ts).
import { useEffect, useEffectEvent, useRef } from 'react';
import { createPortal } from 'react-dom';
import type { AttachmentStrip_AttachmentFragment } from '../../__generated__/graphql';
import { trapTab } from '../focus-trap';
import { useAttachmentImage } from './use-attachment-image';

interface LightboxProps {
  attachments: AttachmentStrip_AttachmentFragment[];
  index: number;
  /** What the screenshots belong to, for the dialog's name ("the trade", "the day"). */
  owner: string;
  deleting: boolean;
  onMove(index: number): void;
  onClose(): void;
  onDelete(attachment: AttachmentStrip_AttachmentFragment): void;
}

export function AttachmentLightbox({ attachments, index, owner, deleting, onMove, onClose, onDelete }: LightboxProps) {
  const panel = useRef<HTMLDivElement>(null);
  const count = attachments.length;
  const current = attachments[index];
  const { src, failed } = useAttachmentImage(current?.url ?? null);
  const step = (by: number) => onMove((index + by + count) % count);
  const move = useEffectEvent(step);
  const close = useEffectEvent(() => onClose());

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const root = panel.current!;
    root.focus();
    const onKey = (event: KeyboardEvent) => {
      const dialogs = document.querySelectorAll('[data-modal-panel]');
      if (dialogs[dialogs.length - 1] !== root) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        close();
      } else if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
        event.preventDefault();
        move(event.key === 'ArrowRight' ? 1 : -1);
      } else trapTab(event, root);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, []);

  if (!current) return null;
  const position = `Screenshot ${index + 1} of ${count}`;
  return createPortal(
    <div className="att-lightbox" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div
        ref={panel}
        data-modal-panel=""
        className="att-lightbox__panel"
        role="dialog"
        aria-modal="true"
        aria-label={`${position} of ${owner}`}
        tabIndex={-1}
      >
        <header className="att-lightbox__bar">
          <span className="att-lightbox__title" aria-live="polite">
            {position}
            <span className="att-muted">
              {' '}
              · {current.width}×{current.height} · {formatBytes(current.bytes)}
            </span>
          </span>
          <button
            type="button"
            className="btn btn--danger att-lightbox__delete"
            disabled={deleting}
            onClick={() => onDelete(current)}
          >
            Delete
          </button>
          <button type="button" className="icon-button att-lightbox__close" aria-label="Close" onClick={onClose}>
            ×
          </button>
        </header>
        <div className="att-lightbox__stage" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
          {src ? (
            <img className="att-lightbox__img" src={src} alt={position} />
          ) : (
            <p className="att-muted" role={failed ? 'alert' : 'status'}>
              {failed ? 'The screenshot could not be loaded.' : 'Loading…'}
            </p>
          )}
        </div>
        {count > 1 && (
          <>
            <button
              type="button"
              className="att-lightbox__nav att-lightbox__nav--prev"
              aria-label="Previous screenshot"
              onClick={() => step(-1)}
            >
              ‹
            </button>
            <button
              type="button"
              className="att-lightbox__nav att-lightbox__nav--next"
              aria-label="Next screenshot"
              onClick={() => step(1)}
            >
              ›
            </button>
          </>
        )}
      </div>
    </div>,
    document.body,
  );
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
