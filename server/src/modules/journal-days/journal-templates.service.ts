import type { DataSource } from 'typeorm';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import { isUuid } from '../../domain/validation/uuid';
import type { Viewer } from '../auth/viewer';
import { DEFAULT_JOURNAL_TEMPLATES } from './default-templates';
import {
  CLAIM_TEMPLATE_SEED,
  DELETE_JOURNAL_TEMPLATE,
  GET_JOURNAL_TEMPLATE,
  INSERT_JOURNAL_TEMPLATE,
  LIST_JOURNAL_TEMPLATES,
  UPDATE_JOURNAL_TEMPLATE,
} from './queries/journal-days.queries';
import { MAX_MARKDOWN_CHARS } from './journal-day-rules';

export interface JournalTemplate {
  id: string;
  name: string;
  /** Markdown a new day's pre-market plan starts from. */
  plan: string;
  /** Markdown a new day's post-session review starts from. */
  review: string;
  createdAt: Date;
  updatedAt: Date;
}

export interface JournalTemplateDraft {
  name?: string | null;
  plan?: string | null;
  review?: string | null;
}

interface TemplateRow {
  id: string;
  name: string;
  plan: string;
  review: string;
  created_at: Date;
  updated_at: Date;
}

const TEMPLATE_NOT_FOUND = 'Template not found';
const NAME_TAKEN = 'A template with this name already exists';

const toTemplate = (r: TemplateRow): JournalTemplate => ({
  id: r.id,
  name: r.name,
  plan: r.plan,
  review: r.review,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

function checkTemplate(draft: Required<JournalTemplateDraft>): { name: string; plan: string; review: string } {
  const errors: Record<string, string> = {};
  const name = (draft.name ?? '').trim();
  if (!name) errors.name = 'Name is required';
  else if (name.length > 100) errors.name = 'Name must be at most 100 characters';
  for (const key of ['plan', 'review'] as const) {
    if ((draft[key] ?? '').length > MAX_MARKDOWN_CHARS)
      errors[key] = `${key === 'plan' ? 'Plan' : 'Review'} must be at most ${MAX_MARKDOWN_CHARS} characters`;
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return { name, plan: draft.plan ?? '', review: draft.review ?? '' };
}

/**
 * The viewer's day templates. The two defaults ("Pre-market plan", "Post-session review") are
 * made the first time the viewer's templates are read (journal_template_seeds remembers it, so a
 * deleted default stays deleted).
 */
export class JournalTemplatesService {
  constructor(private readonly dataSource: DataSource) {}

  async list(viewer: Viewer): Promise<JournalTemplate[]> {
    await this.seedDefaults(viewer);
    const rows: TemplateRow[] = await this.dataSource.query(LIST_JOURNAL_TEMPLATES, [viewer.id]);
    return rows.map(toTemplate);
  }

  async get(viewer: Viewer, id: string): Promise<JournalTemplate> {
    if (!isUuid(id)) throw new NotFoundError(TEMPLATE_NOT_FOUND);
    await this.seedDefaults(viewer);
    const rows: TemplateRow[] = await this.dataSource.query(GET_JOURNAL_TEMPLATE, [id, viewer.id]);
    if (!rows[0]) throw new NotFoundError(TEMPLATE_NOT_FOUND);
    return toTemplate(rows[0]);
  }

  async create(viewer: Viewer, draft: JournalTemplateDraft): Promise<JournalTemplate> {
    const t = checkTemplate({ name: draft.name ?? null, plan: draft.plan ?? '', review: draft.review ?? '' });
    await this.seedDefaults(viewer);
    const rows: TemplateRow[] = await this.dataSource.query(INSERT_JOURNAL_TEMPLATE, [
      viewer.id,
      t.name,
      t.plan,
      t.review,
    ]);
    if (!rows[0]) throw new ConflictError(NAME_TAKEN);
    return toTemplate(rows[0]);
  }

  /** Fields not sent keep their value. */
  async update(viewer: Viewer, id: string, changes: JournalTemplateDraft): Promise<JournalTemplate> {
    const current = await this.get(viewer, id);
    const t = checkTemplate({
      name: changes.name !== undefined ? changes.name : current.name,
      plan: changes.plan !== undefined ? changes.plan : current.plan,
      review: changes.review !== undefined ? changes.review : current.review,
    });
    try {
      const [rows]: [TemplateRow[], number] = await this.dataSource.query(UPDATE_JOURNAL_TEMPLATE, [
        current.id,
        viewer.id,
        t.name,
        t.plan,
        t.review,
      ]);
      if (!rows[0]) throw new NotFoundError(TEMPLATE_NOT_FOUND);
      return toTemplate(rows[0]);
    } catch (e) {
      if ((e as { code?: string }).code === '23505') throw new ConflictError(NAME_TAKEN);
      throw e;
    }
  }

  /** Days made from it keep their text; their template_id becomes null. */
  async delete(viewer: Viewer, id: string): Promise<string> {
    const current = await this.get(viewer, id);
    const [rows]: [{ id: string }[], number] = await this.dataSource.query(DELETE_JOURNAL_TEMPLATE, [
      current.id,
      viewer.id,
    ]);
    if (!rows[0]) throw new NotFoundError(TEMPLATE_NOT_FOUND);
    return current.id;
  }

  private async seedDefaults(viewer: Viewer): Promise<void> {
    await this.dataSource.transaction(async (m) => {
      const claimed: unknown[] = await m.query(CLAIM_TEMPLATE_SEED, [viewer.id]);
      if (claimed.length === 0) return;
      for (const t of DEFAULT_JOURNAL_TEMPLATES)
        await m.query(INSERT_JOURNAL_TEMPLATE, [viewer.id, t.name, t.plan, t.review]);
    });
  }
}
