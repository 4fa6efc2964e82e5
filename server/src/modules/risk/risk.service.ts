import type { DataSource } from 'typeorm';
import { ValidationError } from '../../errors';
import { dec } from '../../domain/decimal';
import { riskHistory, type RiskHistory } from '../../domain/risk/risk-history';
import {
  versionAt,
  type RiskFlow,
  type RiskInput,
  type RiskTrade,
  type RiskVersion,
} from '../../domain/risk/risk-engine';
import {
  checkRiskRules,
  DEFAULT_RISK_RULES,
  type DrawdownMode,
  type RiskRules,
  type RiskRulesDraft,
} from '../../domain/risk/risk-rules';
import { riskStatus, type RiskStatus } from '../../domain/risk/risk-status';
import { addDays } from '../../domain/risk/trading-day';
import type { AccountsService } from '../accounts/accounts.service';
import type { Viewer } from '../auth/viewer';
import type { EventBus } from '../../live/live-events';
import { isKnownTimeZone } from '../users/users.service';
import {
  DELETE_LATER_RISK_VERSIONS,
  LIST_RISK_FLOWS,
  LIST_RISK_TRADES,
  LIST_RISK_VERSIONS,
  LOCK_RISK_PROFILE,
  UPSERT_RISK_VERSION,
} from './queries/risk.queries';

/** What the editor shows: the newest version (the one a change replaces) and when it applies. */
export interface RiskProfile {
  accountId: string;
  rules: RiskRules;
  /** Null: judges every day (the first profile, or the defaults). */
  effectiveFrom: string | null;
  /** No profile saved yet: the spec's trading plan applies. */
  isDefault: boolean;
}

interface VersionRow {
  effective_from: string | null;
  daily_loss_limit: string | null;
  max_drawdown_amount: string | null;
  max_drawdown_mode: DrawdownMode | null;
  max_drawdown_lock: boolean;
  profit_target: string | null;
  daily_profit_target: string | null;
  win_rate_target: string | null;
  min_trading_days: number | null;
  consistency_pct: string | null;
  max_position_size: string | null;
  max_trades_per_day: number | null;
  trading_hours_from: string | null;
  trading_hours_to: string | null;
  day_cutoff_time: string | null;
  day_cutoff_zone: string | null;
}

const money = (x: string | null) => (x === null ? null : dec(x));

function toVersion(row: VersionRow): RiskVersion {
  return {
    effectiveFrom: row.effective_from,
    rules: {
      dailyLossLimit: money(row.daily_loss_limit),
      maxDrawdown:
        row.max_drawdown_amount !== null && row.max_drawdown_mode !== null
          ? { amount: dec(row.max_drawdown_amount), mode: row.max_drawdown_mode, lockAtInitial: row.max_drawdown_lock }
          : null,
      profitTarget: money(row.profit_target),
      dailyProfitTarget: money(row.daily_profit_target),
      winRateTarget: money(row.win_rate_target),
      minTradingDays: row.min_trading_days,
      consistencyPct: money(row.consistency_pct),
      maxPositionSize: money(row.max_position_size),
      maxTradesPerDay: row.max_trades_per_day,
      tradingHours:
        row.trading_hours_from && row.trading_hours_to
          ? { from: row.trading_hours_from, to: row.trading_hours_to }
          : null,
      dayCutoff:
        row.day_cutoff_time && row.day_cutoff_zone ? { time: row.day_cutoff_time, zone: row.day_cutoff_zone } : null,
    },
  };
}

/**
 * Risk rules per account (issue 32): the versioned profile, the account's standing today, its
 * judged history and replays against a hypothetical profile. The judging is the pure engine in
 * domain/risk/; this service reads the account's trades, cash flows and versions (each
 * statement scoped to the viewer) and hands them over.
 */
