import type { DataSource, EntityManager } from 'typeorm';
import { NotFoundError } from '../../errors';
import {
  dailySummaryMail,
  riskAlertMail,
  type MailText,
  type RiskAlertFacts,
} from '../../domain/notifications/notification-mails';
import { versionForDay, type RiskVersion } from '../../domain/risk/risk-engine';
import { DEFAULT_RISK_RULES } from '../../domain/risk/risk-rules';
import { lastEndedTradingDay } from '../../domain/risk/trading-day-end';
import { localDateIn, zoneOffsetMinutes } from '../../domain/time/zoned-date-time';
import type { AccountsService } from '../accounts/accounts.service';
import type { Viewer } from '../auth/viewer';
import type { MailService } from '../mail/mail.service';
import type { RiskService } from '../risk/risk.service';
import { getNotificationSettings } from '../settings/settings.service';
import {
  CLAIM_NOTIFICATION,
  GET_NOTIFIED_USER,
  LIST_DAILY_SUMMARY_ACCOUNTS,
  MARK_NOTIFICATION_DONE,
  RECORD_NOTIFICATION,
} from './queries/notifications.queries';

/** A summary is sent for a day that ended at most this long ago (a restart catches up, a new
 * subscriber does not get last week's). */
export const SUMMARY_GRACE_MS = 3 * 3_600_000;

/** The two rules the loss-limit alert watches, and the levels that raise it. */
const ALERT_RULES = new Set(['daily_loss_limit', 'max_drawdown']);
const ALERT_LEVELS = new Set(['warning', 'breached']);

/** Enqueues the mail of a notification just recorded, inside the transaction that recorded it. */
export type EnqueueMail = (job: { id: string; userId: string }, manager: EntityManager) => Promise<void>;

interface UserRow {
  id: string;
  email: string;
  username: string;
  timezone: string;
  is_demo: boolean;
}

interface NotificationRow {
  id: string;
  user_id: string;
  account_id: string;
  kind: 'risk_alert' | 'daily_summary';
  day: string;
  rule: string;
  level: string;
  detail: Record<string, unknown>;
}

const HHMM = (zone: string, instant: Date) => {
  const wall = new Date(instant.getTime() + zoneOffsetMinutes(zone, instant) * 60_000);
  return wall.toISOString().slice(11, 16);
};

/**
 * What Settings → Notifications turns on (issue 32 item 4): the loss-limit alert's mail and the
 * daily summary. Runs only in background jobs (notification-jobs.ts): deciding that an event
 * happened records it in notification_log under a unique key and enqueues its mail in the same
 * transaction, so with any number of instances an event is mailed once. The in-app half of the
 * alert is the live risk status push (riskStatusChanged), which needs nothing from here.
 */
