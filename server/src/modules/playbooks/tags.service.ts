import type { DataSource } from 'typeorm';
import { checkTag, type TagDraft, type TagKind } from '../../domain/playbooks/playbook-input';
import { isUuid } from '../../domain/validation/uuid';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import { publishTradeChange, type EventBus } from '../../live/live-events';
import type { Viewer } from '../auth/viewer';
import {
  ACCOUNTS_OF_TAG,
  DELETE_TAG,
  INSERT_TAG,
  LIST_TAGS,
  RETAG_TRADES,
  TAGS_BY_IDS,
  UPDATE_TAG,
} from './queries/tags.queries';
import { isUniqueViolation } from './unique-violation';

export interface Tag {
  id: string;
  name: string;
  kind: TagKind;
  color: string;
}

export const TAG_MESSAGES = {
  notFound: 'Tag not found',
  duplicate: 'A tag with this name already exists',
  mergeIntoItself: 'A tag cannot be merged into itself',
} as const;

/**
 * The viewer's own tags (issue 30): setups, mistakes and custom ones, with a colour. Names are
 * unique per user whatever their case. Merging re-tags the merged tag's trades, then deletes it.
 */
export class TagsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly deps: { events?: EventBus } = {},
  ) {}

  list(viewer: Viewer): Promise<Tag[]> {
    return this.dataSource.query(LIST_TAGS, [viewer.id]);
  }

  async get(viewer: Viewer, id: string): Promise<Tag> {
    const [tag]: Tag[] = isUuid(id) ? await this.dataSource.query(TAGS_BY_IDS, [viewer.id, [id]]) : [];
    if (!tag) throw new NotFoundError(TAG_MESSAGES.notFound);
    return tag;
  }

  async create(viewer: Viewer, draft: TagDraft): Promise<Tag> {
    const checked = checkTag(draft);
    if (!checked.ok) throw new ValidationError(checked.fieldErrors);
    const { name, kind, color } = checked.values;
    const [tag]: Tag[] = await this.unique(() => this.dataSource.query(INSERT_TAG, [viewer.id, name, kind, color]));
    return tag;
  }

  /** Fields not sent keep their value. */
  async update(viewer: Viewer, id: string, changes: TagDraft): Promise<Tag> {
    const current = await this.get(viewer, id);
    const checked = checkTag({
      name: changes.name ?? current.name,
      kind: changes.kind ?? current.kind,
      color: changes.color ?? (changes.kind && changes.kind !== current.kind ? undefined : current.color),
    });
    if (!checked.ok) throw new ValidationError(checked.fieldErrors);
    const { name, kind, color } = checked.values;
    const [rows]: [Tag[], number] = await this.unique(() =>
      this.dataSource.query(UPDATE_TAG, [viewer.id, current.id, name, kind, color]),
    );
    if (!rows[0]) throw new NotFoundError(TAG_MESSAGES.notFound);
    this.announce(viewer, await this.accountsOf(viewer, current.id));
    return rows[0];
  }

  async delete(viewer: Viewer, id: string): Promise<string> {
    const current = await this.get(viewer, id);
    const accounts = await this.accountsOf(viewer, current.id);
    await this.dataSource.query(DELETE_TAG, [viewer.id, current.id]);
    this.announce(viewer, accounts);
    return current.id;
  }

  /** Every trade tagged `id` is tagged `intoId` instead; `id` is deleted. Answers the kept tag. */
  async merge(viewer: Viewer, id: string, intoId: string | null | undefined): Promise<Tag> {
    const from = await this.get(viewer, id);
    if (!intoId) throw new ValidationError({ intoId: 'into_id is required' });
    const into = await this.get(viewer, intoId);
    if (into.id === from.id) throw new ValidationError({ intoId: TAG_MESSAGES.mergeIntoItself });
    const accounts = await this.accountsOf(viewer, from.id);
    await this.dataSource.transaction(async (m) => {
      await m.query(RETAG_TRADES, [viewer.id, from.id, into.id]);
      await m.query(DELETE_TAG, [viewer.id, from.id]);
    });
    this.announce(viewer, accounts);
    return into;
  }

  private async accountsOf(viewer: Viewer, tagId: string): Promise<string[]> {
    const rows: Array<{ account_id: string }> = await this.dataSource.query(ACCOUNTS_OF_TAG, [viewer.id, tagId]);
    return rows.map((r) => r.account_id);
  }

  /** The trades' tags changed: their screens and figures refresh (one event per account). */
  private announce(viewer: Viewer, accountIds: string[]) {
    for (const accountId of accountIds) publishTradeChange(this.deps.events, viewer.id, 'MANY', accountId, null);
  }

  private async unique<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictError(TAG_MESSAGES.duplicate);
      throw error;
    }
  }
}
