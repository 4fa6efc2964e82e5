import Decimal from 'decimal.js';
import { parseDecimal, decimalProblemMessage, type DecimalInput } from '../validation/decimal-input';

/**
 * An account's risk profile (issue 32): the prop-firm limits and the trading plan's objectives.
 * Every rule is optional: null means "not used". Money is exact text in the account's currency.
 */
export const DRAWDOWN_MODES = ['static', 'trailing_intraday', 'trailing_eod'] as const;
export type DrawdownMode = (typeof DRAWDOWN_MODES)[number];

export interface MaxDrawdownRule {
  /** Positive: how far the balance may fall below its reference (initial balance or peak). */
  amount: string;
  mode: DrawdownMode;
  /** Trailing modes: the floor stops rising once it reaches the initial balance. */
  lockAtInitial: boolean;
}

/** Local wall-clock times "HH:MM" in the day cut-off's zone; `from` after `to` spans midnight. */
export interface TimeWindow {
  from: string;
  to: string;
}

export interface DayCutoff {
  time: string;
  zone: string;
}

export interface RiskRules {
  /** Positive: the day's realised P&L may not reach −limit. */
  dailyLossLimit: string | null;
  maxDrawdown: MaxDrawdownRule | null;
  /** Total trading P&L to reach (an evaluation's target). An objective, never a breach. */
  profitTarget: string | null;
  /** The trading plan's daily profit objective (spec: 500). */
  dailyProfitTarget: string | null;
  /** The trading plan's win-rate objective in percent (spec: 60; met with fewer than 3 closed trades). */
  winRateTarget: string | null;
  minTradingDays: number | null;
  /** The best day may be at most this percent of the total profit. */
  consistencyPct: string | null;
  /** Largest quantity (contracts, shares, units) of one trade. */
  maxPositionSize: string | null;
  maxTradesPerDay: number | null;
  tradingHours: TimeWindow | null;
  /** Null: the day ends at midnight in the user's zone. */
  dayCutoff: DayCutoff | null;
}

/** The spec's trading plan (section 9): profit 500, loss −300, 5 trades, 60 % win rate. */
export const DEFAULT_RISK_RULES: RiskRules = {
  dailyLossLimit: '300',
  maxDrawdown: null,
  profitTarget: null,
  dailyProfitTarget: '500',
  winRateTarget: '60',
  minTradingDays: null,
  consistencyPct: null,
  maxPositionSize: null,
  maxTradesPerDay: 5,
  tradingHours: null,
  dayCutoff: null,
};

/** What a caller sends: every field may be missing (= not used) or null. */
export interface RiskRulesDraft {
  dailyLossLimit?: DecimalInput;
  maxDrawdown?: { amount?: DecimalInput; mode?: string | null; lockAtInitial?: boolean | null } | null;
  profitTarget?: DecimalInput;
  dailyProfitTarget?: DecimalInput;
  winRateTarget?: DecimalInput;
  minTradingDays?: number | null;
  consistencyPct?: DecimalInput;
  maxPositionSize?: DecimalInput;
  maxTradesPerDay?: number | null;
  tradingHours?: { from?: string | null; to?: string | null } | null;
  dayCutoff?: { time?: string | null; zone?: string | null } | null;
}

export const RISK_MESSAGES = {
  positive: (label: string) => `${label} must be greater than 0`,
  percent: (label: string) => `${label} must be between 0 and 100`,
  wholeNumber: (label: string) => `${label} must be a whole number from 1 to 10000`,
  drawdownMode: `Drawdown mode must be one of: ${DRAWDOWN_MODES.join(', ')}`,
  drawdownAmount: 'Maximum drawdown amount is required',
  time: (label: string) => `${label} must be a time HH:MM`,
  hoursEqual: 'Trading hours must not start and end at the same time',
  zone: 'Time zone must be a valid IANA time zone',
} as const;

const MONEY = { scale: 8, integerDigits: 16 };
const SIZE = { scale: 12, integerDigits: 18 };
const PCT = { scale: 2, integerDigits: 3 };
const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

export type RiskRulesCheck = { ok: true; values: RiskRules } | { ok: false; fieldErrors: Record<string, string> };

/**
 * Checks a whole profile. Field names in the errors are the REST contract's (snake_case, with a
 * dot for nested fields) so both transports report the same keys.
 */
