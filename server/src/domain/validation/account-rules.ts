import { decimalProblemMessage, isNegative, parseDecimal, type DecimalInput } from './decimal-input';
import { TEXT_LIMITS } from './limits';
import { checkText } from './text-input';
import { isCurrencyCode, unknownCurrencyMessage } from './currency-codes';

/** Spec section 5, verbatim. */
export const ACCOUNT_MESSAGES = {
  nameRequired: 'Trading account name is required',
  currencyRequired: 'Currency is required',
  currencyLength: 'Currency must be 3 characters (e.g., USD, EUR)',
  initialBalance: 'Initial balance must be 0 or greater',
  initialBalanceLocked: 'Initial balance cannot be changed',
} as const;

/** initial_balance NUMERIC(24,8). */
const BALANCE = { scale: 8, integerDigits: 16 };

export interface AccountDraft {
  name?: string | null;
  description?: string | null;
  currency?: string | null;
  initialBalance?: DecimalInput;
  strategy?: string | null;
  isActive?: boolean | null;
}

export interface AccountValues {
  name: string;
  description: string | null;
  currency: string;
  initialBalance: string;
  /** Strategy name, or null for none. */
  strategy: string | null;
  isActive: boolean;
}

type Checked<T> = { ok: true; values: T } | { ok: false; fieldErrors: Record<string, string> };

function checkName(name: string | null | undefined, errors: Record<string, string>): string {
  const trimmed = checkText(name, 'name', 'Trading account name', TEXT_LIMITS.accountName, errors) ?? '';
  if (!trimmed && !errors.name) errors.name = ACCOUNT_MESSAGES.nameRequired;
  return trimmed;
}

function checkCurrency(currency: string | null | undefined, errors: Record<string, string>): string {
  const code = (currency ?? '').slice(0, 100).trim().toUpperCase();
  if (!code) errors.currency = ACCOUNT_MESSAGES.currencyRequired;
  else if (!/^[A-Z]{3}$/.test(code)) errors.currency = ACCOUNT_MESSAGES.currencyLength;
  else if (!isCurrencyCode(code)) errors.currency = unknownCurrencyMessage(code);
  return code;
}

const checkDescription = (text: string | null | undefined, errors: Record<string, string>) =>
  checkText(text, 'description', 'Description', TEXT_LIMITS.accountDescription, errors);

/** Strategy names are unique per user through a btree index: the length limit keeps them indexable. */
const checkStrategy = (text: string | null | undefined, errors: Record<string, string>) =>
  checkText(text, 'strategy', 'Strategy name', TEXT_LIMITS.strategyName, errors);

/** Create: name, currency (uppercased) and a balance ≥ 0 are required; empty strategy → null. */
export function checkNewAccount(draft: AccountDraft): Checked<AccountValues> {
  const errors: Record<string, string> = {};
  const name = checkName(draft.name, errors);
  const currency = checkCurrency(draft.currency, errors);
  const description = checkDescription(draft.description, errors);
  const strategy = checkStrategy(draft.strategy, errors);
  const balance = parseDecimal(draft.initialBalance, BALANCE);
  let initialBalance = '0';
  if (!balance.ok) {
    errors.initialBalance =
      balance.problem === 'not-a-number'
        ? ACCOUNT_MESSAGES.initialBalance
        : decimalProblemMessage('Initial balance', balance.problem, BALANCE.scale);
  } else if (balance.value === null || isNegative(balance.value)) {
    errors.initialBalance = ACCOUNT_MESSAGES.initialBalance;
  } else initialBalance = balance.value;
  if (Object.keys(errors).length) return { ok: false, fieldErrors: errors };
  return {
    ok: true,
    values: {
      name,
      description,
      currency,
      initialBalance,
      strategy,
      isActive: draft.isActive ?? true,
    },
  };
}

/**
 * Edit: only name, description, currency, strategy (and the active flag) change; a sent
 * initial balance is refused. Fields left undefined keep their value.
 */
export function checkAccountChanges(draft: AccountDraft): Checked<Partial<Omit<AccountValues, 'initialBalance'>>> {
  const errors: Record<string, string> = {};
  const values: Partial<Omit<AccountValues, 'initialBalance'>> = {};
  if (draft.initialBalance !== undefined && draft.initialBalance !== null) {
    errors.initialBalance = ACCOUNT_MESSAGES.initialBalanceLocked;
  }
  if (draft.name !== undefined) values.name = checkName(draft.name, errors);
  if (draft.currency !== undefined) values.currency = checkCurrency(draft.currency, errors);
  if (draft.description !== undefined) values.description = checkDescription(draft.description, errors);
  if (draft.strategy !== undefined) values.strategy = checkStrategy(draft.strategy, errors);
  if (draft.isActive !== undefined && draft.isActive !== null) values.isActive = draft.isActive;
  if (Object.keys(errors).length) return { ok: false, fieldErrors: errors };
  return { ok: true, values };
}
