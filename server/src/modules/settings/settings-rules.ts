// The spec's Settings tabs on the server (issue 30 item 3): defaults, labels and checks. The
// screens keep the spec's behaviour (a non-numeric goal becomes 0 in the form); the server,
// which also hears scripts, refuses what the form would never send with a message per field.
import Decimal from 'decimal.js';
import {
  decimalProblemMessage,
  parseDecimal,
  type DecimalInput,
  type DecimalLimits,
} from '../../domain/validation/decimal-input';
import { textProblem } from '../../domain/validation/text-input';
import { ValidationError } from '../../errors';

/** Goals are money (and one percentage), kept as exact decimal strings. */
export interface TradingGoals {
  monthlyPnlTarget: string;
  winRateTarget: string;
  maxDailyLoss: string;
  maxDrawdown: string;
}

export type GoalsDraft = Partial<Record<keyof TradingGoals, DecimalInput>>;

/** Spec section 3, "Trading goals". */
export const DEFAULT_GOALS: TradingGoals = {
  monthlyPnlTarget: '5000',
  winRateTarget: '60',
  maxDailyLoss: '500',
  maxDrawdown: '2000',
};

const MONEY: DecimalLimits = { scale: 8, integerDigits: 16 };
const PERCENT: DecimalLimits = { scale: 4, integerDigits: 3 };

export const GOAL_CHECKS: readonly { key: keyof TradingGoals; label: string; limits: DecimalLimits; max?: number }[] = [
  { key: 'monthlyPnlTarget', label: 'Monthly P&L target', limits: MONEY },
  { key: 'winRateTarget', label: 'Win rate target', limits: PERCENT, max: 100 },
  { key: 'maxDailyLoss', label: 'Max daily loss', limits: MONEY },
  { key: 'maxDrawdown', label: 'Max drawdown', limits: MONEY },
];

/**
 * The goals sent (a key not sent keeps its value): numeric, at least 0, the win rate target at
 * most 100 (spec section 5). Answers only the keys sent, as decimal strings.
 */
export function checkGoals(draft: GoalsDraft): Partial<TradingGoals> {
  const errors: Record<string, string> = {};
  const values: Partial<TradingGoals> = {};
  for (const { key, label, limits, max } of GOAL_CHECKS) {
    const raw = draft[key];
    if (raw === undefined) continue;
    const parsed = parseDecimal(raw, limits);
    if (!parsed.ok) errors[key] = decimalProblemMessage(label, parsed.problem, limits.scale);
    else if (parsed.value === null) errors[key] = `${label} is required`;
    else if (new Decimal(parsed.value).isNegative() && !new Decimal(parsed.value).isZero())
      errors[key] = `${label} must be at least 0`;
    else if (max !== undefined && new Decimal(parsed.value).greaterThan(max))
      errors[key] = `${label} must be at most ${max}`;
    else values[key] = new Decimal(parsed.value).toFixed(); // "-0" → "0"
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return values;
}

export interface TradingRule {
  id: string;
  text: string;
}

/** A rule as sent: its id when it is one of the user's rules already (kept), else a new one. */
export interface TradingRuleDraft {
  id?: string | null;
  text: string;
}

/** Spec section 3, "Trading rules defaults". */
export const DEFAULT_RULE_TEXTS: readonly string[] = [
  'Always use stop loss',
  'Maximum 3 trades per day',
  'Risk no more than 2% per trade',
  'Take profit at predetermined levels',
];

export const RULE_LIMITS = { text: 500, count: 100 } as const;

/** Each rule's trimmed text must be non-empty (spec section 5); at most 100 rules of 500 characters. */
export function checkRuleTexts(drafts: readonly TradingRuleDraft[]): string[] {
  if (drafts.length > RULE_LIMITS.count)
    throw new ValidationError({ rules: `At most ${RULE_LIMITS.count} rules can be kept` });
  return drafts.map((d, i) => {
    const problem = textProblem(d.text);
    if (problem) throw new ValidationError({ rules: `Rule ${i + 1} ${problem}` });
    const text = d.text.trim();
    if (!text) throw new ValidationError({ rules: `Rule ${i + 1} cannot be empty` });
    if (text.length > RULE_LIMITS.text)
      throw new ValidationError({ rules: `Rule ${i + 1} must be at most ${RULE_LIMITS.text} characters` });
    return text;
  });
}

export interface NotificationSettings {
  dailySummary: boolean;
  lossLimitAlert: boolean;
}

/**
 * The spec names the two checkboxes but no default; the daily summary starts off and the
 * loss-limit alert on (issue 32: the daily loss limit guards the trader unless they opt out).
 */
export const DEFAULT_NOTIFICATIONS: NotificationSettings = { dailySummary: false, lossLimitAlert: true };
