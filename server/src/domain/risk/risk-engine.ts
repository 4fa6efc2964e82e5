import { D } from '../decimal';
import type { RiskRules, MaxDrawdownRule } from './risk-rules';
import { DEFAULT_RISK_RULES } from './risk-rules';
import { inWindow, localMinutesIn, tradingDayOf } from './trading-day';

type Dec = InstanceType<typeof D>;

/**
 * The risk engine (issue 32): walks an account's history in time order and judges every trading
 * day against the rules in force that day. Pure: plain objects in, plain objects out; money in
 * decimal.js. The balance starts at the initial balance; a closed trade adds its pnl at its exit
 * time; an open trade counts at its entry price (unrealised 0: there is no price feed); a
 * deposit or withdrawal moves the balance, both peaks and the initial-balance reference by its
 * amount (never P&L); a fee or interest moves the balance like P&L, but is not a trade's P&L
 * (the daily loss limit judges trades).
 */
export interface RiskTrade {
  id: string;
  entryAt: Date;
  exitAt: Date | null;
  /** Null while open. */
  pnl: string | null;
  quantity: string;
}

export interface RiskFlow {
  at: Date;
  /** Signed: + deposit / interest, − withdrawal / fee. */
  amount: string;
  /** Deposits and withdrawals (they move the peak and the floor); fees and interest are not. */
  external: boolean;
}

export interface RiskVersion {
  /** The first trading day it judges; null: from the start (an account's first profile). */
  effectiveFrom: string | null;
  rules: RiskRules;
}

export interface RiskInput {
  initialBalance: string;
  trades: RiskTrade[];
  flows: RiskFlow[];
  /** Oldest first; empty: the defaults (the spec's trading plan) from the start. */
  versions: RiskVersion[];
  /** The user's zone: the day ends at its midnight when a profile has no cut-off. */
  userZone: string;
}

export const RISK_RULE_NAMES = [
  'daily_loss_limit',
  'max_drawdown',
  'max_trades_per_day',
  'max_position_size',
  'trading_hours',
  'consistency',
  'profit_target',
  'min_trading_days',
  'daily_profit_target',
  'win_rate_target',
] as const;
export type RiskRuleName = (typeof RISK_RULE_NAMES)[number];

export interface RiskBreach {
  rule: RiskRuleName;
  at: Date;
  /** The trade whose close (or entry) broke the rule; null for a fee. */
  tradeId: string | null;
}

export type DayStatus = 'ok' | 'warning' | 'breached';

export interface JudgedDay {
  day: string;
  status: DayStatus;
  breaches: RiskBreach[];
  /** Realised trade P&L of the day. */
  pnl: string;
  /** Trades entered that day; closed: trades closed that day; wins among them. */
  trades: number;
  closed: number;
  wins: number;
  largestPosition: string | null;
  balance: string;
  /** The drawdown floor at the day's close, null without a drawdown rule. */
  floor: string | null;
  /** The version that judged the day (its effective day; null = the first, or the defaults). */
  rulesFrom: string | null;
  rules: RiskRules;
}

export interface RiskWalk {
  days: JudgedDay[];
  balance: string;
  /** Trade P&L since the start. */
  totalPnl: string;
  initialAdjusted: string;
  peakIntraday: string;
  peakEod: string;
  firstDrawdownBreach: RiskBreach | null;
}

const DEFAULT_VERSION: RiskVersion = { effectiveFrom: null, rules: DEFAULT_RISK_RULES };
const WARNING_SHARE = new D('0.2');

/** The version in force for an instant, and the trading day the instant belongs to under it. */
export function versionAt(instant: Date, versions: RiskVersion[], userZone: string): { v: RiskVersion; day: string } {
  const list = versions.length ? versions : [DEFAULT_VERSION];
  for (let i = list.length - 1; i >= 0; i--) {
    const v = list[i];
    const cutoff = v.rules.dayCutoff ?? { time: '00:00', zone: userZone };
    const day = tradingDayOf(instant, cutoff.time, cutoff.zone);
    if (i === 0 || v.effectiveFrom === null || day >= v.effectiveFrom) return { v, day };
  }
  throw new Error('unreachable');
}

/** The version that judges a given trading day. */
export function versionForDay(day: string, versions: RiskVersion[]): RiskVersion {
  const list = versions.length ? versions : [DEFAULT_VERSION];
  let found = list[0];
  for (const v of list) if (v.effectiveFrom === null || v.effectiveFrom <= day) found = v;
  return found;
}

interface Balances {
  balance: Dec;
  peakIntraday: Dec;
  peakEod: Dec;
  initialAdj: Dec;
}

/** The balance level the drawdown rule breaks at. */
export function drawdownFloor(rule: MaxDrawdownRule, s: Balances): Dec {
  if (rule.mode === 'static') return s.initialAdj.minus(rule.amount);
  const peak = rule.mode === 'trailing_intraday' ? s.peakIntraday : s.peakEod;
  const floor = peak.minus(rule.amount);
  return rule.lockAtInitial && floor.greaterThan(s.initialAdj) ? s.initialAdj : floor;
}

type Point =
  | { at: Date; order: 0; kind: 'flow'; flow: RiskFlow }
  | { at: Date; order: 1; kind: 'exit'; trade: RiskTrade }
  | { at: Date; order: 2; kind: 'entry'; trade: RiskTrade };

function pointsOf(input: RiskInput): Point[] {
  const points: Point[] = input.flows.map((flow) => ({ at: flow.at, order: 0, kind: 'flow', flow }));
  for (const trade of input.trades) {
    points.push({ at: trade.entryAt, order: 2, kind: 'entry', trade });
    if (trade.exitAt && trade.pnl !== null) points.push({ at: trade.exitAt, order: 1, kind: 'exit', trade });
  }
  const idOf = (p: Point) => (p.kind === 'flow' ? '' : p.trade.id);
  return points.sort((a, b) => a.at.getTime() - b.at.getTime() || a.order - b.order || idOf(a).localeCompare(idOf(b)));
}

