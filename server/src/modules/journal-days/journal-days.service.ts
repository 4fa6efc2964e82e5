import type { DataSource } from 'typeorm';
import { addDays } from '../../domain/analytics/local-date';
import { NotFoundError, ValidationError } from '../../errors';
import type { AccountsService } from '../accounts/accounts.service';
import type { AnalyticsService } from '../analytics/analytics.service';
import type { Viewer } from '../auth/viewer';
import type { JournalTemplatesService } from './journal-templates.service';
import { checkDayDraft, MAX_LIST_DAYS, parseDay, type JournalDayDraft } from './journal-day-rules';
import {
  DAY_BROKEN_RULES,
  DELETE_JOURNAL_DAY,
  GET_JOURNAL_DAY,
  LIST_JOURNAL_DAYS,
  UPSERT_JOURNAL_DAY,
} from './queries/journal-days.queries';

/**
 * One day's journal entry for one account, or for all accounts (`accountId` null). `key` is the
 * entry's stable identity (`YYYY-MM-DD:<account id>|all`): a day that has no entry yet still has
 * one, so the day page reads and writes the same object before and after its first save.
 */
export interface JournalDay {
  key: string;
  /** The stored row's id; null while the day has no entry. */
  id: string | null;
  date: string;
  accountId: string | null;
  plan: string;
  review: string;
  mood: number | null;
  lessons: string;
  templateId: string | null;
  createdAt: Date | null;
  updatedAt: Date | null;
}

/** The day's figures, from the analytics engine's daily stats (same zone day, same scope). */
export interface JournalDayFigures {
  trades: number;
  /** Exact decimal text: the day's realised P&L (converted to the base currency over all accounts). */
  netPnl: string;
  /** Percent of the day's closed trades that won (0 … 100). */
  winRate: number;
}

/** A playbook rule marked broken on the day's trades, and on how many of them. */
export interface JournalDayBrokenRule {
  rule: string;
  playbook: string;
  trades: number;
}

interface DayRow {
  id: string;
  account_id: string | null;
  day: string;
  plan: string;
  review: string;
  mood: number | null;
  lessons: string;
  template_id: string | null;
  created_at: Date;
  updated_at: Date;
}

const DAY_NOT_FOUND = 'Day entry not found';

export const dayKey = (date: string, accountId: string | null) => `${date}:${accountId ?? 'all'}`;

