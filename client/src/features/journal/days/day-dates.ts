// Calendar days as "YYYY-MM-DD" strings: arithmetic in UTC so no zone shifts a day (the day is
// already the profile's zone day).

export const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function addDays(date: string, n: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** Today in an IANA zone (the profile's), as YYYY-MM-DD. */
export function todayIn(timeZone: string | undefined, now = new Date()): string {
  return dayIn(timeZone, now);
}

/** The day an instant falls on in an IANA zone (the profile's: a trade's day), as YYYY-MM-DD. */
export function dayIn(timeZone: string | undefined, instant: Date | string): string {
  const at = typeof instant === 'string' ? new Date(instant) : instant;
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
  } catch {
    return at.toISOString().slice(0, 10);
  }
}

/** The month "YYYY-MM" of a day, its first and last day. */
export function monthOf(date: string): { month: string; first: string; last: string } {
  const [y, m] = date.split('-').map(Number);
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const month = date.slice(0, 7);
  return { month, first: `${month}-01`, last: `${month}-${String(last).padStart(2, '0')}` };
}

export function shiftMonth(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number);
  const d = new Date(Date.UTC(y, m - 1 + n, 1));
  return d.toISOString().slice(0, 7);
}

/** Weeks (Sunday first) covering the month: each cell a day or null outside the month. */
export function monthGrid(month: string): (string | null)[][] {
  const { first, last } = monthOf(`${month}-01`);
  const lead = new Date(`${first}T00:00:00Z`).getUTCDay();
  const cells: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let d = first; d <= last; d = addDays(d, 1)) cells.push(d);
  while (cells.length % 7) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

export function longDay(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(Date.UTC(y, m - 1, d));
}

export function monthTitle(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long' }).format(
    Date.UTC(y, m - 1, 1),
  );
}

/** The day page's address: /journal/days/YYYY-MM-DD, ?account= for one account. */
export function dayPath(date: string, accountId: string | null): string {
  return `/journal/days/${date}${accountId ? `?account=${encodeURIComponent(accountId)}` : ''}`;
}