export class RiskService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly deps: { accounts: AccountsService; events?: EventBus; now?: () => Date },
  ) {}

  private now(): Date {
    return this.deps.now ? this.deps.now() : new Date();
  }

  async profile(viewer: Viewer, accountId: string): Promise<RiskProfile> {
    const account = await this.deps.accounts.get(viewer, accountId);
    const versions = await this.versions(viewer, account.id);
    const latest = versions[versions.length - 1];
    return latest
      ? { accountId: account.id, rules: latest.rules, effectiveFrom: latest.effectiveFrom, isDefault: false }
      : { accountId: account.id, rules: DEFAULT_RISK_RULES, effectiveFrom: null, isDefault: true };
  }

  /**
   * Saves the profile. The account's first applies at once (to every day); a later one from the
   * next trading day (by the cut-off in force now), replacing a change already pending.
   */
  async setRules(viewer: Viewer, accountId: string, draft: RiskRulesDraft): Promise<RiskProfile> {
    const account = await this.deps.accounts.get(viewer, accountId);
    const checked = checkRiskRules(draft, isKnownTimeZone);
    if (!checked.ok) throw new ValidationError(checked.fieldErrors);
    const r = checked.values;
    await this.dataSource.transaction(async (manager) => {
      // Serialises concurrent saves of one account's profile.
      await manager.query(LOCK_RISK_PROFILE, [account.id]);
      const rows: VersionRow[] = await manager.query(LIST_RISK_VERSIONS, [account.id, viewer.id]);
      const versions = rows.map(toVersion);
      let effectiveFrom: string | null = null;
      if (versions.length) {
        const { day } = versionAt(this.now(), versions, viewer.timezone);
        effectiveFrom = addDays(day, 1);
        await manager.query(DELETE_LATER_RISK_VERSIONS, [account.id, viewer.id, effectiveFrom]);
      }
      await manager.query(UPSERT_RISK_VERSION, [
        viewer.id,
        account.id,
        effectiveFrom,
        r.dailyLossLimit,
        r.maxDrawdown?.amount ?? null,
        r.maxDrawdown?.mode ?? null,
        r.maxDrawdown?.lockAtInitial ?? false,
        r.profitTarget,
        r.dailyProfitTarget,
        r.winRateTarget,
        r.minTradingDays,
        r.consistencyPct,
        r.maxPositionSize,
        r.maxTradesPerDay,
        r.tradingHours?.from ?? null,
        r.tradingHours?.to ?? null,
        r.dayCutoff?.time ?? null,
        r.dayCutoff?.zone ?? null,
      ]);
    });
    // The standing may change (a first profile judges today at once): live screens refetch.
    this.deps.events?.publish(viewer.id, { type: 'figures', accountId: account.id });
    return this.profile(viewer, account.id);
  }

  async status(viewer: Viewer, accountId: string): Promise<RiskStatus & { accountId: string }> {
    const input = await this.input(viewer, accountId);
    return { accountId: input.accountId, ...riskStatus(input, this.now()) };
  }

  async history(
    viewer: Viewer,
    accountId: string,
    range: { from?: string | null; to?: string | null },
  ): Promise<RiskHistory> {
    checkRange(range);
    const input = await this.input(viewer, accountId);
    return riskHistory(input, this.now(), range.from ?? undefined, range.to ?? undefined);
  }

  /** "Would this history have passed?": every day judged by `draft` alone, nothing saved. */
  async replay(
    viewer: Viewer,
    accountId: string,
    draft: RiskRulesDraft,
    range: { from?: string | null; to?: string | null } = {},
  ): Promise<RiskHistory> {
    const checked = checkRiskRules(draft, isKnownTimeZone);
    checkRange(range);
    const input = await this.input(viewer, accountId);
    if (!checked.ok) throw new ValidationError(checked.fieldErrors);
    const hypothetical = { ...input, versions: [{ effectiveFrom: null, rules: checked.values }] };
    return riskHistory(hypothetical, this.now(), range.from ?? undefined, range.to ?? undefined);
  }

  private async versions(viewer: Viewer, accountId: string): Promise<RiskVersion[]> {
    const rows: VersionRow[] = await this.dataSource.query(LIST_RISK_VERSIONS, [accountId, viewer.id]);
    return rows.map(toVersion);
  }

  private async input(viewer: Viewer, accountId: string): Promise<RiskInput & { accountId: string }> {
    const account = await this.deps.accounts.get(viewer, accountId);
    const [versions, trades, flows] = await Promise.all([
      this.versions(viewer, account.id),
      this.dataSource.query(LIST_RISK_TRADES, [account.id, viewer.id]) as Promise<
        { id: string; entry_date: Date; exit_date: Date | null; pnl: string | null; quantity: string }[]
      >,
      this.dataSource.query(LIST_RISK_FLOWS, [account.id, viewer.id]) as Promise<
        { occurred_at: Date; amount: string; external: boolean }[]
      >,
    ]);
    return {
      accountId: account.id,
      initialBalance: account.initialBalance,
      versions,
      userZone: viewer.timezone,
      trades: trades.map((t): RiskTrade => ({
        id: t.id,
        entryAt: t.entry_date,
        exitAt: t.exit_date,
        pnl: t.pnl,
        quantity: t.quantity,
      })),
      flows: flows.map((f): RiskFlow => ({ at: f.occurred_at, amount: f.amount, external: f.external })),
    };
  }
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function checkRange(range: { from?: string | null; to?: string | null }): void {
  const errors: Record<string, string> = {};
  const valid = (d: string) => DAY.test(d) && !Number.isNaN(Date.parse(`${d}T00:00:00Z`));
  if (range.from && !valid(range.from)) errors.from = 'From must be a date YYYY-MM-DD';
  if (range.to && !valid(range.to)) errors.to = 'To must be a date YYYY-MM-DD';
  if (!Object.keys(errors).length && range.from && range.to && range.from > range.to)
    errors.to = 'To must not be before from';
  if (Object.keys(errors).length) throw new ValidationError(errors);
}
