// Contract shared by every screen: open the Add/Edit Trade modal from anywhere. Here, below the
// features, so any screen can use it; the provider is features/trade-form/TradeModalProvider.tsx,
// mounted by the app shell.
import { createContext, useContext } from 'react';

export interface TradeModalValue {
  /** No argument: add a trade to the current account. With a trade id: edit that trade. */
  openTradeModal(tradeId?: string): void;
  isOpen: boolean;
}

export const TradeModalContext = createContext<TradeModalValue>({
  openTradeModal: () => undefined,
  isOpen: false,
});

export const useTradeModal = (): TradeModalValue => useContext(TradeModalContext);
