// Trading account form rules (spec section 5) and the payloads they send.
import { number, object, string } from 'yup';
import type { CreateAccountInput, UpdateAccountInput } from '../__generated__/graphql';
import { decimalProblem, decimalProblemMessage, plainDecimal, type DecimalLimits } from '../lib/decimal-text';

export const CURRENCIES = ['USD', 'EUR', 'GBP', 'JPY', 'CHF', 'CAD', 'AUD'] as const;
export const DEFAULT_CURRENCY = 'USD';
export const DEFAULT_BALANCE = 10000;

export const ACCOUNT_MESSAGES = {
  nameRequired: 'Trading account name is required',
  currencyRequired: 'Currency is required',
  currencyLength: 'Currency must be 3 characters (e.g., USD, EUR)',
  balanceMin: 'Initial balance must be 0 or greater',
  balanceLocked: 'Initial balance cannot be changed',
  createFailed: 'Failed to create trading account. Please try again.',
  updateFailed: 'Failed to update trading account. Please try again.',
  deleteFailed: 'Failed to delete account. Please check your password.',
  passwordRequired: 'Password is required',
  nameTooLong: 'Trading account name must be at most 100 characters',
} as const;

/** The server's limits (server/src/domain/validation/account-rules.ts), checked before sending. */
export const NAME_MAX_LENGTH = 100;
const BALANCE: DecimalLimits = { scale: 8, integerDigits: 16 };

/** A yup test: the typed balance fits the column ("1e30" is "Initial balance is too large"). */
export function balanceFits(this: { originalValue?: unknown; createError(o: { message: string }): unknown }) {
  const problem = decimalProblem(String(this.originalValue ?? ''), BALANCE);
  return (
    !problem ||
    problem === 'not-a-number' ||
    this.createError({ message: decimalProblemMessage('Initial balance', problem, BALANCE.scale) })
  );
}

export interface AccountFormValues {
  name: string;
  description: string;
  currency: string;
  /** Text as typed, so the exact decimal reaches the server. */
  initialBalance: string;
  strategy: string;
}

export const emptyAccountForm = (): AccountFormValues => ({
  name: '',
  description: '',
  currency: DEFAULT_CURRENCY,
  initialBalance: String(DEFAULT_BALANCE),
  strategy: '',
});

export function accountFormSchema(mode: 'create' | 'edit') {
  return object({
    name: string().trim().required(ACCOUNT_MESSAGES.nameRequired).max(NAME_MAX_LENGTH, ACCOUNT_MESSAGES.nameTooLong),
    description: string(),
    currency: string().trim().required(ACCOUNT_MESSAGES.currencyRequired).length(3, ACCOUNT_MESSAGES.currencyLength),
    strategy: string(),
    initialBalance:
      mode === 'create'
        ? number()
            .transform((value, original) => (String(original ?? '').trim() === '' ? undefined : value))
            .typeError(ACCOUNT_MESSAGES.balanceMin)
            .required(ACCOUNT_MESSAGES.balanceMin)
            .min(0, ACCOUNT_MESSAGES.balanceMin)
            .test('fits', balanceFits as never)
        : string(),
  });
}

const strategyOrNull = (s: string) => (s.trim() === '' ? null : s.trim());

export function toCreateAccountInput(v: AccountFormValues): CreateAccountInput {
  return {
    name: v.name.trim(),
    description: v.description.trim() || null,
    currency: v.currency.trim().toUpperCase(),
    initialBalance: plainDecimal(String(v.initialBalance)) ?? String(v.initialBalance).trim(),
    strategy: strategyOrNull(v.strategy),
  };
}

/** Spec: the edit payload holds only name, description, currency and strategy. */
export function toUpdateAccountInput(v: AccountFormValues): UpdateAccountInput {
  return {
    name: v.name.trim(),
    description: v.description.trim() || null,
    currency: v.currency.trim().toUpperCase(),
    strategy: strategyOrNull(v.strategy),
  };
}
