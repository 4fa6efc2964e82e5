import { act, render, screen } from '@testing-library/react';
import { RenderWhenNear } from '../RenderWhenNear';

/** A stand-in IntersectionObserver whose callbacks the test fires (jsdom has none). */
class FakeObserver {
  static last: FakeObserver | null = null;
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeObserver.last = this;
  }
  observe() {}
  disconnect() {}
  fire(isIntersecting: boolean) {
    this.callback([{ isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

describe('RenderWhenNear', () => {
  const idle = window.requestIdleCallback;
  beforeEach(() => {
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
    // The idle fallback is not under test here: never idle.
    window.requestIdleCallback = (() => 0) as typeof window.requestIdleCallback;
    window.cancelIdleCallback = () => undefined;
  });
  afterEach(() => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    window.requestIdleCallback = idle;
  });

  it('shows the placeholder (busy) until the slot comes near the viewport, then the widget', () => {
    render(
      <RenderWhenNear placeholder={<p>Loading card</p>} className="span-all">
        <p>The card</p>
      </RenderWhenNear>,
    );
    const placeholder = screen.getByText('Loading card');
    expect(placeholder.parentElement).toHaveAttribute('aria-busy', 'true');
    expect(placeholder.parentElement).toHaveClass('render-when-near', 'span-all');
    expect(screen.queryByText('The card')).not.toBeInTheDocument();

    act(() => FakeObserver.last!.fire(false));
    expect(screen.queryByText('The card')).not.toBeInTheDocument();
    act(() => FakeObserver.last!.fire(true));
    expect(screen.getByText('The card')).toBeInTheDocument();
    expect(screen.queryByText('Loading card')).not.toBeInTheDocument();
  });

  it('renders idle widgets one per idle callback, in the order they mounted', () => {
    const idleCallbacks: IdleRequestCallback[] = [];
    window.requestIdleCallback = ((callback: IdleRequestCallback) =>
      idleCallbacks.push(callback)) as typeof window.requestIdleCallback;
    const runNextIdleCallback = () =>
      act(() => idleCallbacks.shift()!({ didTimeout: false, timeRemaining: () => 50 } as IdleDeadline));
    render(
      <>
        <RenderWhenNear placeholder={<p>Loading first</p>}>
          <p>First card</p>
        </RenderWhenNear>
        <RenderWhenNear placeholder={<p>Loading second</p>}>
          <p>Second card</p>
        </RenderWhenNear>
      </>,
    );
    expect(idleCallbacks).toHaveLength(1);

    runNextIdleCallback();
    expect(screen.getByText('First card')).toBeInTheDocument();
    expect(screen.getByText('Loading second')).toBeInTheDocument();

    runNextIdleCallback();
    expect(screen.getByText('Second card')).toBeInTheDocument();
    expect(idleCallbacks).toHaveLength(0);
  });

  it('renders the widget at once where IntersectionObserver is missing', () => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    render(
      <RenderWhenNear placeholder={<p>Loading card</p>}>
        <p>The card</p>
      </RenderWhenNear>,
    );
    expect(screen.getByText('The card')).toBeInTheDocument();
  });
});
