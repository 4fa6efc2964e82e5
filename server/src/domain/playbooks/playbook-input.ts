import { isUuid } from '../validation/uuid';

/**
 * The rules of tags and playbooks (issue 30): what a caller may send, and the message it reads
 * when it may not. Pure: the services check ownership afterwards.
 */
export const TAG_KINDS = ['setup', 'mistake', 'custom'] as const;
export type TagKind = (typeof TAG_KINDS)[number];

export const PLAYBOOK_LIMITS = {
  tagName: 60,
  playbookName: 100,
  description: 4000,
  criteria: 4000,
  ruleText: 500,
  rules: 50,
  /** Trades one bulk change may touch (the trades table's largest selection). */
  bulkTrades: 10000,
  tagsPerTrade: 50,
} as const;

/** The colour a tag gets when none is sent, by kind. */
export const DEFAULT_TAG_COLORS: Record<TagKind, string> = {
  setup: '#2563eb',
  mistake: '#dc2626',
  custom: '#6b7280',
};

const COLOR = /^#[0-9a-fA-F]{6}$/;

export interface TagDraft {
  name?: string | null;
  kind?: string | null;
  color?: string | null;
}

export interface CheckedTag {
  name: string;
  kind: TagKind;
  color: string;
}

type Checked<T> = { ok: true; values: T } | { ok: false; fieldErrors: Record<string, string> };

function textOf(value: string | null | undefined): string {
  return (value ?? '').trim().replace(/\s+/g, ' ');
}

export function checkTag(draft: TagDraft): Checked<CheckedTag> {
  const errors: Record<string, string> = {};
  const name = textOf(draft.name);
  if (!name) errors.name = 'Tag name is required';
  else if (name.length > PLAYBOOK_LIMITS.tagName)
    errors.name = `Tag name must be at most ${PLAYBOOK_LIMITS.tagName} characters`;
  const kind = (draft.kind ?? 'custom') as TagKind;
  if (!TAG_KINDS.includes(kind)) errors.kind = 'Kind must be setup, mistake or custom';
  const color = draft.color ?? DEFAULT_TAG_COLORS[kind] ?? DEFAULT_TAG_COLORS.custom;
  if (!COLOR.test(color)) errors.color = 'Colour must be like #1a2b3c';
  if (Object.keys(errors).length) return { ok: false, fieldErrors: errors };
  return { ok: true, values: { name, kind, color: color.toLowerCase() } };
}

export interface PlaybookDraft {
  name?: string | null;
  description?: string | null;
  entryCriteria?: string | null;
  exitCriteria?: string | null;
  /** A rule with an id keeps it (its checks stay); one without is new; a stored rule left out is removed. */
  rules?: ReadonlyArray<{ id?: string | null; text?: string | null }> | null;
}

export interface CheckedPlaybook {
  name: string;
  description: string | null;
  entryCriteria: string | null;
  exitCriteria: string | null;
  rules: Array<{ id: string | null; text: string }>;
}

export function checkPlaybook(draft: PlaybookDraft): Checked<CheckedPlaybook> {
  const errors: Record<string, string> = {};
  const name = textOf(draft.name);
  if (!name) errors.name = 'Playbook name is required';
  else if (name.length > PLAYBOOK_LIMITS.playbookName)
    errors.name = `Playbook name must be at most ${PLAYBOOK_LIMITS.playbookName} characters`;
  const long = (key: 'description' | 'entryCriteria' | 'exitCriteria', label: string) => {
    const text = draft[key]?.trim() || null;
    if (text && text.length > PLAYBOOK_LIMITS.criteria)
      errors[key] = `${label} must be at most ${PLAYBOOK_LIMITS.criteria} characters`;
    return text;
  };
  const description = long('description', 'Description');
  const entryCriteria = long('entryCriteria', 'Entry criteria');
  const exitCriteria = long('exitCriteria', 'Exit criteria');
  const rules: CheckedPlaybook['rules'] = [];
  const given = draft.rules ?? [];
  if (given.length > PLAYBOOK_LIMITS.rules) errors.rules = `A playbook has at most ${PLAYBOOK_LIMITS.rules} rules`;
  const seen = new Set<string>();
  given.forEach((rule, i) => {
    const text = textOf(rule.text);
    if (!text) errors[`rules.${i}`] = 'A rule needs its text';
    else if (text.length > PLAYBOOK_LIMITS.ruleText)
      errors[`rules.${i}`] = `A rule must be at most ${PLAYBOOK_LIMITS.ruleText} characters`;
    const id = rule.id ?? null;
    if (id !== null && seen.has(id)) errors[`rules.${i}`] = 'A rule appears twice';
    if (id !== null) seen.add(id);
    rules.push({ id, text });
  });
  if (Object.keys(errors).length) return { ok: false, fieldErrors: errors };
  return { ok: true, values: { name, description, entryCriteria, exitCriteria, rules } };
}

/** Ids a caller sent in a list: each a UUID at most once. Anything else cannot be the caller's. */
export function distinctIds(ids: readonly string[]): { ids: string[]; foreign: boolean } {
  return { ids: [...new Set(ids)], foreign: ids.some((id) => !isUuid(id)) };
}
