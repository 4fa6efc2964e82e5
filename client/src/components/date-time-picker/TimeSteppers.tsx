// The picker's hour and minute steppers.
import { stepHour, stepMinute } from './date-time-math';
import type { DateTimeDraft } from './use-date-time-draft';

const pad = (n: number) => String(n).padStart(2, '0');

export function TimeSteppers({ picker }: { picker: DateTimeDraft }) {
  const { draft, setDraft } = picker;
  return (
    <div className="dtp__time">
      <div className="dtp__stepper" role="group" aria-label="Hour">
        <button
          type="button"
          className="icon-button"
          aria-label="Previous hour"
          onClick={() => setDraft(stepHour(draft, -1))}
        >
          −
        </button>
        <span className="num" aria-live="polite" aria-label={`Hour ${pad(draft.hour)}`}>
          {pad(draft.hour)}
        </span>
        <button
          type="button"
          className="icon-button"
          aria-label="Next hour"
          onClick={() => setDraft(stepHour(draft, 1))}
        >
          +
        </button>
      </div>
      <span className="dtp__colon" aria-hidden="true">
        :
      </span>
      <div className="dtp__stepper" role="group" aria-label="Minute">
        <button
          type="button"
          className="icon-button"
          aria-label="Previous minutes"
          onClick={() => setDraft(stepMinute(draft, -1))}
        >
          −
        </button>
        <span className="num" aria-live="polite" aria-label={`Minute ${pad(draft.minute)}`}>
          {pad(draft.minute)}
        </span>
        <button
          type="button"
          className="icon-button"
          aria-label="Next minutes"
          onClick={() => setDraft(stepMinute(draft, 1))}
        >
          +
        </button>
      </div>
    </div>
  );
}
