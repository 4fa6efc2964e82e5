// Trading goals (spec sections 3 and 5): numeric, minimum 0, the win rate target at most 100, and
// anything non-numeric becomes 0. Kept on the server per user (issue 30 item 3); localStorage
// `tradingGoals` holds this browser's copy (shown offline, uploaded once to a server that has none).
import type { GoalsTab_GoalsFragment, TradingGoalsInput } from '../../__generated__/graphql';

export interface TradingGoals {
  monthlyPnlTarget: number;
  winRateTarget: number;
  maxDailyLoss: number;
  maxDrawdown: number;
}

export const DEFAULT_GOALS: TradingGoals = {
  monthlyPnlTarget: 5000,
  winRateTarget: 60,
  maxDailyLoss: 500,
  maxDrawdown: 2000,
};

export const GOAL_FIELDS: readonly {
  key: keyof TradingGoals;
  label: string;
  max?: number;
  step: number;
  unit: string;
}[] = [
  { key: 'monthlyPnlTarget', label: 'Monthly P&L Target ($)', step: 100, unit: '$' },
  { key: 'winRateTarget', label: 'Win Rate Target (%)', max: 100, step: 1, unit: '%' },
  { key: 'maxDailyLoss', label: 'Max Daily Loss ($)', step: 50, unit: '$' },
  { key: 'maxDrawdown', label: 'Max Drawdown ($)', step: 100, unit: '$' },
];

export const GOALS_STORAGE_KEY = 'tradingGoals';

/** One field's typed text as a goal value: non-numeric → 0, then clamped to [0, max]. */
export function parseGoalValue(raw: string | number | null | undefined, max?: number): number {
  const n = typeof raw === 'number' ? raw : Number.parseFloat(String(raw ?? '').trim());
  if (!Number.isFinite(n) || n < 0) return 0;
  return max !== undefined && n > max ? max : n;
}

/** Goals from storage; a missing, corrupt or partial entry falls back to the defaults field by field. */
export function loadGoals(storage: Pick<Storage, 'getItem'>): TradingGoals {
  let stored: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(storage.getItem(GOALS_STORAGE_KEY) ?? '{}');
    if (parsed && typeof parsed === 'object') stored = parsed as Record<string, unknown>;
  } catch {
    // corrupt entry: defaults
  }
  const goals = { ...DEFAULT_GOALS };
  for (const { key, max } of GOAL_FIELDS) {
    if (key in stored) goals[key] = parseGoalValue(stored[key] as string | number, max);
  }
  return goals;
}

export function saveGoals(storage: Pick<Storage, 'setItem'>, goals: TradingGoals): void {
  storage.setItem(GOALS_STORAGE_KEY, JSON.stringify(goals));
}

/**
 * The server's goals (exact decimal strings) as the form's numbers. A goal is a target the trader
 * types, at most a few significant digits, so the double holds it exactly and prints it back the same.
 */
export const goalsFromServer = (g: GoalsTab_GoalsFragment): TradingGoals => ({
  monthlyPnlTarget: parseGoalValue(g.monthlyPnlTarget),
  winRateTarget: parseGoalValue(g.winRateTarget, 100),
  maxDailyLoss: parseGoalValue(g.maxDailyLoss),
  maxDrawdown: parseGoalValue(g.maxDrawdown),
});

export const goalsToInput = (g: TradingGoals): TradingGoalsInput => ({
  monthlyPnlTarget: String(g.monthlyPnlTarget),
  winRateTarget: String(g.winRateTarget),
  maxDailyLoss: String(g.maxDailyLoss),
  maxDrawdown: String(g.maxDrawdown),
});
