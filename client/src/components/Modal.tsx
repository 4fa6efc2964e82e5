// Accessible modal dialog: labelled, traps focus, closes on Escape, restores focus on close.
import { useEffect, useEffectEvent, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { focusableIn, trapTab } from './focus-trap';
import './modal.css';

interface ModalProps {
  title: ReactNode;
  onClose(): void;
  children: ReactNode;
  footer?: ReactNode;
  size?: 'small' | 'medium' | 'large';
  /** Escape and the backdrop do nothing (e.g. while saving). */
  dismissible?: boolean;
  description?: ReactNode;
}

export function Modal({
  title,
  onClose,
  children,
  footer,
  size = 'medium',
  dismissible = true,
  description,
}: ModalProps) {
  const titleId = useId();
  const descId = useId();
  const panel = useRef<HTMLDivElement>(null);
  // The key listener lives as long as the dialog; these read the latest props when a key comes.
  const isDismissible = useEffectEvent(() => dismissible);
  const close = useEffectEvent(() => onClose());

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const root = panel.current!;
    const first = root.querySelector<HTMLElement>('[data-autofocus]') ?? focusableIn(root)[0] ?? root;
    first.focus();
    const onKey = (event: KeyboardEvent) => {
      // Only the top-most dialog reacts (a date picker inside the trade modal closes first).
      const dialogs = document.querySelectorAll('[data-modal-panel]');
      if (dialogs[dialogs.length - 1] !== root) return;
      if (event.key === 'Escape' && isDismissible()) {
        event.stopPropagation();
        close();
      } else trapTab(event, root);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, []);

  return createPortal(
    <div className="modal-backdrop" onMouseDown={(e) => e.target === e.currentTarget && dismissible && onClose()}>
      <div
        ref={panel}
        data-modal-panel=""
        className={`modal modal--${size}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descId : undefined}
        tabIndex={-1}
      >
        <header className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          {dismissible && (
            <button type="button" className="icon-button" aria-label="Close dialog" onClick={onClose}>
              ×
            </button>
          )}
        </header>
        {description && (
          <p id={descId} className="modal__description">
            {description}
          </p>
        )}
        <div className="modal__body">{children}</div>
        {footer && <footer className="modal__footer">{footer}</footer>}
      </div>
    </div>,
    document.body,
  );
}
