import { divide, exact, type Exact, plus, text, times } from './exact';

/**
 * A broker's own exchange rate between an execution's instrument currency and the currency of
 * the account the file belongs to (`currency`). Brokers quote it both ways: IBKR's fxRateToBase is
 * account units per instrument unit (amount × rate); Trading 212's "Exchange rate" is instrument
 * units per account unit (1 GBP = 1.25 USD: amount ÷ rate), so `inverse` keeps the file's figure
 * as written and says which way it goes.
 */
export interface BrokerRate {
  currency: string;
  rate: string;
  inverse: boolean;
}

/** A fee the file states in a currency other than the instrument's (converted on its own). */
export interface ForeignFee {
  kind: 'commission' | 'other';
  amount: string;
  currency: string;
}

/** An execution's money as the file gives it: price, value and fees in its instrument currency. */
export interface ConvertibleExecution {
  quantity: string;
  price: string;
  commission: string;
  otherFees: string;
  currency: string | null;
  value: string | null;
  brokerRate: BrokerRate | null;
  foreignFees: readonly ForeignFee[];
  executedAt: Date;
}

/** The user's own rate (Settings → exchange rates): amount in `from` × factor = amount in the account currency; null: none. */
export type UserRate = (from: string, at: Date) => string | null;

/**
 * An execution's money in the account currency. `price` stays the instrument's (the execution keeps
 * its currency); `value` (quantity × price) and the fees are the account's. `fxRate` is the rate
 * applied to the instrument currency as account units per instrument unit (12 places), null when
 * nothing was converted.
 */
export interface ConvertedMoney {
  value: string | null;
  commission: string;
  otherFees: string;
  fxRate: string | null;
  fxSource: 'broker' | 'user' | null;
}

export type Conversion =
  | { ok: true; money: ConvertedMoney }
  /** No rate for `currency` → account currency on the execution's day: the execution cannot be imported. */
  | { ok: false; currency: string };

/** Columns' scales: a value (quantity × price) keeps 12 places like prices, fees 8 like the fee columns. */
const VALUE_SCALE = 12;
const FEE_SCALE = 8;
const RATE_SCALE = 12;

const atMost = (a: Exact, places: number): Exact => (a.scale > places ? divide(a, { n: 1n, scale: 0 }, places) : a);

/**
 * Converts one execution's money into the account currency: with the broker's rate when the file
 * carries one for this account currency, else with the user's rate for that day. Amounts that
 * need no rounding stay exact; a division (Trading 212's inverse rate) or a product longer than
 * the column's scale is rounded half-even to it (value 12 places, fees 8). Same currency: unchanged.
 */
export function convertExecution(e: ConvertibleExecution, account: string, userRate: UserRate): Conversion {
  const instrument = e.currency ?? account;
  const broker = e.brokerRate && e.brokerRate.currency === account ? e.brokerRate : null;
  let missing: string | null = null;
  let source: ConvertedMoney['fxSource'] = null;
  const toAccount = (amount: Exact, currency: string, places: number): Exact => {
    if (currency === account) return amount;
    if (currency === instrument && broker) {
      source ??= 'broker';
      return broker.inverse
        ? divide(amount, exact(broker.rate), places)
        : atMost(times(amount, exact(broker.rate)), places);
    }
    const factor = userRate(currency, e.executedAt);
    if (factor === null) {
      missing ??= currency;
      return amount;
    }
    if (currency === instrument) source = 'user';
    return atMost(times(amount, exact(factor)), places);
  };
  const quantity = exact(e.quantity);
  const nativeValue = e.value !== null ? exact(e.value) : times(quantity, exact(e.price));
  const value = toAccount(nativeValue, instrument, VALUE_SCALE);
  let commission = toAccount(exact(e.commission), instrument, FEE_SCALE);
  let otherFees = toAccount(exact(e.otherFees), instrument, FEE_SCALE);
  for (const fee of e.foreignFees) {
    const converted = toAccount(exact(fee.amount), fee.currency, FEE_SCALE);
    if (fee.kind === 'commission') commission = plus(commission, converted);
    else otherFees = plus(otherFees, converted);
  }
  if (missing !== null) return { ok: false, currency: missing };
  const converted = instrument !== account;
  return {
    ok: true,
    money: {
      value: converted || e.value !== null ? text(value) : null,
      commission: text(commission),
      otherFees: text(otherFees),
      fxRate: converted ? rateOf(broker, instrument, e.executedAt, userRate) : null,
      fxSource: converted ? source : null,
    },
  };
}

/** The applied rate as account units per instrument unit (what the trade's detail shows). */
function rateOf(broker: BrokerRate | null, instrument: string, at: Date, userRate: UserRate): string {
  if (broker)
    return text(broker.inverse ? divide({ n: 1n, scale: 0 }, exact(broker.rate), RATE_SCALE) : exact(broker.rate));
  return text(atMost(exact(userRate(instrument, at)!), RATE_SCALE));
}
