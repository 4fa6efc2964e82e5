import { reportWindow } from '../report-period';

// Issue 27 item 10: a preset period is an exact window ending now, reaching back to the same
// wall-clock time in the viewer's zone; custom covers whole local days.
describe('reportWindow', () => {
  const now = new Date('2026-11-26T19:05:00Z'); // 14:05 in New York

  it('daily and weekly reach back exactly 1 and 7 days, not 2 and 8 calendar days', () => {
    expect(reportWindow('daily', now, 'America/New_York')).toEqual({
      from: '2026-11-25',
      to: '2026-11-26',
      start: '2026-11-25T19:05:00.000Z',
      end: '2026-11-26T19:05:00.000Z',
    });
    expect(reportWindow('weekly', now, 'America/New_York').start).toBe('2026-11-19T19:05:00.000Z');
  });

  it('keeps the wall-clock time across a DST change and clamps months to their end', () => {
    // 14:05 EDT on 12 March 2026 back to 14:05 EST on 5 March: 7 days less the skipped hour.
    expect(reportWindow('weekly', new Date('2026-03-12T18:05:00Z'), 'America/New_York').start).toBe(
      '2026-03-05T19:05:00.000Z',
    );
    expect(reportWindow('monthly', new Date('2026-03-31T10:00:00Z'), 'UTC').start).toBe('2026-02-28T10:00:00.000Z');
    expect(reportWindow('yearly', now, 'UTC').start).toBe('2025-11-26T19:05:00.000Z');
  });

  it('a custom range is its whole local days, end exclusive', () => {
    expect(reportWindow('custom', now, 'Europe/Berlin', '2026-03-01', '2026-03-31')).toEqual({
      from: '2026-03-01',
      to: '2026-03-31',
      start: '2026-02-28T23:00:00.000Z',
      end: '2026-03-31T22:00:00.000Z',
    });
    expect(reportWindow('custom', now, 'UTC').start).toBeNull();
  });
});
