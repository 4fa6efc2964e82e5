// Provides useTradeModal(): the Add/Edit Trade modal can be opened from any screen.
import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { loadTradeDraft } from './trade-draft';
import { TradeModalContext, type TradeModalValue } from '../../components/trade-modal-context';

const TradeFormModal = lazy(() => import('./TradeFormModal'));

export function TradeModalProvider({ children }: { children: ReactNode }) {
  // A draft left by a reload or an expired session reopens its form once the shell is back.
  const [target, setTarget] = useState<{ tradeId: string | null } | null>(() => {
    const draft = loadTradeDraft();
    return draft ? { tradeId: draft.tradeId } : null;
  });
  const openTradeModal = useCallback((tradeId?: string) => setTarget({ tradeId: tradeId ?? null }), []);
  const value = useMemo<TradeModalValue>(() => ({ openTradeModal, isOpen: target !== null }), [openTradeModal, target]);
  return (
    <TradeModalContext.Provider value={value}>
      {children}
      {target && (
        <Suspense fallback={null}>
          <TradeFormModal tradeId={target.tradeId} onClose={() => setTarget(null)} />
        </Suspense>
      )}
    </TradeModalContext.Provider>
  );
}