export class NotificationsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly deps: {
      risk: RiskService;
      accounts: AccountsService;
      mail: MailService;
      enqueueMail: EnqueueMail;
    },
  ) {}

  private async user(userId: string): Promise<UserRow | null> {
    const rows: UserRow[] = await this.dataSource.query(GET_NOTIFIED_USER, [userId]);
    return rows[0] ?? null;
  }

  private viewerOf(u: UserRow): Viewer {
    return { id: u.id, email: u.email, username: u.username, timezone: u.timezone, isDemo: u.is_demo };
  }

  /** Records the event (once ever) and enqueues its mail; true when this call recorded it. */
  private async record(
    userId: string,
    accountId: string,
    key: { kind: NotificationRow['kind']; day: string; rule: string; level: string },
    detail: object,
  ): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const rows: { id: string }[] = await manager.query(RECORD_NOTIFICATION, [
        userId,
        accountId,
        key.kind,
        key.day,
        key.rule,
        key.level,
        JSON.stringify(detail),
      ]);
      if (!rows.length) return false;
      await this.deps.enqueueMail({ id: rows[0].id, userId }, manager);
      return true;
    });
  }

  /**
   * After a write moved the account's figures: the daily loss limit or a drawdown limit reached,
   * or within its warning band, records an alert per (day, rule, level) and enqueues its mail.
   * A drawdown breach ends the account, so it is keyed by the day of the breach, not today.
   * Returns how many alerts this call recorded.
   */
  async checkRiskAlerts(userId: string, accountId: string): Promise<number> {
    const user = await this.user(userId);
    if (!user) return 0;
    if (!(await getNotificationSettings(this.dataSource, userId)).lossLimitAlert) return 0;
    const viewer = this.viewerOf(user);
    let status;
    let account;
    try {
      [status, account] = await Promise.all([
        this.deps.risk.status(viewer, accountId),
        this.deps.accounts.get(viewer, accountId),
      ]);
    } catch (error) {
      if (error instanceof NotFoundError) return 0; // deleted since the write
      throw error;
    }
    const hits = status.rules.filter((r) => ALERT_RULES.has(r.rule) && ALERT_LEVELS.has(r.status));
    if (!hits.length) return 0;
    const profile = await this.deps.risk.profile(viewer, accountId);
    let recorded = 0;
    for (const r of hits) {
      const day = r.status === 'breached' && r.breachDay ? r.breachDay : status.day;
      const facts: RiskAlertFacts = {
        accountName: account.name,
        currency: account.currency,
        day,
        rule: r.rule as RiskAlertFacts['rule'],
        level: r.status as RiskAlertFacts['level'],
        limit: r.limit,
        current: r.current ?? '0',
        distance: r.distance ?? '0',
        drawdown: r.rule === 'max_drawdown' ? profile.rules.maxDrawdown : null,
      };
      const key = { kind: 'risk_alert' as const, day, rule: r.rule, level: r.status };
      if (await this.record(userId, accountId, key, facts)) recorded += 1;
    }
    return recorded;
  }

  /**
   * The scheduler's minute tick: for every account of every user with the daily summary on, the
   * trading day that ended last (the profile's cut-off, else midnight in the user's zone) is
   * recorded once and its mail enqueued, if it ended within SUMMARY_GRACE_MS of `now`.
   */
  async queueDailySummaries(now: Date = new Date()): Promise<number> {
    const rows: {
      user_id: string;
      timezone: string;
      account_id: string;
      cutoffs: { effectiveFrom: string | null; time: string | null; zone: string | null }[];
    }[] = await this.dataSource.query(LIST_DAILY_SUMMARY_ACCOUNTS);
    let queued = 0;
    for (const row of rows) {
      const versions: RiskVersion[] = row.cutoffs.map((c) => ({
        effectiveFrom: c.effectiveFrom,
        rules: { ...DEFAULT_RISK_RULES, dayCutoff: c.time && c.zone ? { time: c.time, zone: c.zone } : null },
      }));
      const ended = lastEndedTradingDay(now, versions, row.timezone);
      if (!ended || now.getTime() - ended.endedAt.getTime() > SUMMARY_GRACE_MS) continue;
      const zone = versionForDay(ended.day, versions).rules.dayCutoff?.zone ?? row.timezone;
      const endedAt = `${localDateIn(zone, ended.endedAt)} ${HHMM(zone, ended.endedAt)} ${zone}`;
      const key = { kind: 'daily_summary' as const, day: ended.day, rule: '', level: '' };
      if (await this.record(row.user_id, row.account_id, key, { endedAt })) queued += 1;
    }
    return queued;
  }

  /**
   * The mail job: claims the notification (locked, not yet sent), writes its mail from the
   * recorded figures (an alert) or the judged day (a summary), sends it, marks it done. A
   * summary of a day without trades is skipped, not mailed. A failed send leaves the row unsent
   * for the job's retry.
   */
  async deliver(job: { id: string; userId: string }): Promise<'sent' | 'skipped' | 'gone'> {
    return this.dataSource.transaction(async (manager) => {
      const rows: NotificationRow[] = await manager.query(CLAIM_NOTIFICATION, [job.id, job.userId]);
      const n = rows[0];
      if (!n) return 'gone';
      const user = await this.user(n.user_id);
      const mail = user ? await this.mailOf(n, user) : null;
      if (mail && user) await this.deps.mail.send({ to: user.email, ...mail });
      const outcome = mail ? 'sent' : 'skipped';
      await manager.query(MARK_NOTIFICATION_DONE, [n.id, n.user_id, outcome]);
      return outcome;
    });
  }

  private async mailOf(n: NotificationRow, user: UserRow): Promise<MailText | null> {
    if (n.kind === 'risk_alert') return riskAlertMail(n.detail as unknown as RiskAlertFacts);
    const viewer = this.viewerOf(user);
    try {
      const [account, history] = await Promise.all([
        this.deps.accounts.get(viewer, n.account_id),
        this.deps.risk.history(viewer, n.account_id, { from: n.day, to: n.day }),
      ]);
      const day = history.days[0];
      if (!day || (day.trades === 0 && day.closed === 0)) return null;
      return dailySummaryMail({
        accountName: account.name,
        currency: account.currency,
        day: n.day,
        endedAt: String(n.detail.endedAt ?? ''),
        trades: day.trades,
        closed: day.closed,
        wins: day.wins,
        pnl: day.pnl,
        breaches: day.breaches.map((b) => ({
          rule: b.rule,
          at: `${HHMM(user.timezone, b.at)} ${user.timezone}`,
        })),
      });
    } catch (error) {
      if (error instanceof NotFoundError) return null;
      throw error;
    }
  }
}
