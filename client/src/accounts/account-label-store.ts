// The current account's name and currency kept on this device beside its id, so a screen's
// heading (often the largest text on a phone, hence its LCP) and the money format are right from
// the first render instead of after the account list (accounts/early-account.ts reads it).
import type { AccountSummary } from './current-account';
import { CURRENT_ACCOUNT_LABEL_KEY } from '../session/token-store';

export function storeAccountLabel(account: AccountSummary): void {
  localStorage.setItem(CURRENT_ACCOUNT_LABEL_KEY, JSON.stringify(account));
}

/** The stored label of the given account, or null (another account's, missing or malformed). */
export function storedAccountLabel(accountId: string | null): AccountSummary | null {
  if (!accountId) return null;
  try {
    const label = JSON.parse(localStorage.getItem(CURRENT_ACCOUNT_LABEL_KEY) ?? 'null') as AccountSummary | null;
    const valid = label?.id === accountId && typeof label.name === 'string' && typeof label.currency === 'string';
    return valid ? { id: label.id, name: label.name, currency: label.currency } : null;
  } catch {
    return null;
  }
}
