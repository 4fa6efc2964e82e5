// The picker's typed date and time fields (Enter applies), each with its error while it holds
// text that is not a date or a time.
import { useId } from 'react';
import type { DateTimeDraft } from './use-date-time-draft';

export const TYPED_DATE_ERROR = 'Enter a real date as YYYY-MM-DD';
export const TYPED_TIME_ERROR = 'Enter a time as HH:MM, 00:00 to 23:59';

export function TypedDateTime({ picker }: { picker: DateTimeDraft }) {
  const ids = useId();
  const { typed, dateInvalid, timeInvalid, typeDate, typeTime, applyOnEnter } = picker;
  return (
    <div className="dtp__typed">
      <div className="field">
        <label className="field__label" htmlFor={`${ids}-date`}>
          Date (YYYY-MM-DD)
        </label>
        <input
          id={`${ids}-date`}
          className="input num"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          maxLength={10}
          value={typed.date}
          onChange={(e) => typeDate(e.target.value)}
          onKeyDown={applyOnEnter}
          aria-invalid={dateInvalid || undefined}
          aria-describedby={dateInvalid ? `${ids}-date-error` : undefined}
        />
        {dateInvalid && (
          <span id={`${ids}-date-error`} className="field__error">
            {TYPED_DATE_ERROR}
          </span>
        )}
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${ids}-time`}>
          Time (HH:MM)
        </label>
        <input
          id={`${ids}-time`}
          className="input num"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          maxLength={5}
          value={typed.time}
          onChange={(e) => typeTime(e.target.value)}
          onKeyDown={applyOnEnter}
          aria-invalid={timeInvalid || undefined}
          aria-describedby={timeInvalid ? `${ids}-time-error` : undefined}
        />
        {timeInvalid && (
          <span id={`${ids}-time-error`} className="field__error">
            {TYPED_TIME_ERROR}
          </span>
        )}
      </div>
    </div>
  );
}