export function checkRiskRules(draft: RiskRulesDraft, isZone: (zone: string) => boolean): RiskRulesCheck {
  const errors: Record<string, string> = {};
  const positive = (raw: DecimalInput, key: string, label: string, limits = MONEY): string | null => {
    const parsed = parseDecimal(raw, limits);
    if (!parsed.ok) {
      errors[key] = decimalProblemMessage(label, parsed.problem, limits.scale);
      return null;
    }
    if (parsed.value !== null && !new Decimal(parsed.value).greaterThan(0)) errors[key] = RISK_MESSAGES.positive(label);
    return parsed.value;
  };
  const percent = (raw: DecimalInput, key: string, label: string): string | null => {
    const parsed = parseDecimal(raw, PCT);
    if (!parsed.ok) {
      errors[key] = decimalProblemMessage(label, parsed.problem, PCT.scale);
      return null;
    }
    const v = parsed.value;
    if (v !== null && (new Decimal(v).lessThanOrEqualTo(0) || new Decimal(v).greaterThan(100)))
      errors[key] = RISK_MESSAGES.percent(label);
    return v;
  };
  const whole = (raw: number | null | undefined, key: string, label: string): number | null => {
    if (raw === null || raw === undefined) return null;
    if (!Number.isInteger(raw) || raw < 1 || raw > 10000) errors[key] = RISK_MESSAGES.wholeNumber(label);
    return raw;
  };
  const time = (raw: string | null | undefined, key: string, label: string): string => {
    if (typeof raw !== 'string' || !HH_MM.test(raw)) errors[key] = RISK_MESSAGES.time(label);
    return raw ?? '';
  };

  let maxDrawdown: MaxDrawdownRule | null = null;
  if (draft.maxDrawdown) {
    const amount = positive(draft.maxDrawdown.amount, 'max_drawdown.amount', 'Maximum drawdown');
    if (amount === null && !errors['max_drawdown.amount']) errors['max_drawdown.amount'] = RISK_MESSAGES.drawdownAmount;
    const mode = draft.maxDrawdown.mode ?? 'static';
    if (!(DRAWDOWN_MODES as readonly string[]).includes(mode)) errors['max_drawdown.mode'] = RISK_MESSAGES.drawdownMode;
    maxDrawdown = {
      amount: amount ?? '0',
      mode: mode as DrawdownMode,
      lockAtInitial: !!draft.maxDrawdown.lockAtInitial,
    };
  }
  let tradingHours: TimeWindow | null = null;
  if (draft.tradingHours) {
    const from = time(draft.tradingHours.from, 'trading_hours.from', 'Trading hours start');
    const to = time(draft.tradingHours.to, 'trading_hours.to', 'Trading hours end');
    if (!errors['trading_hours.from'] && from === to) errors['trading_hours.to'] = RISK_MESSAGES.hoursEqual;
    tradingHours = { from, to };
  }
  let dayCutoff: DayCutoff | null = null;
  if (draft.dayCutoff) {
    const t = time(draft.dayCutoff.time, 'day_cutoff.time', 'Day cut-off');
    const zone = draft.dayCutoff.zone ?? '';
    if (!isZone(zone)) errors['day_cutoff.zone'] = RISK_MESSAGES.zone;
    dayCutoff = { time: t, zone };
  }
  const values: RiskRules = {
    dailyLossLimit: positive(draft.dailyLossLimit, 'daily_loss_limit', 'Daily loss limit'),
    maxDrawdown,
    profitTarget: positive(draft.profitTarget, 'profit_target', 'Profit target'),
    dailyProfitTarget: positive(draft.dailyProfitTarget, 'daily_profit_target', 'Daily profit target'),
    winRateTarget: percent(draft.winRateTarget, 'win_rate_target', 'Win rate target'),
    minTradingDays: whole(draft.minTradingDays, 'min_trading_days', 'Minimum trading days'),
    consistencyPct: percent(draft.consistencyPct, 'consistency_pct', 'Consistency'),
    maxPositionSize: positive(draft.maxPositionSize, 'max_position_size', 'Maximum position size', SIZE),
    maxTradesPerDay: whole(draft.maxTradesPerDay, 'max_trades_per_day', 'Maximum trades per day'),
    tradingHours,
    dayCutoff,
  };
  return Object.keys(errors).length ? { ok: false, fieldErrors: errors } : { ok: true, values };
}
