// The 90-day activity calendar: 13 weeks × 7 days from a Sunday (the server's `start`), with a
// month label on the first week column that contains a month's first day (or the first column).
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
    const firstOfMonth = week.find((c) => c.date.endsWith('-01'));
    const labelDay = w === 0 ? week[0].date : firstOfMonth?.date;
    monthLabels.push(labelDay ? MONTHS[Number(labelDay.slice(5, 7)) - 1] : '');
  }
  // A label on column 0 that is immediately followed by the next month's label would collide.
  if (monthLabels[1]) monthLabels[0] = '';
  return { weeks, monthLabels };
}
