import type { DataSource, EntityManager } from 'typeorm';
import { checkPlaybook, type PlaybookDraft } from '../../domain/playbooks/playbook-input';
import { isUuid } from '../../domain/validation/uuid';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import { publishTradeChange, type EventBus } from '../../live/live-events';
import type { Viewer } from '../auth/viewer';
import {
  ACCOUNTS_OF_PLAYBOOK,
  DELETE_OTHER_RULES,
  DELETE_PLAYBOOK,
  INSERT_PLAYBOOK,
  INSERT_RULE,
  LIST_PLAYBOOKS,
  RULES_OF_PLAYBOOKS,
  UPDATE_PLAYBOOK,
  UPDATE_RULE,
} from './queries/playbooks.queries';
import { isUniqueViolation } from './unique-violation';

export interface PlaybookRule {
  id: string;
  text: string;
}

export interface Playbook {
  id: string;
  name: string;
  description: string | null;
  entryCriteria: string | null;
  exitCriteria: string | null;
  rules: PlaybookRule[];
  createdAt: Date;
  updatedAt: Date;
}

interface PlaybookRow {
  id: string;
  name: string;
  description: string | null;
  entry_criteria: string | null;
  exit_criteria: string | null;
  created_at: Date;
  updated_at: Date;
}

export const PLAYBOOK_MESSAGES = {
  notFound: 'Playbook not found',
  ruleNotFound: 'Rule not found',
  duplicate: 'A playbook with this name already exists',
} as const;

/**
 * The viewer's playbooks (issue 30): a named setup with its description, entry and exit criteria
 * and an ordered rule checklist. Saving a playbook's rules keeps the rules sent with their id (and
 * their checks on trades), adds those without, and removes the others (with their checks).
 */
export class PlaybooksService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly deps: { events?: EventBus } = {},
  ) {}

  list(viewer: Viewer, ids: string[] | null = null, db: DataSource | EntityManager = this.dataSource) {
    return this.read(db, viewer, ids);
  }

  async get(viewer: Viewer, id: string, db: DataSource | EntityManager = this.dataSource): Promise<Playbook> {
    const [playbook] = isUuid(id) ? await this.read(db, viewer, [id]) : [];
    if (!playbook) throw new NotFoundError(PLAYBOOK_MESSAGES.notFound);
    return playbook;
  }

  async create(viewer: Viewer, draft: PlaybookDraft): Promise<Playbook> {
    const checked = checkPlaybook(draft);
    if (!checked.ok) throw new ValidationError(checked.fieldErrors);
    const v = checked.values;
    if (v.rules.some((r) => r.id !== null)) throw new NotFoundError(PLAYBOOK_MESSAGES.ruleNotFound);
    return this.unique(() =>
      this.dataSource.transaction(async (m) => {
        const [row]: PlaybookRow[] = await m.query(INSERT_PLAYBOOK, [
          viewer.id,
          v.name,
          v.description,
          v.entryCriteria,
          v.exitCriteria,
        ]);
        for (const [i, rule] of v.rules.entries()) await m.query(INSERT_RULE, [viewer.id, row.id, rule.text, i]);
        return this.get(viewer, row.id, m);
      }),
    );
  }

  /** Fields not sent keep their value; `rules`, when sent, is the whole checklist in order. */
  async update(viewer: Viewer, id: string, changes: PlaybookDraft): Promise<Playbook> {
    const current = await this.get(viewer, id);
    const checked = checkPlaybook({
      name: changes.name ?? current.name,
      description: changes.description !== undefined ? changes.description : current.description,
      entryCriteria: changes.entryCriteria !== undefined ? changes.entryCriteria : current.entryCriteria,
      exitCriteria: changes.exitCriteria !== undefined ? changes.exitCriteria : current.exitCriteria,
      rules: changes.rules ?? current.rules,
    });
    if (!checked.ok) throw new ValidationError(checked.fieldErrors);
    const v = checked.values;
    const own = new Set(current.rules.map((r) => r.id));
    // A rule id that is not one of this playbook's (another user's, another playbook's) is not found.
    if (v.rules.some((r) => r.id !== null && !own.has(r.id))) throw new NotFoundError(PLAYBOOK_MESSAGES.ruleNotFound);
    const saved = await this.unique(() =>
      this.dataSource.transaction(async (m) => {
        await m.query(UPDATE_PLAYBOOK, [viewer.id, current.id, v.name, v.description, v.entryCriteria, v.exitCriteria]);
        const kept = v.rules.flatMap((r) => (r.id ? [r.id] : []));
        await m.query(DELETE_OTHER_RULES, [viewer.id, current.id, kept]);
        for (const [i, rule] of v.rules.entries()) {
          if (rule.id) await m.query(UPDATE_RULE, [viewer.id, current.id, rule.id, rule.text, i]);
          else await m.query(INSERT_RULE, [viewer.id, current.id, rule.text, i]);
        }
        return this.get(viewer, current.id, m);
      }),
    );
    this.announce(viewer, current.id);
    return saved;
  }

  async delete(viewer: Viewer, id: string): Promise<string> {
    const current = await this.get(viewer, id);
    const accounts = await this.accountsOf(viewer, current.id);
    await this.dataSource.query(DELETE_PLAYBOOK, [viewer.id, current.id]);
    for (const accountId of accounts) publishTradeChange(this.deps.events, viewer.id, 'MANY', accountId, null);
    return current.id;
  }

  private async announce(viewer: Viewer, playbookId: string) {
    const accounts = await this.accountsOf(viewer, playbookId);
    for (const accountId of accounts) publishTradeChange(this.deps.events, viewer.id, 'MANY', accountId, null);
  }

  private async accountsOf(viewer: Viewer, playbookId: string): Promise<string[]> {
    const rows: Array<{ account_id: string }> = await this.dataSource.query(ACCOUNTS_OF_PLAYBOOK, [
      viewer.id,
      playbookId,
    ]);
    return rows.map((r) => r.account_id);
  }

  private async read(db: DataSource | EntityManager, viewer: Viewer, ids: string[] | null): Promise<Playbook[]> {
    const rows: PlaybookRow[] = await db.query(LIST_PLAYBOOKS, [viewer.id, ids]);
    if (!rows.length) return [];
    const rules: Array<{ id: string; playbook_id: string; text: string }> = await db.query(RULES_OF_PLAYBOOKS, [
      viewer.id,
      rows.map((r) => r.id),
    ]);
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      description: r.description,
      entryCriteria: r.entry_criteria,
      exitCriteria: r.exit_criteria,
      rules: rules.filter((x) => x.playbook_id === r.id).map((x) => ({ id: x.id, text: x.text })),
      createdAt: r.created_at,
      updatedAt: r.updated_at,
    }));
  }

  private async unique<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictError(PLAYBOOK_MESSAGES.duplicate);
      throw error;
    }
  }
}
