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

describe('zoneOffsetMinutes (cached per hour)', () => {
  it('is exact inside an hour that holds a change of offset (St. John’s springs forward at 05:30 UTC)', () => {
    const at = (iso: string) => zoneOffsetMinutes('America/St_Johns', new Date(iso));
    expect(at('2024-03-10T05:00:00Z')).toBe(-210);
    expect(at('2024-03-10T05:29:59Z')).toBe(-210);
    expect(at('2024-03-10T05:30:00Z')).toBe(-150);
    expect(at('2024-03-10T05:59:59Z')).toBe(-150);
    expect(at('2024-03-10T06:10:00Z')).toBe(-150);
  });

  it('gives every second of a cached hour the same offset as computing it afresh', () => {
    expect(zoneOffsetMinutes('Europe/Berlin', new Date('2024-03-31T00:59:59Z'))).toBe(60);
    expect(zoneOffsetMinutes('Europe/Berlin', new Date('2024-03-31T01:00:00Z'))).toBe(120);
    expect(zoneOffsetMinutes('Europe/Berlin', new Date('2024-03-31T00:00:00Z'))).toBe(60);
    expect(zoneOffsetMinutes('Europe/Berlin', new Date('2024-03-31T01:59:59Z'))).toBe(120);
  });
});
