// The 90-day activity calendar: 13 weeks × 7 days from a Sunday (the server's `start`), with a
// month label on each week column whose month (the month holding most of its 7 days) differs
// from the previous column's. So every month with at least 4 days in some column is labelled —
// also one whose first day falls in the opening column (a calendar opening on Sun Aug 30 used to
// say "Aug" over six September days and never name September).
export interface CalendarInputDay {
  date: string;
  pnl: string;
  trades: number;
}

export interface CalendarCell {
  date: string;
  pnl: number;
  trades: number;
  /** After the calendar's end (today): drawn empty. */
  future: boolean;
}

export interface CalendarGrid {
  /** weeks[w][d]: d = 0 (Sunday) … 6 (Saturday). */
  weeks: CalendarCell[][];
  /** One entry per week column: the month label or ''. */
  monthLabels: string[];
}

export const CALENDAR_WEEKS = 13;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function addDays(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

export function buildCalendarGrid(start: string, end: string, days: readonly CalendarInputDay[]): CalendarGrid {
  const byDate = new Map(days.map((d) => [d.date, d]));
  const weeks: CalendarCell[][] = [];
  const monthLabels: string[] = [];
  for (let w = 0; w < CALENDAR_WEEKS; w += 1) {
    const week: CalendarCell[] = [];
    for (let d = 0; d < 7; d += 1) {
      const date = addDays(start, w * 7 + d);
      const found = byDate.get(date);
      week.push({ date, pnl: found ? Number(found.pnl) : 0, trades: found ? found.trades : 0, future: date > end });
    }
    weeks.push(week);
  }
  // Day 3 (Wednesday) of a column is in the month holding at least 4 of its 7 days.
  const majority = weeks.map((week) => week[3].date.slice(0, 7));
  majority.forEach((month, w) =>
    monthLabels.push(w === 0 || month !== majority[w - 1] ? MONTHS[Number(month.slice(5, 7)) - 1] : ''),
  );
  return { weeks, monthLabels };
}
