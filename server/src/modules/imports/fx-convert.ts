import type { EntityManager } from 'typeorm';
import { compare, exact } from '../../domain/executions/exact';
import { convertExecution } from '../../domain/executions/fx-conversion';
import { localDateIn } from '../../domain/time/zoned-date-time';
import type { ParsedExecution } from './parsers/types';
import { ACCOUNT_FX_FACTORS, ACCOUNT_MONEY } from './queries/fx-convert.queries';

/** One currency the import converts, as the preview lists it. */
export interface ConversionLine {
  from: string;
  to: string;
  /** Whose rate: the file's own (Trading 212's exchange rate, IBKR fxRateToBase) or the user's for the day. */
  source: 'broker' | 'user';
  executions: number;
  /** The rates applied, as account units per instrument unit (lowest and highest). */
  minRate: string;
  maxRate: string;
}

/** An instrument the import refuses: some of its fills have no rate to the account currency. */
export interface MissingRate {
  currency: string;
  to: string;
  /** The first day (profile zone) without a rate. */
  day: string;
  symbol: string;
  /** The instrument's executions in the file, none of which is imported. */
  executions: number;
  message: string;
}

export interface AccountExecutions {
  /** The executions to import, money in the account currency (price and currency stay the instrument's). */
  executions: ParsedExecution[];
  conversions: ConversionLine[];
  missing: MissingRate[];
}

/** The user's rates the conversion may need: `${currency}|${day}` → factor (amount × factor = account amount). */
export type UserRates = Map<string, string | null>;

const dayKey = (currency: string, day: string) => `${currency}|${day}`;

const ISO_CURRENCIES = new Set(Intl.supportedValuesOf('currency'));

/**
 * A crypto pair quoted in another crypto asset (ETH-BTC, XTZ-USDT) is not converted: exchange
 * rates are kept for ISO currencies only, so its figures stay in the quote asset, as before this
 * conversion existed (docs/imports.md: currencies). Every fiat currency is converted.
 */
function convertible(e: ParsedExecution): ParsedExecution {
  if (e.instrument.market !== 'crypto' || !e.currency || ISO_CURRENCIES.has(e.currency)) return e;
  return { ...e, currency: null, foreignFees: e.foreignFees.filter((f) => ISO_CURRENCIES.has(f.currency)) };
}

/** The instrument currencies and fee currencies of each execution that differ from the account's. */
function foreignCurrencies(e: ParsedExecution, account: string): string[] {
  const out = new Set<string>();
  const own = e.currency ?? account;
  const brokerCovers = e.brokerRate?.currency === account;
  if (own !== account && !brokerCovers) out.add(own);
  for (const fee of e.foreignFees)
    if (fee.currency !== account && !(fee.currency === own && brokerCovers)) out.add(fee.currency);
  return [...out];
}

/**
 * The user's rates (Settings → exchange rates: fx_factor, the last rate on or before the day, the
 * inverse pair, or across EUR) for every currency and day (profile zone) the executions need
 * beyond the file's own rates: one statement.
 */
export async function loadUserRates(
  manager: EntityManager,
  user: { id: string; timezone: string },
  account: string,
  executions: readonly ParsedExecution[],
): Promise<UserRates> {
  const wanted = new Map<string, { currency: string; day: string }>();
  for (const e of executions.map(convertible)) {
    const currencies = foreignCurrencies(e, account);
    if (!currencies.length) continue;
    const day = localDateIn(user.timezone, e.executedAt);
    for (const currency of currencies) wanted.set(dayKey(currency, day), { currency, day });
  }
  const rates: UserRates = new Map();
  if (!wanted.size) return rates;
  const list = [...wanted.values()];
  const rows: { c: string; d: string; f: string | null }[] = await manager.query(ACCOUNT_FX_FACTORS, [
    user.id,
    account,
    list.map((w) => w.currency),
    list.map((w) => w.day),
  ]);
  for (const r of rows) rates.set(dayKey(r.c, r.d), r.f);
  return rates;
}

/** The account's currency and the owner's zone (the day of a user's rate is the profile zone's). */
export interface AccountMoney {
  userId: string;
  currency: string;
  timezone: string;
}

