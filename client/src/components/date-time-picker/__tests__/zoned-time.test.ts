// The picker's zone conversions at both DST transitions of 2026 in three zones (north and south
// of the equator): a skipped time moves forward by the gap, a repeated time is the earlier one,
// and every instant reads back as the wall time it shows.
import { instantToLocalIso, localIsoToInstant, parseLocalIso, previewText } from '../date-time-math';
import { resolveWallTime } from '../zoned-time';

const CASES = [
  {
    zone: 'Europe/Berlin',
    gap: { wall: '2026-03-29T02:30', instant: '2026-03-29T01:30:00.000Z', shown: '2026-03-29T03:30' },
    overlap: { wall: '2026-10-25T02:30', earlier: '2026-10-25T00:30:00.000Z', later: '2026-10-25T01:30:00.000Z' },
  },
  {
    zone: 'America/New_York',
    gap: { wall: '2026-03-08T02:30', instant: '2026-03-08T07:30:00.000Z', shown: '2026-03-08T03:30' },
    overlap: { wall: '2026-11-01T01:30', earlier: '2026-11-01T05:30:00.000Z', later: '2026-11-01T06:30:00.000Z' },
  },
  {
    zone: 'Australia/Sydney',
    gap: { wall: '2026-10-04T02:30', instant: '2026-10-03T16:30:00.000Z', shown: '2026-10-04T03:30' },
    overlap: { wall: '2026-04-05T02:30', earlier: '2026-04-04T15:30:00.000Z', later: '2026-04-04T16:30:00.000Z' },
  },
] as const;

describe.each(CASES)('zoned picker time in $zone', ({ zone, gap, overlap }) => {
  it('moves a time the spring-forward gap skips forward by the gap', () => {
    expect(resolveWallTime(parseLocalIso(gap.wall)!, zone).kind).toBe('gap');
    expect(localIsoToInstant(gap.wall, zone)).toBe(gap.instant);
    expect(instantToLocalIso(gap.instant, zone)).toBe(gap.shown);
    expect(previewText(parseLocalIso(gap.wall)!, zone)).toContain(gap.shown.slice(11));
  });

  it('reads a time the fall-back overlap repeats as its earlier occurrence', () => {
    expect(resolveWallTime(parseLocalIso(overlap.wall)!, zone).kind).toBe('overlap');
    expect(localIsoToInstant(overlap.wall, zone)).toBe(overlap.earlier);
    // Both occurrences show the same wall time.
    expect(instantToLocalIso(overlap.earlier, zone)).toBe(overlap.wall);
    expect(instantToLocalIso(overlap.later, zone)).toBe(overlap.wall);
  });

  it('round-trips every quarter hour across both transition days', () => {
    for (const day of [gap.wall.slice(0, 10), overlap.wall.slice(0, 10)]) {
      const start = Date.parse(`${day}T00:00:00Z`) - 86_400_000;
      for (let t = start; t < start + 3 * 86_400_000; t += 15 * 60_000) {
        const wall = instantToLocalIso(new Date(t).toISOString(), zone);
        const back = Date.parse(localIsoToInstant(wall, zone)!);
        // Unique times come back exactly; a repeated time comes back as its earlier occurrence.
        expect(back === t || (back < t && instantToLocalIso(new Date(back).toISOString(), zone) === wall)).toBe(true);
      }
    }
  });

  it('keeps ordinary times exact on either side of the transitions', () => {
    const winter = zone === 'Australia/Sydney' ? '2026-07-01T09:15' : '2026-01-15T09:15';
    expect(resolveWallTime(parseLocalIso(winter)!, zone).kind).toBe('unique');
    expect(instantToLocalIso(localIsoToInstant(winter, zone), zone)).toBe(winter);
  });
});
