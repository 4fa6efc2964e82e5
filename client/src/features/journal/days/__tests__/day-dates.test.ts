import { dayIn, dayPath } from '../day-dates';

describe('dayIn', () => {
  it('is the trade’s day in the profile’s zone, not in UTC, around midnight', () => {
    // 16:30 UTC on 12 March is 01:30 on 13 March in Tokyo, still 12 March in New York.
    expect(dayIn('Asia/Tokyo', '2026-03-12T16:30:00Z')).toBe('2026-03-13');
    expect(dayIn('America/New_York', '2026-03-12T16:30:00Z')).toBe('2026-03-12');
    // 03:30 UTC on 13 March is 23:30 on 12 March in New York (summer time, UTC−4).
    expect(dayIn('America/New_York', '2026-03-13T03:30:00Z')).toBe('2026-03-12');
    expect(dayIn('UTC', '2026-03-13T03:30:00Z')).toBe('2026-03-13');
  });

  it('falls back to the UTC day for a zone the browser does not know', () => {
    expect(dayIn('Not/AZone', '2026-03-13T03:30:00Z')).toBe('2026-03-13');
  });

  it('makes the day page’s address with the account', () => {
    expect(dayPath(dayIn('Asia/Tokyo', '2026-03-12T16:30:00Z'), 'acc-1')).toBe(
      '/journal/days/2026-03-13?account=acc-1',
    );
  });
});
