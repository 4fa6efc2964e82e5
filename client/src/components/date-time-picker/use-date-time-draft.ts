// The picker dialog's state: the draft wall time, the month on show, and the typed date and time
// (which mirror the draft; while one holds text that is not a date/time, Apply waits).
import { useState, type KeyboardEvent } from 'react';
import {
  formatLocalIso,
  parseLocalIso,
  parseTypedDate,
  parseTypedTime,
  partsFromDate,
  typedDateText,
  typedTimeText,
  type Parts,
} from './date-time-math';

export function useDateTimeDraft(value: string, timeZone: string | undefined, onApply: (value: string) => void) {
  const [draft, setDraftParts] = useState<Parts>(() => parseLocalIso(value) ?? partsFromDate(new Date(), timeZone));
  const [view, setView] = useState(() => ({ year: draft.year, month: draft.month }));
  const [typed, setTyped] = useState(() => ({ date: typedDateText(draft), time: typedTimeText(draft) }));
  const dateInvalid = parseTypedDate(typed.date) === null;
  const timeInvalid = parseTypedTime(typed.time) === null;
  /** A new draft from a click (a day, a stepper): the typed fields follow. */
  const setDraft = (next: Parts) => {
    setDraftParts(next);
    setTyped({ date: typedDateText(next), time: typedTimeText(next) });
  };
  /** A new draft from a preset: the calendar shows its month too. */
  const update = (next: Parts) => {
    setDraft(next);
    setView({ year: next.year, month: next.month });
  };
  const typeDate = (text: string) => {
    setTyped((t) => ({ ...t, date: text }));
    const day = parseTypedDate(text);
    if (day) {
      setDraftParts((d) => ({ ...d, ...day }));
      setView({ year: day.year, month: day.month });
    }
  };
  const typeTime = (text: string) => {
    setTyped((t) => ({ ...t, time: text }));
    const time = parseTypedTime(text);
    if (time) setDraftParts((d) => ({ ...d, ...time }));
  };
  const apply = () => {
    if (!dateInvalid && !timeInvalid) onApply(formatLocalIso(draft));
  };
  const applyOnEnter = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      apply();
    }
  };
  return {
    draft,
    view,
    setView,
    setDraft,
    update,
    typed,
    dateInvalid,
    timeInvalid,
    typeDate,
    typeTime,
    apply,
    applyOnEnter,
  };
}

export type DateTimeDraft = ReturnType<typeof useDateTimeDraft>;
