// One "active point" per chart, moved by the pointer or by the keyboard (arrows, Home, End),
// so every tooltip is reachable without a mouse.
import { useCallback, useState } from 'react';
import type { KeyboardEvent } from 'react';

export interface ChartCursor {
  index: number | null;
  setIndex(index: number | null): void;
  onKeyDown(event: KeyboardEvent): void;
  onFocus(): void;
  onBlur(): void;
}

export function useChartCursor(count: number): ChartCursor {
  const [index, setIndex] = useState<number | null>(null);
  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if (count === 0) return;
      const last = count - 1;
      const step = event.shiftKey ? Math.max(1, Math.round(count / 20)) : 1;
      const moves: Record<string, (i: number) => number> = {
        ArrowRight: (i) => Math.min(last, i + step),
        ArrowUp: (i) => Math.min(last, i + step),
        ArrowLeft: (i) => Math.max(0, i - step),
        ArrowDown: (i) => Math.max(0, i - step),
        Home: () => 0,
        End: () => last,
      };
      const move = moves[event.key];
      if (event.key === 'Escape') setIndex(null);
      if (!move) return;
      event.preventDefault();
      setIndex((i) => move(i ?? last));
    },
    [count],
  );
  const onFocus = useCallback(() => setIndex((i) => i ?? (count > 0 ? count - 1 : null)), [count]);
  const onBlur = useCallback(() => setIndex(null), []);
  return { index: index !== null && index < count ? index : null, setIndex, onKeyDown, onFocus, onBlur };
}
