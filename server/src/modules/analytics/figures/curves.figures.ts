import { ConflictError, ValidationError } from '../../../errors';
import { parseDecimal } from '../../../domain/validation/decimal-input';
import { dec } from '../../../domain/decimal';
import { roundMoney } from '../../../domain/money/minor-units';
import type { AnalyticsScope } from '../../figure-scope/analytics.scope';
import { MISSING_RATES_NOTICE } from '../../fx/fx-summary';
import { positiveInt, type AnalyticsCore } from '../analytics-core';
import { balanceCurve as balanceSeries } from '../balance-curve';
import { queryBalanceDays } from '../queries/balance.query';
import { queryAccountsEquity } from '../queries/equity-accounts.query';
import { queryConvertedEquity } from '../queries/equity-converted.query';
import { queryEquityDays } from '../queries/equity-days.query';
import { queryEquity } from '../queries/equity.query';

// The curves: equity (closed trades' P&L walked in exit order, or the day summaries) and balance
// (with cash flows, one point per local day).

export async function equityCurve(
  core: AnalyticsCore,
  scope: AnalyticsScope,
  initialBalance?: string | null,
  maxPoints?: number | null,
) {
  const points = positiveInt(maxPoints, 'maxPoints', 2000, 20000);
  // Sized like the accounts' initial_balance NUMERIC(24,8), sign allowed: a 1e999999999 overflowed SQL.
  const sent =
    initialBalance === null || initialBalance === undefined
      ? null
      : parseDecimal(initialBalance, { scale: 8, integerDigits: 16 });
  if (sent && (!sent.ok || sent.value === null)) {
    throw new ValidationError({
      initialBalance: 'initialBalance must be a decimal number with at most 16 digits before and 8 after the point',
    });
  }
  if (scope.accountId === null && !(sent?.ok && sent.value !== null)) return accountsEquity(core, scope, points);
  const start = sent?.ok && sent.value !== null ? sent.value : (await core.info(scope)).initialBalance;
  await core.info(scope);
  const byDay = await core.useDays(scope, false);
  const converted = await core.conversion(scope);
  const curve = await core.memoized(scope, `equity:${start}:${points}`, () =>
    converted
      ? queryConvertedEquity(core.sql(scope), scope, converted.currency, start, points)
      : (byDay ? queryEquityDays : queryEquity)(core.sql(scope), scope, start, points),
  );
  return {
    initialBalance: dec(start),
    finalBalance: dec(curve.finalBalance),
    totalPoints: curve.totalPoints,
    maxDrawdown: dec(curve.maxDrawdown),
    maxDrawdownPercent: curve.maxDrawdownPercent,
    points: curve.points.map((p) => ({
      ...p,
      balance: dec(p.balance),
      peak: dec(p.peak),
      drawdown: dec(p.drawdown),
    })),
  };
}

/**
 * The all-accounts equity curve without a given start (issue 27): the real money — every
 * account's initial balance, its cash flows and the filtered trades' P&L, each converted to the
 * money currency at its local day's rate — not a walk from an invented 10,000. Summed exact, the
 * amounts answered rounded half-even to the currency's minor unit (schema: EquityCurve).
 */
async function accountsEquity(core: AnalyticsCore, scope: AnalyticsScope, points: number) {
  const currency = await core.moneyCurrency(scope);
  if (currency === null) await core.conversion(scope); // throws the CONFLICT naming the missing rates
  const target = currency ?? (await core.info(scope)).currency ?? 'USD';
  const curve = await core.checked(scope, `accounts-equity:${points}`, () =>
    queryAccountsEquity(core.sql(scope), scope, target, points),
  );
  if (curve.missingRates.length) {
    const missing = curve.missingRates.map((g) => `${g.currency}→${target} ${g.from} – ${g.to}`).join('; ');
    throw new ConflictError(`${MISSING_RATES_NOTICE} Missing: ${missing}.`);
  }
  const money = (x: string) => roundMoney(x, target);
  return {
    initialBalance: money(curve.initialBalance),
    finalBalance: money(curve.finalBalance),
    totalPoints: curve.totalPoints,
    maxDrawdown: money(curve.maxDrawdown),
    maxDrawdownPercent: curve.maxDrawdownPercent,
    points: curve.points.map((p) => ({
      ...p,
      balance: money(p.balance),
      peak: money(p.peak),
      drawdown: money(p.drawdown),
    })),
  };
}

/**
 * The balance with cash flows (initial + deposits − withdrawals + interest − fees + realised
 * P&L), one point per local day, converted to the base currency across currencies (issue 15).
 */
export async function balanceCurve(core: AnalyticsCore, scope: AnalyticsScope, maxPoints?: number | null) {
  const points = positiveInt(maxPoints, 'maxPoints', 2000, 20000);
  const rows = await core.checked(scope, 'balance', () => queryBalanceDays(core.sql(scope), scope));
  return balanceSeries(rows, Math.max(points, 3));
}
