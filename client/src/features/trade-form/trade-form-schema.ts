// Trade form validation (spec section 5, "Trade form").
import { boolean, mixed, number, object, string, type TestContext } from 'yup';
import { decimalProblem, decimalProblemMessage, type DecimalLimits } from '../../lib/decimal-text';
import type { TradeFormValues } from './trade-form-state';

export const TRADE_MESSAGES = {
  marketRequired: 'Market is required',
  symbolRequired: 'Symbol is required',
  entryPricePositive: 'Entry price must be greater than 0',
  exitPricePositive: 'Exit price must be greater than 0',
  exitPriceRequired: 'Exit price is required',
  quantityPositive: 'Quantity must be greater than 0',
  entryDateRequired: 'Entry date is required',
  feesNegative: 'Fees cannot be negative',
  stopLossPositive: 'Stop loss must be greater than 0',
  initialStopPositive: 'Initial stop must be greater than 0',
  plannedTargetPositive: 'Planned target must be greater than 0',
  multiplierPositive: 'Multiplier must be greater than 0',
  exitBeforeEntry: 'Exit date cannot be before entry date',
  saveFailed: 'Failed to save trade. Please try again.',
  createFailed: 'Failed to create trade. Please try again.',
  noAccount: 'Create or select a trading account first.',
} as const;

// Empty text is "not given"; anything else must be a number.
const optionalNumber = () =>
  number().transform((value, original) => (String(original ?? '').trim() === '' ? undefined : value));

// The server's column limits (server/src/domain/validation/trade-rules.ts), checked on the typed
// text before sending so "1e30" is a field message, not a failed save.
const PRICE: DecimalLimits = { scale: 12, integerDigits: 18 };
const MULTIPLIER: DecimalLimits = { scale: 8, integerDigits: 12 };
const FEES: DecimalLimits = { scale: 8, integerDigits: 16 };
const fits = (label: string, limits: DecimalLimits) =>
  function fitsColumn(this: TestContext) {
    const problem = decimalProblem(String(this.originalValue ?? ''), limits);
    return (
      !problem ||
      problem === 'not-a-number' ||
      this.createError({ message: decimalProblemMessage(label, problem, limits.scale) })
    );
  };

export const tradeFormSchema = object({
  market: string().required(TRADE_MESSAGES.marketRequired),
  symbol: string().trim().required(TRADE_MESSAGES.symbolRequired),
  tradeType: mixed().oneOf(['long', 'short']),
  isOpen: boolean(),
  entryPrice: optionalNumber()
    .typeError(TRADE_MESSAGES.entryPricePositive)
    .required(TRADE_MESSAGES.entryPricePositive)
    .moreThan(0, TRADE_MESSAGES.entryPricePositive)
    .test('fits', fits('Entry price', PRICE)),
  quantity: optionalNumber()
    .typeError(TRADE_MESSAGES.quantityPositive)
    .required(TRADE_MESSAGES.quantityPositive)
    .moreThan(0, TRADE_MESSAGES.quantityPositive)
    .test('fits', fits('Quantity', PRICE)),
  multiplier: optionalNumber()
    .typeError(TRADE_MESSAGES.multiplierPositive)
    .moreThan(0, TRADE_MESSAGES.multiplierPositive)
    .test('fits', fits('Multiplier', MULTIPLIER)),
  entryDate: string().required(TRADE_MESSAGES.entryDateRequired),
  // Both are local "YYYY-MM-DDTHH:MM" strings, so text order is time order.
  exitDate: string().test('after-entry', TRADE_MESSAGES.exitBeforeEntry, function afterEntry(exit) {
    const { entryDate, isOpen } = this.parent as TradeFormValues;
    return isOpen || !exit || !entryDate || exit >= entryDate;
  }),
  // Required on the field only when the trade is not open.
  exitPrice: optionalNumber()
    .typeError(TRADE_MESSAGES.exitPricePositive)
    .moreThan(0, TRADE_MESSAGES.exitPricePositive)
    .when('isOpen', { is: false, then: (s) => s.required(TRADE_MESSAGES.exitPriceRequired) })
    .test('fits', fits('Exit price', PRICE)),
  stopLoss: optionalNumber()
    .typeError(TRADE_MESSAGES.stopLossPositive)
    .moreThan(0, TRADE_MESSAGES.stopLossPositive)
    .test('fits', fits('Stop loss', PRICE)),
  initialStop: optionalNumber()
    .typeError(TRADE_MESSAGES.initialStopPositive)
    .moreThan(0, TRADE_MESSAGES.initialStopPositive)
    .test('fits', fits('Initial stop', PRICE)),
  plannedTarget: optionalNumber()
    .typeError(TRADE_MESSAGES.plannedTargetPositive)
    .moreThan(0, TRADE_MESSAGES.plannedTargetPositive)
    .test('fits', fits('Planned target', PRICE)),
  fees: optionalNumber()
    .typeError(TRADE_MESSAGES.feesNegative)
    .min(0, TRADE_MESSAGES.feesNegative)
    .test('fits', fits('Fees', FEES)),
});

/** An imported trade: only its journal fields can change, so only they are checked. */
export const journalFormSchema = tradeFormSchema.pick(['stopLoss', 'initialStop', 'plannedTarget']);

/** Field messages for a set of values (what the form shows after submit). */
export async function validateTradeForm(
  values: TradeFormValues,
): Promise<Partial<Record<keyof TradeFormValues, string>>> {
  try {
    await tradeFormSchema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    const out: Partial<Record<keyof TradeFormValues, string>> = {};
    for (const e of (error as { inner: { path?: string; message: string }[] }).inner) {
      const key = e.path as keyof TradeFormValues;
      if (key && !out[key]) out[key] = e.message;
    }
    return out;
  }
}
