import { parseDateTimeInZone, zoneOffsetMinutes } from '../zoned-date-time';

describe('parseDateTimeInZone', () => {
  it('keeps explicit offsets', () => {
    expect(parseDateTimeInZone('2024-03-01T10:00:00+02:00', 'Asia/Tokyo')!.toISOString()).toBe(
      '2024-03-01T08:00:00.000Z',
    );
    expect(parseDateTimeInZone('2024-03-01T10:00Z', 'Asia/Tokyo')!.toISOString()).toBe('2024-03-01T10:00:00.000Z');
  });

  it('reads wall-clock times in the zone, across DST', () => {
    expect(parseDateTimeInZone('2024-01-10T12:00', 'Europe/Berlin')!.toISOString()).toBe('2024-01-10T11:00:00.000Z');
    expect(parseDateTimeInZone('2024-07-10T12:00', 'Europe/Berlin')!.toISOString()).toBe('2024-07-10T10:00:00.000Z');
    expect(parseDateTimeInZone('2024-03-10T03:30', 'America/New_York')!.toISOString()).toBe('2024-03-10T07:30:00.000Z');
    expect(parseDateTimeInZone('2024-05-01', 'Asia/Tokyo')!.toISOString()).toBe('2024-04-30T15:00:00.000Z');
  });

  it('refuses impossible dates and garbage', () => {
    expect(parseDateTimeInZone('2024-02-30T10:00', 'UTC')).toBeNull();
    expect(parseDateTimeInZone('2024-01-01T25:00', 'UTC')).toBeNull();
    expect(parseDateTimeInZone('yesterday', 'UTC')).toBeNull();
  });

  it('knows offsets', () => {
    expect(zoneOffsetMinutes('Asia/Kolkata', new Date('2024-01-01T00:00:00Z'))).toBe(330);
    expect(zoneOffsetMinutes('UTC', new Date())).toBe(0);
  });
});
