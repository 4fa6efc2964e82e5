import { parseLocalDate } from '../../domain/analytics/local-date';
import { ValidationError } from '../../errors';

/** Plan, review and a template's bodies: long enough for any day, short enough to stay a note. */
export const MAX_MARKDOWN_CHARS = 100_000;
export const MAX_LESSONS_CHARS = 20_000;
/** A list reads at most a year and a day of entries (the calendar asks for a month). */
export const MAX_LIST_DAYS = 366;

export interface JournalDayDraft {
  plan?: string | null;
  review?: string | null;
  mood?: number | null;
  lessons?: string | null;
  templateId?: string | null;
}

/** The day of an entry: YYYY-MM-DD, a real calendar day (in the owner's zone: no instant is involved). */
export function parseDay(value: string): string {
  return parseLocalDate(value, 'date');
}

/** Checks the fields sent; null clears a text (to '') or the mood. */
export function checkDayDraft(draft: JournalDayDraft): void {
  const errors: Record<string, string> = {};
  const long = (key: 'plan' | 'review' | 'lessons', label: string, max: number) => {
    const v = draft[key];
    if (typeof v === 'string' && v.length > max) errors[key] = `${label} must be at most ${max} characters`;
  };
  long('plan', 'Plan', MAX_MARKDOWN_CHARS);
  long('review', 'Review', MAX_MARKDOWN_CHARS);
  long('lessons', 'Lessons', MAX_LESSONS_CHARS);
  const mood = draft.mood;
  if (mood !== undefined && mood !== null && !(Number.isInteger(mood) && mood >= 1 && mood <= 5))
    errors.mood = 'Mood must be a whole number from 1 to 5';
  if (Object.keys(errors).length) throw new ValidationError(errors);
}
