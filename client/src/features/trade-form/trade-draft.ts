// The unsaved Add/Edit Trade form, kept in sessionStorage while it differs from what was loaded,
// so a reload or an expired session (the app sends the tab to /login) never throws a typed trade
// away: after signing in again the form reopens with it. Like the journal drafts, per tab.
import type { TradeFormValues } from './trade-form-state';

export const TRADE_DRAFT_KEY = 'tradeDraft';

export interface TradeDraft {
  /** null: a new trade. */
  tradeId: string | null;
  /** The account a new trade was being added to; a draft is never restored into another account. */
  accountId: string | null;
  values: TradeFormValues;
}

export function loadTradeDraft(storage: Pick<Storage, 'getItem'> = sessionStorage): TradeDraft | null {
  try {
    const parsed = JSON.parse(storage.getItem(TRADE_DRAFT_KEY) ?? 'null') as Partial<TradeDraft> | null;
    if (!parsed || typeof parsed !== 'object' || !parsed.values || typeof parsed.values !== 'object') return null;
    if (typeof parsed.values.symbol !== 'string' || !Array.isArray(parsed.values.emotionalTags)) return null;
    return {
      tradeId: typeof parsed.tradeId === 'string' ? parsed.tradeId : null,
      accountId: typeof parsed.accountId === 'string' ? parsed.accountId : null,
      values: parsed.values,
    };
  } catch {
    return null;
  }
}

export function saveTradeDraft(draft: TradeDraft, storage: Pick<Storage, 'setItem'> = sessionStorage): void {
  try {
    storage.setItem(TRADE_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the form still works, only the safety net is missing.
  }
}

export function clearTradeDraft(storage: Pick<Storage, 'removeItem'> = sessionStorage): void {
  try {
    storage.removeItem(TRADE_DRAFT_KEY);
  } catch {
    /* see saveTradeDraft */
  }
}
