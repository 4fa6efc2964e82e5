// The card every dashboard and analytics figure sits in: a titled section with an optional
// action on the right of the title and an optional footer.
import type { ReactNode } from 'react';
import './panel.css';

interface PanelProps {
  title: ReactNode;
  action?: ReactNode;
  footer?: ReactNode;
  className?: string;
  children: ReactNode;
  /** id for aria-labelledby; defaults from the title when it is a string. */
  id?: string;
}

export function Panel({ title, action, footer, className, children, id }: PanelProps) {
  const headingId =
    id ?? (typeof title === 'string' ? `panel-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}` : undefined);
  return (
    <section className={`panel${className ? ` ${className}` : ''}`} aria-labelledby={headingId}>
      <header className="panel-head">
        <h2 id={headingId} className="panel-title">
          {title}
        </h2>
        {action}
      </header>
      <div className="panel-body">{children}</div>
      {footer && <footer className="panel-foot">{footer}</footer>}
    </section>
  );
}

/** A grey block the size of the content it stands for (no layout shift when data arrives). */
export function SkeletonBlock({ height, width = '100%' }: { height: number; width?: number | string }) {
  return <div className="skeleton-block" style={{ height, width }} aria-hidden="true" />;
}