function toDay(r: DayRow): JournalDay {
  return {
    key: dayKey(r.day, r.account_id),
    id: r.id,
    date: r.day,
    accountId: r.account_id,
    plan: r.plan,
    review: r.review,
    mood: r.mood,
    lessons: r.lessons,
    templateId: r.template_id,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

const emptyDay = (date: string, accountId: string | null): JournalDay => ({
  key: dayKey(date, accountId),
  id: null,
  date,
  accountId,
  plan: '',
  review: '',
  mood: null,
  lessons: '',
  templateId: null,
  createdAt: null,
  updatedAt: null,
});

/**
 * The day journal (issue 31): an entry per local day of the profile's zone, per account or for
 * all accounts. The account is looked up first (another user's answers 404 like a missing one);
 * every statement carries the viewer's id.
 */
export class JournalDaysService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly deps: {
      accounts: AccountsService;
      analytics: AnalyticsService;
      templates: JournalTemplatesService;
    },
  ) {}

  /** The scope's entries from `from` to `to` (inclusive), oldest first. */
  async list(viewer: Viewer, range: { from: string; to: string; accountId?: string | null }): Promise<JournalDay[]> {
    const from = parseDay(range.from);
    const to = parseDay(range.to);
    if (to < from) throw new ValidationError({ to: 'to must be on or after from' });
    if (addDays(from, MAX_LIST_DAYS) <= to)
      throw new ValidationError({ to: `A list covers at most ${MAX_LIST_DAYS} days` });
    const accountId = await this.scopeAccount(viewer, range.accountId);
    const rows: DayRow[] = await this.dataSource.query(LIST_JOURNAL_DAYS, [viewer.id, accountId, from, to]);
    return rows.map(toDay);
  }

  /** The entry, or an empty one (id null) when the day has none yet. */
  async get(viewer: Viewer, date: string, accountId?: string | null): Promise<JournalDay> {
    const day = parseDay(date);
    const scope = await this.scopeAccount(viewer, accountId);
    const rows: DayRow[] = await this.dataSource.query(GET_JOURNAL_DAY, [viewer.id, scope, day]);
    return rows[0] ? toDay(rows[0]) : emptyDay(day, scope);
  }

  /**
   * Creates or changes the entry; fields not sent keep their value. A new entry with a template
   * starts from the template's plan and review (fields sent win over it).
   */
  async put(
    viewer: Viewer,
    date: string,
    accountId: string | null | undefined,
    draft: JournalDayDraft,
  ): Promise<JournalDay> {
    checkDayDraft(draft);
    const current = await this.get(viewer, date, accountId);
    const template =
      draft.templateId !== undefined && draft.templateId !== null
        ? await this.deps.templates.get(viewer, draft.templateId)
        : null;
    const fromTemplate = current.id === null && template !== null;
    const pick = (key: 'plan' | 'review' | 'lessons'): string => {
      const sent = draft[key];
      if (sent !== undefined) return sent ?? '';
      if (fromTemplate && key !== 'lessons') return template[key];
      return current[key];
    };
    const rows: DayRow[] = await this.dataSource.query(UPSERT_JOURNAL_DAY, [
      viewer.id,
      current.accountId,
      current.date,
      pick('plan'),
      pick('review'),
      draft.mood !== undefined ? draft.mood : current.mood,
      pick('lessons'),
      draft.templateId !== undefined ? (template?.id ?? null) : current.templateId,
    ]);
    return toDay(rows[0]);
  }

  /** Deletes the entry (and its attachments); a day without one answers 404. */
  async delete(viewer: Viewer, date: string, accountId?: string | null): Promise<JournalDay> {
    const current = await this.get(viewer, date, accountId);
    if (current.id === null) throw new NotFoundError(DAY_NOT_FOUND);
    const [rows]: [{ id: string }[], number] = await this.dataSource.query(DELETE_JOURNAL_DAY, [
      viewer.id,
      current.accountId,
      current.date,
    ]);
    if (!rows[0]) throw new NotFoundError(DAY_NOT_FOUND);
    return current;
  }

  /** The stored entry's row id, for attachments (the entry is created empty when the day has none). */
  async ensureEntryId(viewer: Viewer, date: string, accountId?: string | null): Promise<string> {
    const current = await this.get(viewer, date, accountId);
    if (current.id) return current.id;
    return (await this.put(viewer, current.date, current.accountId, {})).id as string;
  }

  /** The day's trades, net P&L and win rate: the analytics engine's daily stats in the entry's scope. */
  async figures(viewer: Viewer, day: Pick<JournalDay, 'date' | 'accountId'>): Promise<JournalDayFigures> {
    const analytics = this.deps.analytics;
    const d = await analytics.daily(analytics.scope(viewer, day.accountId, null), day.date);
    return { trades: d.totalTrades, netPnl: String(d.dailyPnl), winRate: d.winRate };
  }

  /** The Trading Plan's outcome on the day: the dashboard widget's objectives, in the entry's scope. */
  async tradingPlan(viewer: Viewer, day: Pick<JournalDay, 'date' | 'accountId'>) {
    const analytics = this.deps.analytics;
    return analytics.tradingPlan(analytics.scope(viewer, day.accountId, null), day.date);
  }

  /** The playbook rules broken on the day's trades (entry date in the viewer's zone), most often first. */
  async rulesBroken(viewer: Viewer, day: Pick<JournalDay, 'date' | 'accountId'>): Promise<JournalDayBrokenRule[]> {
    const date = parseDay(day.date);
    const accountId = await this.scopeAccount(viewer, day.accountId);
    return this.dataSource.query(DAY_BROKEN_RULES, [viewer.id, accountId, viewer.timezone, date]);
  }

  private async scopeAccount(viewer: Viewer, accountId: string | null | undefined): Promise<string | null> {
    if (accountId === undefined || accountId === null || accountId === '') return null;
    return (await this.deps.accounts.get(viewer, accountId)).id;
  }
}
