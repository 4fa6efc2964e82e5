// The rows ticked for bulk tagging: each trade's id with its account (the bulk hook evicts the
// figures of exactly those accounts). A click toggles one row; shift-click ticks the rows between
// the last one clicked and this one (among the rows shown); the header ticks every row shown.
import { useCallback, useMemo, useRef, useState } from 'react';

export interface SelectableTrade {
  id: string;
  accountId: string;
}

export interface TradeSelection {
  /** id → accountId. */
  selected: ReadonlyMap<string, string>;
  isSelected(id: string): boolean;
  /** `shown`: the rows on screen in order, for a shift-click's range. */
  toggle(trade: SelectableTrade, shift: boolean, shown: readonly SelectableTrade[]): void;
  setMany(trades: readonly SelectableTrade[], on: boolean): void;
  clear(): void;
}

export function useTradeSelection(): TradeSelection {
  const [selected, setSelected] = useState<ReadonlyMap<string, string>>(new Map());
  const anchor = useRef<string | null>(null);

  const setMany = useCallback((trades: readonly SelectableTrade[], on: boolean) => {
    setSelected((prev) => {
      const next = new Map(prev);
      for (const t of trades) {
        if (on) next.set(t.id, t.accountId);
        else next.delete(t.id);
      }
      return next;
    });
  }, []);

  const toggle = useCallback(
    (trade: SelectableTrade, shift: boolean, shown: readonly SelectableTrade[]) => {
      const on = !selected.has(trade.id);
      const from = shift && anchor.current ? shown.findIndex((t) => t.id === anchor.current) : -1;
      const to = shown.findIndex((t) => t.id === trade.id);
      anchor.current = trade.id;
      if (from < 0 || to < 0) return setMany([trade], on);
      setMany(shown.slice(Math.min(from, to), Math.max(from, to) + 1), on);
    },
    [selected, setMany],
  );

  const clear = useCallback(() => {
    anchor.current = null;
    setSelected(new Map());
  }, []);

  return useMemo(
    () => ({ selected, isSelected: (id: string) => selected.has(id), toggle, setMany, clear }),
    [selected, toggle, setMany, clear],
  );
}
