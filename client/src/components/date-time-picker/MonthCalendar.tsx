// The picker's month: previous / next month and the grid of days (the draft's day pressed).
import { dayLabel, monthGrid, selectDay, shiftMonth } from './date-time-math';
import type { DateTimeDraft } from './use-date-time-draft';

const WEEKDAYS = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'];
const MONTH = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });

export function MonthCalendar({ picker }: { picker: DateTimeDraft }) {
  const { draft, view, setView, setDraft } = picker;
  const monthName = MONTH.format(new Date(view.year, view.month, 1));
  return (
    <>
      <div className="dtp__month">
        <button
          type="button"
          className="icon-button"
          aria-label="Previous month"
          onClick={() => setView(shiftMonth(view.year, view.month, -1))}
        >
          ‹
        </button>
        <span className="dtp__month-label" aria-live="polite">
          {monthName}
        </span>
        <button
          type="button"
          className="icon-button"
          aria-label="Next month"
          onClick={() => setView(shiftMonth(view.year, view.month, 1))}
        >
          ›
        </button>
      </div>
      <table className="dtp__calendar" role="grid" aria-label={monthName}>
        <thead>
          <tr>
            {WEEKDAYS.map((d) => (
              <th key={d} scope="col">
                {d}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(view.year, view.month).map((week, i) => (
            <tr key={i}>
              {week.map((day, j) => (
                <td key={j}>
                  {day && (
                    <button
                      type="button"
                      className="dtp__day"
                      aria-pressed={draft.year === view.year && draft.month === view.month && draft.day === day}
                      aria-label={dayLabel(view.year, view.month, day)}
                      onClick={() => setDraft(selectDay(draft, view.year, view.month, day))}
                    >
                      {day}
                    </button>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
