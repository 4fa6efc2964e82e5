import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { isUuid } from '../../domain/validation/uuid';
import type { Viewer } from '../auth/viewer';
import { getBreakeven, saveBreakeven, type BreakevenDraft, type BreakevenTolerance } from './breakeven';
import { GET_USER_SETTINGS, SAVE_GOALS, SAVE_NOTIFICATIONS, SAVE_TRADING_RULES } from './queries/settings.queries';
import {
  checkGoals,
  checkRuleTexts,
  DEFAULT_GOALS,
  DEFAULT_NOTIFICATIONS,
  DEFAULT_RULE_TEXTS,
  type GoalsDraft,
  type NotificationSettings,
  type TradingGoals,
  type TradingRule,
  type TradingRuleDraft,
} from './settings-rules';

/** Anything that runs SQL: the data source, or a transaction's entity manager. */
export type SqlRunner = Pick<DataSource, 'query'>;

/** A Settings tab's value; `saved` is false while the defaults are answered (never saved). */
export type Saved<T> = T & { saved: boolean };

interface SettingsRow {
  trading_rules: TradingRule[] | null;
  goals: Partial<TradingGoals> | null;
  notifications: Partial<NotificationSettings> | null;
}

/**
 * The default rules' ids are fixed, so a trade ticked against a default rule still points at it
 * once the user saves the list (the client sends the ids back).
 */
export const DEFAULT_RULES: readonly TradingRule[] = DEFAULT_RULE_TEXTS.map((text, i) => ({
  id: `00000000-0000-4000-8000-00000000000${i + 1}`,
  text,
}));

async function settingsRow(db: SqlRunner, userId: string): Promise<SettingsRow | undefined> {
  const rows: SettingsRow[] = await db.query(GET_USER_SETTINGS, [userId]);
  return rows[0];
}

const goalsOf = (stored: Partial<TradingGoals> | null | undefined): Saved<TradingGoals> => ({
  ...DEFAULT_GOALS,
  ...stored,
  saved: !!stored,
});

const notificationsOf = (stored: Partial<NotificationSettings> | null | undefined): Saved<NotificationSettings> => ({
  dailySummary: stored?.dailySummary ?? DEFAULT_NOTIFICATIONS.dailySummary,
  lossLimitAlert: stored?.lossLimitAlert ?? DEFAULT_NOTIFICATIONS.lossLimitAlert,
  saved: !!stored,
});

const rulesOf = (stored: TradingRule[] | null | undefined): Saved<{ rules: TradingRule[] }> => ({
  rules: stored ? stored : [...DEFAULT_RULES],
  saved: !!stored,
});

/** The user's notification choices (defaults until saved), for the alerts and mails that read them. */
export async function getNotificationSettings(db: SqlRunner, userId: string): Promise<NotificationSettings> {
  const { dailySummary, lossLimitAlert } = notificationsOf((await settingsRow(db, userId))?.notifications);
  return { dailySummary, lossLimitAlert };
}

/** The user's trading goals as decimal strings (defaults until saved), for the risk rules that read them. */
export async function getGoals(db: SqlRunner, userId: string): Promise<TradingGoals> {
  const { saved: _saved, ...goals } = goalsOf((await settingsRow(db, userId))?.goals);
  return goals;
}

/** The user's trading rules ("house rules"), the defaults until saved. */
export async function getTradingRules(db: SqlRunner, userId: string): Promise<TradingRule[]> {
  return rulesOf((await settingsRow(db, userId))?.trading_rules).rules;
}

/**
 * Trading Rules, Trading Goals and Notifications (spec "Settings"), per user on the server so
 * they follow the trader to every device. Every statement is keyed by the viewer's id.
 */
export class SettingsService {
  constructor(private readonly db: DataSource) {}

  /** Every tab at once (one read). */
  async all(viewer: Viewer) {
    const row = await settingsRow(this.db, viewer.id);
    return {
      tradingRules: rulesOf(row?.trading_rules),
      goals: goalsOf(row?.goals),
      notifications: notificationsOf(row?.notifications),
      breakeven: await getBreakeven(this.db, viewer.id),
    };
  }

  async tradingRules(viewer: Viewer): Promise<Saved<{ rules: TradingRule[] }>> {
    return rulesOf((await settingsRow(this.db, viewer.id))?.trading_rules);
  }

  /**
   * Replaces the list. A rule sent with the id of one of the user's current rules keeps that id
   * (a rule renamed stays the same rule); any other rule gets a new id.
   */
  async saveTradingRules(
    viewer: Viewer,
    drafts: readonly TradingRuleDraft[],
  ): Promise<Saved<{ rules: TradingRule[] }>> {
    const texts = checkRuleTexts(drafts);
    const current = await this.tradingRules(viewer);
    const known = new Set(current.rules.map((r) => r.id));
    const used = new Set<string>();
    const rules = drafts.map((d, i) => {
      const keep = isUuid(d.id) && known.has(d.id.toLowerCase()) && !used.has(d.id.toLowerCase());
      const id = keep ? d.id!.toLowerCase() : randomUUID();
      used.add(id);
      return { id, text: texts[i] };
    });
    const rows: { trading_rules: TradingRule[] }[] = await this.db.query(SAVE_TRADING_RULES, [
      viewer.id,
      JSON.stringify(rules),
    ]);
    return rulesOf(rows[0].trading_rules);
  }

  async goals(viewer: Viewer): Promise<Saved<TradingGoals>> {
    return goalsOf((await settingsRow(this.db, viewer.id))?.goals);
  }

  /** Saves the goals sent; a goal not sent keeps its value. */
  async saveGoals(viewer: Viewer, draft: GoalsDraft): Promise<Saved<TradingGoals>> {
    const values = checkGoals(draft);
    const rows: { goals: TradingGoals }[] = await this.db.query(SAVE_GOALS, [
      viewer.id,
      JSON.stringify(values),
      JSON.stringify(DEFAULT_GOALS),
    ]);
    return goalsOf(rows[0].goals);
  }

  /** The breakeven tolerance (issue 33 item 2); money 0 until saved. */
  async breakeven(viewer: Viewer): Promise<BreakevenTolerance> {
    return getBreakeven(this.db, viewer.id);
  }

  /** Saves it and re-classifies the viewer's closed trades (settings/breakeven.ts). */
  async saveBreakeven(viewer: Viewer, draft: BreakevenDraft) {
    return saveBreakeven(this.db, viewer, draft);
  }

  async notifications(viewer: Viewer): Promise<Saved<NotificationSettings>> {
    return notificationsOf((await settingsRow(this.db, viewer.id))?.notifications);
  }

  /** Saves the choices sent; one not sent keeps its value. */
  async saveNotifications(viewer: Viewer, draft: Partial<NotificationSettings>): Promise<Saved<NotificationSettings>> {
    const values: Partial<NotificationSettings> = {};
    if (typeof draft.dailySummary === 'boolean') values.dailySummary = draft.dailySummary;
    if (typeof draft.lossLimitAlert === 'boolean') values.lossLimitAlert = draft.lossLimitAlert;
    const rows: { notifications: NotificationSettings }[] = await this.db.query(SAVE_NOTIFICATIONS, [
      viewer.id,
      JSON.stringify(values),
      JSON.stringify(DEFAULT_NOTIFICATIONS),
    ]);
    return notificationsOf(rows[0].notifications);
  }
}
