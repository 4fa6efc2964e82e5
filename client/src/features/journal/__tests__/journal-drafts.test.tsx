import {
  DRAFTS_STORAGE_KEY,
  dropDraft,
  loadDrafts,
  putDraft,
  sameEntry,
  saveDrafts,
  toggleTag,
} from '../journal-drafts';

const saved = { notes: 'Waited for the retest', emotionalTags: ['patient', 'disciplined'] as const };

describe('journal drafts', () => {
  it('compares tags as a set', () => {
    expect(sameEntry(saved, { notes: 'Waited for the retest', emotionalTags: ['disciplined', 'patient'] })).toBe(true);
    expect(sameEntry(saved, { notes: 'Waited for the retest', emotionalTags: ['patient'] })).toBe(false);
    expect(sameEntry(saved, { notes: 'Changed', emotionalTags: ['patient', 'disciplined'] })).toBe(false);
  });

  it('keeps an edit as a draft and drops it when edited back to the saved entry', () => {
    const edited = { notes: 'Chased the move', emotionalTags: ['impulsive'] as const };
    const withDraft = putDraft({}, 't1', saved, edited);
    expect(withDraft).toEqual({ t1: edited });
    expect(putDraft(withDraft, 't1', saved, { ...saved })).toEqual({});
    expect(dropDraft({ t1: edited, t2: edited }, 't1')).toEqual({ t2: edited });
  });

  it('toggles tags in the canonical order', () => {
    expect(toggleTag(['focused'], 'confident')).toEqual(['confident', 'focused']);
    expect(toggleTag(['confident', 'focused'], 'confident')).toEqual(['focused']);
  });

  it('round-trips through storage and ignores corrupt or unknown values', () => {
    const data = new Map<string, string>();
    const storage = {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
      removeItem: (k: string) => void data.delete(k),
    };
    saveDrafts(storage, { t1: { notes: 'n', emotionalTags: ['anxious'] } });
    expect(loadDrafts(storage)).toEqual({ t1: { notes: 'n', emotionalTags: ['anxious'] } });
    data.set(DRAFTS_STORAGE_KEY, JSON.stringify({ t1: { notes: 'n', emotionalTags: ['greedy', 'fearful'] }, t2: 'x' }));
    expect(loadDrafts(storage)).toEqual({ t1: { notes: 'n', emotionalTags: ['fearful'] } });
    saveDrafts(storage, {});
    expect(data.has(DRAFTS_STORAGE_KEY)).toBe(false);
    data.set(DRAFTS_STORAGE_KEY, '{oops');
    expect(loadDrafts(storage)).toEqual({});
  });
});
