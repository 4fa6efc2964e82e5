// Below-the-fold widgets render after the first figures have painted: when they come near the
// viewport, or when the browser is idle, whichever is first. On a slow phone this splits one long
// render-and-commit of the whole screen into short ones; the widgets are all there a moment later
// without any scrolling. Idle widgets take turns, one per idle callback in the order they mounted
// (the next waits until the browser is idle again, i.e. after the previous one's render), and each
// renders in a transition: React renders it in ~5 ms slices instead of one task.
import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import './render-when-near.css';

/** The latest an idle callback waits before rendering anyway (a busy page still gets its widgets). */
const IDLE_TIMEOUT_MS = 1500;

/** Widgets waiting for their idle turn, first mounted first; `at` is when each joined. */
const waiting: { show: () => void; at: number }[] = [];
/** Cancels the idle callback of the next turn, if one is scheduled. */
let cancelTurn: (() => void) | null = null;

function scheduleTurn(): void {
  if (cancelTurn || waiting.length === 0) return;
  // At the latest IDLE_TIMEOUT_MS after the first in line joined, however busy the page.
  const timeout = Math.max(0, waiting[0].at + IDLE_TIMEOUT_MS - performance.now());
  const turn = () => {
    cancelTurn = null;
    waiting.shift()?.show();
    scheduleTurn();
  };
  // Called as window methods: detached, cancelIdleCallback throws "Illegal invocation".
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(turn, { timeout });
    cancelTurn = () => window.cancelIdleCallback(id);
  } else {
    const id = window.setTimeout(turn, Math.min(timeout, 200));
    cancelTurn = () => window.clearTimeout(id);
  }
}

/** Queues `show` for an idle turn; the returned function takes it out of the line. */
function waitForIdleTurn(show: () => void): () => void {
  const entry = { show, at: performance.now() };
  waiting.push(entry);
  scheduleTurn();
  return () => {
    const i = waiting.indexOf(entry);
    if (i >= 0) waiting.splice(i, 1);
    if (waiting.length > 0 || !cancelTurn) return;
    // Nobody left in line (the screen was left, or the widgets came into view first).
    cancelTurn();
    cancelTurn = null;
  };
}

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
    const show = () => startTransition(() => setShown(true));
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) show();
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(slot.current);
    const leaveLine = waitForIdleTurn(show);
    return () => {
      observer.disconnect();
      leaveLine();
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
