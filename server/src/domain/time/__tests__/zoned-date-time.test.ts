import { localDateIn, parseDateTimeInZone, zoneOffsetMinutes } from '../zoned-date-time';

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

// The DST rules (zoned-date-time.ts): a time the clock skips moves forward by the gap; a time it
// shows twice is the earlier one. 2024 transitions in three zones on both sides of the world.
const iso = (text: string, zone: string) => parseDateTimeInZone(text, zone)!.toISOString();

describe.each([
  {
    zone: 'Europe/Berlin',
    gap: {
      day: '2024-03-31',
      before: ['01:59', '2024-03-31T00:59'],
      in: ['02:30', '2024-03-31T01:30'],
      after: ['03:00', '2024-03-31T01:00'],
    },
    overlap: {
      day: '2024-10-27',
      before: ['01:59', '2024-10-26T23:59'],
      in: ['02:30', '2024-10-27T00:30'],
      after: ['03:00', '2024-10-27T02:00'],
    },
    offsets: { winter: 60, summer: 120 },
  },
  {
    zone: 'America/New_York',
    gap: {
      day: '2024-03-10',
      before: ['01:59', '2024-03-10T06:59'],
      in: ['02:30', '2024-03-10T07:30'],
      after: ['03:00', '2024-03-10T07:00'],
    },
    overlap: {
      day: '2024-11-03',
      before: ['00:59', '2024-11-03T04:59'],
      in: ['01:30', '2024-11-03T05:30'],
      after: ['02:00', '2024-11-03T07:00'],
    },
    offsets: { winter: -300, summer: -240 },
  },
  {
    zone: 'Australia/Sydney',
    gap: {
      day: '2024-10-06',
      before: ['01:59', '2024-10-05T15:59'],
      in: ['02:30', '2024-10-05T16:30'],
      after: ['03:00', '2024-10-05T16:00'],
    },
    overlap: {
      day: '2024-04-07',
      before: ['01:59', '2024-04-06T14:59'],
      in: ['02:30', '2024-04-06T15:30'],
      after: ['03:00', '2024-04-06T17:00'],
    },
    offsets: { winter: 600, summer: 660 },
  },
])('DST transitions in $zone', ({ zone, gap, overlap, offsets }) => {
  const at = (day: string, [time, utc]: string[]) => [iso(`${day}T${time}`, zone), `${utc}:00.000Z`];

  it('reads times around the gap, and a skipped time as the time it moves forward to', () => {
    for (const side of [gap.before, gap.in, gap.after]) {
      const [got, want] = at(gap.day, side);
      expect(got).toBe(want);
    }
  });

  it('reads times around the overlap, and a repeated time as the earlier of the two', () => {
    for (const side of [overlap.before, overlap.in, overlap.after]) {
      const [got, want] = at(overlap.day, side);
      expect(got).toBe(want);
    }
  });

  it('knows the offset on each side of both changes', () => {
    // The clocks change at gap.after (the first time after the jump) and half an hour after the
    // first reading of overlap.in.
    const gapChange = new Date(`${gap.after[1]}:00.000Z`).getTime();
    const overlapChange = new Date(`${overlap.in[1]}:00.000Z`).getTime() + 30 * 60_000;
    expect(zoneOffsetMinutes(zone, new Date(gapChange - 1000))).toBe(offsets.winter);
    expect(zoneOffsetMinutes(zone, new Date(gapChange))).toBe(offsets.summer);
    expect(zoneOffsetMinutes(zone, new Date(overlapChange - 1000))).toBe(offsets.summer);
    expect(zoneOffsetMinutes(zone, new Date(overlapChange))).toBe(offsets.winter);
  });

  it('gives the calendar day on each side of midnight after the change', () => {
    const midnight = parseDateTimeInZone(`${gap.day}T00:00`, zone)!.getTime();
    expect(localDateIn(zone, new Date(midnight))).toBe(gap.day);
    expect(localDateIn(zone, new Date(midnight - 1000))).not.toBe(gap.day);
  });
});

describe('zone errors', () => {
  it('refuses a zone IANA does not know', () => {
    expect(() => zoneOffsetMinutes('Mars/Olympus_Mons', new Date())).toThrow(RangeError);
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
