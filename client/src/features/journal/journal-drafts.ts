// Unsaved journal edits, one draft per trade, kept in sessionStorage so switching trades,
// leaving the screen or reloading the tab never silently drops what the trader typed.
import type { EmotionalTag } from '../../__generated__/graphql';

export const EMOTIONAL_TAGS: readonly EmotionalTag[] = [
  'confident',
  'fearful',
  'disciplined',
  'impulsive',
  'patient',
  'anxious',
  'focused',
  'distracted',
];

export interface JournalEntry {
  notes: string;
  emotionalTags: readonly EmotionalTag[];
}

export type JournalDrafts = Readonly<Record<string, JournalEntry>>;

export const DRAFTS_STORAGE_KEY = 'journalDrafts';

/** Same notes and the same set of tags (order does not matter). */
export function sameEntry(a: JournalEntry, b: JournalEntry): boolean {
  if (a.notes !== b.notes || a.emotionalTags.length !== b.emotionalTags.length) return false;
  return a.emotionalTags.every((t) => b.emotionalTags.includes(t));
}

/** Stores the edit, or drops the draft when it matches what is saved. */
export function putDraft(
  drafts: JournalDrafts,
  tradeId: string,
  saved: JournalEntry,
  edited: JournalEntry,
): JournalDrafts {
  const { [tradeId]: _previous, ...rest } = drafts;
  return sameEntry(saved, edited) ? rest : { ...rest, [tradeId]: edited };
}

export function dropDraft(drafts: JournalDrafts, tradeId: string): JournalDrafts {
  const { [tradeId]: _dropped, ...rest } = drafts;
  return rest;
}

/** Tags in the canonical order of the eight values, toggling one. */
export function toggleTag(tags: readonly EmotionalTag[], tag: EmotionalTag): EmotionalTag[] {
  const next = tags.includes(tag) ? tags.filter((t) => t !== tag) : [...tags, tag];
  return EMOTIONAL_TAGS.filter((t) => next.includes(t));
}

export function loadDrafts(storage: Pick<Storage, 'getItem'>): JournalDrafts {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(DRAFTS_STORAGE_KEY) ?? '{}');
    if (!parsed || typeof parsed !== 'object') return {};
    const drafts: Record<string, JournalEntry> = {};
    for (const [id, value] of Object.entries(parsed as Record<string, unknown>)) {
      const entry = value as Partial<JournalEntry>;
      if (typeof entry?.notes !== 'string' || !Array.isArray(entry.emotionalTags)) continue;
      drafts[id] = {
        notes: entry.notes,
        emotionalTags: EMOTIONAL_TAGS.filter((t) => entry.emotionalTags!.includes(t)),
      };
    }
    return drafts;
  } catch {
    return {};
  }
}

export function saveDrafts(storage: Pick<Storage, 'setItem' | 'removeItem'>, drafts: JournalDrafts): void {
  if (Object.keys(drafts).length === 0) storage.removeItem(DRAFTS_STORAGE_KEY);
  else storage.setItem(DRAFTS_STORAGE_KEY, JSON.stringify(drafts));
}
