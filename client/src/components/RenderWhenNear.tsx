// Below-the-fold widgets render after the first figures have painted: when they come near the
// viewport, or when the browser is next idle (each in its own task), whichever is first. On a slow
// phone this splits one long render-and-commit of the whole screen into short ones; the widgets
// are all there a moment later without any scrolling.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import './render-when-near.css';

/** The latest an idle callback waits before rendering anyway (a busy page still gets its widgets). */
const IDLE_TIMEOUT_MS = 1500;

export function RenderWhenNear({
  children,
  placeholderHeight,
  placeholder,
  className,
}: {
  children: ReactNode;
  /** The height the widget's loading state takes: the slot keeps it so nothing below moves. */
  placeholderHeight?: number;
  /**
   * Or the widget's own loading state (a panel and its skeleton: cheap), shown in the slot until
   * then, so the slot is exactly the size of what replaces it at every screen width.
   */
  placeholder?: ReactNode;
  /** Grid placement of the widget (e.g. span-3), so the slot sits where the widget will. */
  className?: string;
}) {
  // Without IntersectionObserver (jsdom, old browsers) there is nothing to wait for.
  const [shown, setShown] = useState(() => typeof IntersectionObserver === 'undefined');
  const slot = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (shown || !slot.current) return;
    const show = () => setShown(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) show();
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(slot.current);
    // Called as window methods: detached, cancelIdleCallback throws "Illegal invocation".
    let cancelIdle: () => void;
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(show, { timeout: IDLE_TIMEOUT_MS });
      cancelIdle = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(show, 200);
      cancelIdle = () => window.clearTimeout(id);
    }
    return () => {
      observer.disconnect();
      cancelIdle();
    };
  }, [shown]);
  if (shown) return <>{children}</>;
  if (placeholder !== undefined)
    return (
      // A one-cell grid: the placeholder stretches to the grid row like the widget will.
      // aria-busy: the widget is still to come (tests and assistive technology can wait for it).
      <div ref={slot} className={`render-when-near${className ? ` ${className}` : ''}`} aria-busy="true">
        {placeholder}
      </div>
    );
  return <div ref={slot} className={className} style={{ minHeight: placeholderHeight }} aria-hidden="true" />;
}