export async function accountMoneyOf(
  manager: EntityManager,
  owner: { user_id: string; account_id: string },
): Promise<AccountMoney> {
  const [row]: { currency: string; timezone: string }[] = await manager.query(ACCOUNT_MONEY, [
    owner.account_id,
    owner.user_id,
  ]);
  return { userId: owner.user_id, currency: row.currency.trim(), timezone: row.timezone };
}

/** Loads the user's rates the executions need, then converts (the import's and the preview's one path). */
export async function convertForAccount(
  manager: EntityManager,
  account: AccountMoney,
  executions: readonly ParsedExecution[],
): Promise<AccountExecutions> {
  const rates = await loadUserRates(
    manager,
    { id: account.userId, timezone: account.timezone },
    account.currency,
    executions,
  );
  return convertToAccount(executions, account.currency, rates, account.timezone);
}

/** The skipped-rows line of a refused instrument (the summary and the preview list it with the others). */
export const missingRateSkip = (m: MissingRate) =>
  `no ${m.currency}→${m.to} rate for ${m.symbol} on ${m.day} (add it in Settings → Exchange rates)`;

/**
 * The file's executions in the account currency (domain/executions/fx-conversion.ts): the broker's
 * rate where the file carries one, else the user's rate for the day. An instrument with any fill
 * lacking a rate is refused whole (half its fills would make wrong round trips) and named in
 * `missing`; nothing is ever summed across currencies.
 */
export function convertToAccount(
  executions: readonly ParsedExecution[],
  account: string,
  rates: UserRates,
  zone: string,
): AccountExecutions {
  const converted: ParsedExecution[] = [];
  const refused = new Map<string, MissingRate>();
  const lines = new Map<string, ConversionLine>();
  const userRate = (currency: string, at: Date) => rates.get(dayKey(currency, localDateIn(zone, at))) ?? null;
  for (const file of executions) {
    // Already in the account currency, no fee in another, no stated amount: nothing to convert
    // (convertExecution would give back the same figures); the execution is kept as it is.
    if ((file.currency === null || file.currency === account) && file.value === null && !file.foreignFees.length) {
      converted.push(file);
      continue;
    }
    const e = convertible(file);
    const result = convertExecution(e, account, userRate);
    if (!result.ok) {
      const known = refused.get(e.instrument.key);
      if (known) known.executions += 1;
      else {
        const day = localDateIn(zone, e.executedAt);
        refused.set(e.instrument.key, {
          currency: result.currency,
          to: account,
          day,
          symbol: e.instrument.symbol,
          executions: 1,
          message: `No ${result.currency}→${account} exchange rate on or before ${day} for ${e.instrument.symbol}: its executions were not imported. Add the rate in Settings → Exchange rates and import the file again.`,
        });
      }
      continue;
    }
    const { money } = result;
    converted.push({
      ...file,
      commission: money.commission,
      otherFees: money.otherFees,
      value: money.value,
      foreignFees: [],
      fxRate: money.fxRate,
      fxSource: money.fxSource,
    });
    if (money.fxRate && money.fxSource) {
      const from = e.currency ?? account;
      const key = `${from}|${money.fxSource}`;
      const line = lines.get(key);
      if (!line) {
        lines.set(key, {
          from,
          to: account,
          source: money.fxSource,
          executions: 1,
          minRate: money.fxRate,
          maxRate: money.fxRate,
        });
      } else {
        line.executions += 1;
        if (compare(exact(money.fxRate), exact(line.minRate)) < 0) line.minRate = money.fxRate;
        if (compare(exact(money.fxRate), exact(line.maxRate)) > 0) line.maxRate = money.fxRate;
      }
    }
  }
  // Refused instruments go whole, including the fills converted before the missing one was met.
  const executionsKept = converted.filter((e) => !refused.has(e.instrument.key));
  for (const [key, missing] of refused) {
    missing.executions = executions.filter((e) => e.instrument.key === key).length;
  }
  return { executions: executionsKept, conversions: [...lines.values()], missing: [...refused.values()] };
}