interface DayState {
  day: string;
  version: RiskVersion;
  pnl: Dec;
  trades: number;
  closed: number;
  wins: number;
  largest: Dec | null;
  breaches: RiskBreach[];
}

/**
 * Judges every trading day with activity, oldest first. Days before `today` are closed (their
 * end-of-day balance raises the end-of-day peak); `today` (and later) stays open.
 */
export function walkRisk(input: RiskInput, today: string): RiskWalk {
  const s: Balances = {
    balance: new D(input.initialBalance),
    peakIntraday: new D(input.initialBalance),
    peakEod: new D(input.initialBalance),
    initialAdj: new D(input.initialBalance),
  };
  let totalPnl = new D(0);
  let firstDrawdownBreach: RiskBreach | null = null;
  const days: JudgedDay[] = [];
  let current: DayState | null = null;

  const breach = (d: DayState, rule: RiskRuleName, at: Date, tradeId: string | null) => {
    if (d.breaches.some((b) => b.rule === rule)) return; // the first breach of a rule in a day is the one recorded
    d.breaches.push({ rule, at, tradeId });
  };
  const checkDrawdown = (d: DayState, at: Date, tradeId: string | null) => {
    const rule = d.version.rules.maxDrawdown;
    if (!rule || s.balance.greaterThan(drawdownFloor(rule, s))) return;
    breach(d, 'max_drawdown', at, tradeId);
    firstDrawdownBreach ??= { rule: 'max_drawdown', at, tradeId };
  };
  const close = (d: DayState) => {
    const rules = d.version.rules;
    const floor = rules.maxDrawdown ? drawdownFloor(rules.maxDrawdown, s) : null;
    let status: DayStatus = d.breaches.length ? 'breached' : 'ok';
    if (status === 'ok') {
      const lossNear =
        rules.dailyLossLimit !== null &&
        d.pnl.plus(rules.dailyLossLimit).lessThanOrEqualTo(WARNING_SHARE.times(rules.dailyLossLimit));
      const ddNear =
        rules.maxDrawdown !== null &&
        floor !== null &&
        s.balance.minus(floor).lessThanOrEqualTo(WARNING_SHARE.times(rules.maxDrawdown.amount));
      if (lossNear || ddNear) status = 'warning';
    }
    days.push({
      day: d.day,
      status,
      breaches: d.breaches,
      pnl: d.pnl.toFixed(),
      trades: d.trades,
      closed: d.closed,
      wins: d.wins,
      largestPosition: d.largest ? d.largest.toFixed() : null,
      balance: s.balance.toFixed(),
      floor: floor ? floor.toFixed() : null,
      rulesFrom: d.version.effectiveFrom,
      rules,
    });
    if (d.day < today && s.balance.greaterThan(s.peakEod)) s.peakEod = s.balance;
  };

  for (const p of pointsOf(input)) {
    const { v, day } = versionAt(p.at, input.versions, input.userZone);
    if (!current || current.day !== day) {
      if (current) close(current);
      current = { day, version: v, pnl: new D(0), trades: 0, closed: 0, wins: 0, largest: null, breaches: [] };
    }
    const d = current;
    const rules = d.version.rules;
    if (p.kind === 'flow') {
      const amount = new D(p.flow.amount);
      s.balance = s.balance.plus(amount);
      if (p.flow.external) {
        s.peakIntraday = s.peakIntraday.plus(amount);
        s.peakEod = s.peakEod.plus(amount);
        s.initialAdj = s.initialAdj.plus(amount);
      } else {
        checkDrawdown(d, p.at, null);
        if (s.balance.greaterThan(s.peakIntraday)) s.peakIntraday = s.balance;
      }
    } else if (p.kind === 'entry') {
      const t = p.trade;
      d.trades += 1;
      const qty = new D(t.quantity).abs();
      if (!d.largest || qty.greaterThan(d.largest)) d.largest = qty;
      if (rules.maxTradesPerDay !== null && d.trades > rules.maxTradesPerDay)
        breach(d, 'max_trades_per_day', p.at, t.id);
      if (rules.maxPositionSize !== null && qty.greaterThan(rules.maxPositionSize))
        breach(d, 'max_position_size', p.at, t.id);
      if (rules.tradingHours) {
        const zone = rules.dayCutoff?.zone ?? input.userZone;
        if (!inWindow(localMinutesIn(zone, p.at), rules.tradingHours.from, rules.tradingHours.to))
          breach(d, 'trading_hours', p.at, t.id);
      }
    } else {
      const t = p.trade;
      const pnl = new D(t.pnl!);
      d.pnl = d.pnl.plus(pnl);
      d.closed += 1;
      if (pnl.greaterThan(0)) d.wins += 1;
      totalPnl = totalPnl.plus(pnl);
      s.balance = s.balance.plus(pnl);
      if (rules.dailyLossLimit !== null && d.pnl.lessThanOrEqualTo(new D(rules.dailyLossLimit).negated()))
        breach(d, 'daily_loss_limit', p.at, t.id);
      checkDrawdown(d, p.at, t.id);
      if (s.balance.greaterThan(s.peakIntraday)) s.peakIntraday = s.balance;
    }
  }
  if (current) close(current);
  return {
    days,
    balance: s.balance.toFixed(),
    totalPnl: totalPnl.toFixed(),
    initialAdjusted: s.initialAdj.toFixed(),
    peakIntraday: s.peakIntraday.toFixed(),
    peakEod: s.peakEod.toFixed(),
    firstDrawdownBreach,
  };
}
