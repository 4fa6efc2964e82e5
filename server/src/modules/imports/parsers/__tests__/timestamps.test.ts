import { parseDateTimeInZone } from '../../../../domain/time/zoned-date-time';
import { parseBrokerTime } from '../timestamps';

describe('parseBrokerTime', () => {
  it.each([
    ['04/09/2026 17:14:44', 'MDY', 'UTC', '2026-04-09T17:14:44.000Z'],
    ['04/09/2026 17:14:44', 'MDY', 'America/New_York', '2026-04-09T21:14:44.000Z'],
    ['27/04/2026 6:05:02', 'DMY', 'Europe/Berlin', '2026-04-27T04:05:02.000Z'],
    ['20260323;122919', 'YMD', 'UTC', '2026-03-23T12:29:19.000Z'],
    ['06/11/2026 07:45:21 -06:00', 'MDY', 'Asia/Tokyo', '2026-06-11T13:45:21.000Z'],
    ['03/01/2026 09:31:05 EST', 'MDY', 'UTC', '2026-03-01T14:31:05.000Z'],
    ['2026/07/20 08:03:06,GMT-04', 'YMD', 'UTC', '2026-07-20T12:03:06.000Z'],
    ['1/28/2025 10:59:52 PM', 'MDY', 'UTC', '2025-01-28T22:59:52.000Z'],
    ['4/30/26 7:35:46', 'MDY', 'UTC', '2026-04-30T07:35:46.000Z'],
    ['2026.04.30 09:37:11', 'YMD', 'UTC', '2026-04-30T09:37:11.000Z'],
    ['2024-03-01T14:30:00+0100', 'YMD', 'UTC', '2024-03-01T13:30:00.000Z'],
    ['07/04/2025 09:30 ET', 'MDY', 'UTC', '2025-07-04T13:30:00.000Z'],
  ])('%s (%s, %s) → %s', (text, order, zone, iso) => {
    expect(parseBrokerTime(text, order as 'MDY', zone)?.toISOString()).toBe(iso);
  });

  // The domain's rule (domain/time/zoned-date-time): a time the clock skips moves forward by the
  // gap; a time the clock shows twice is the earlier instant (the offset before the change).
  it.each([
    ['gap', '03/08/2026 02:30:00', 'MDY', 'America/New_York', '2026-03-08T02:30', '2026-03-08T07:30:00.000Z'], // 03:30 EDT
    ['overlap', '11/01/2026 01:30:00', 'MDY', 'America/New_York', '2026-11-01T01:30', '2026-11-01T05:30:00.000Z'], // EDT
    ['gap', '29.03.2026 02:30:00', 'DMY', 'Europe/Berlin', '2026-03-29T02:30', '2026-03-29T01:30:00.000Z'], // 03:30 CEST
    ['overlap', '25.10.2026 02:30:00', 'DMY', 'Europe/Berlin', '2026-10-25T02:30', '2026-10-25T00:30:00.000Z'], // CEST
  ])('a DST %s time (%s, %s, %s = %s) is read as the domain reads it', (_kind, text, order, zone, wall, iso) => {
    const parsed = parseBrokerTime(text, order as 'MDY' | 'DMY', zone);
    expect(parsed?.toISOString()).toBe(iso);
    expect(parsed).toEqual(parseDateTimeInZone(wall, zone));
  });

  it.each(['yesterday', '13/13/2026', '2026-02-30 10:00'])('%s is not a time', (text) => {
    expect(parseBrokerTime(text, 'MDY', 'UTC')).toBeNull();
  });
});
