// Trade form validation (spec section 5, "Trade form").
import { boolean, mixed, number, object, string } from 'yup';
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
  saveFailed: 'Failed to save trade. Please try again.',
  createFailed: 'Failed to create trade. Please try again.',
  noAccount: 'Create or select a trading account first.',
} as const;

// Empty text is "not given"; anything else must be a number.
const optionalNumber = () => number().transform((value, original) => (String(original ?? '').trim() === '' ? undefined : value));

export const tradeFormSchema = object({
  market: string().required(TRADE_MESSAGES.marketRequired),
  symbol: string().trim().required(TRADE_MESSAGES.symbolRequired),
  tradeType: mixed().oneOf(['long', 'short']),
  isOpen: boolean(),
  entryPrice: optionalNumber().typeError(TRADE_MESSAGES.entryPricePositive).required(TRADE_MESSAGES.entryPricePositive).moreThan(0, TRADE_MESSAGES.entryPricePositive),
  quantity: optionalNumber().typeError(TRADE_MESSAGES.quantityPositive).required(TRADE_MESSAGES.quantityPositive).moreThan(0, TRADE_MESSAGES.quantityPositive),
  entryDate: string().required(TRADE_MESSAGES.entryDateRequired),
  // Required on the field only when the trade is not open.
  exitPrice: optionalNumber()
    .typeError(TRADE_MESSAGES.exitPricePositive)
    .moreThan(0, TRADE_MESSAGES.exitPricePositive)
    .when('isOpen', { is: false, then: (s) => s.required(TRADE_MESSAGES.exitPriceRequired) }),
  stopLoss: optionalNumber().typeError(TRADE_MESSAGES.stopLossPositive).moreThan(0, TRADE_MESSAGES.stopLossPositive),
  fees: optionalNumber().typeError(TRADE_MESSAGES.feesNegative).min(0, TRADE_MESSAGES.feesNegative),
});

/** Field messages for a set of values (what the form shows after submit). */
export async function validateTradeForm(values: TradeFormValues): Promise<Partial<Record<keyof TradeFormValues, string>>> {
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
