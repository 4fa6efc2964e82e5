import type { RiskVersion } from '../risk-engine';
import { DEFAULT_RISK_RULES } from '../risk-rules';
import { addDays, tradingDayOf } from '../trading-day';
import { lastEndedTradingDay, tradingDayEnd } from '../trading-day-end';

const NY_1700 = { time: '17:00', zone: 'America/New_York' };
const BERLIN_MIDNIGHT = { time: '00:00', zone: 'Europe/Berlin' };
const cutoffVersion = (time: string, zone: string, effectiveFrom: string | null = null): RiskVersion => ({
  effectiveFrom,
  rules: { ...DEFAULT_RISK_RULES, dayCutoff: { time, zone } },
});
const iso = (d: Date) => d.toISOString();

describe('tradingDayEnd: the instant a trading day ends, across DST changes', () => {
  test('a 17:00 New York cut-off stays at 17:00 local: 22:00 UTC in winter, 21:00 UTC in summer', () => {
    // US DST 2026 starts Sunday 8 March and ends Sunday 1 November.
    expect(iso(tradingDayEnd('2026-03-06', NY_1700))).toBe('2026-03-06T22:00:00.000Z');
    expect(iso(tradingDayEnd('2026-03-08', NY_1700))).toBe('2026-03-08T21:00:00.000Z');
    expect(iso(tradingDayEnd('2026-03-09', NY_1700))).toBe('2026-03-09T21:00:00.000Z');
    expect(iso(tradingDayEnd('2026-10-30', NY_1700))).toBe('2026-10-30T21:00:00.000Z');
    expect(iso(tradingDayEnd('2026-11-02', NY_1700))).toBe('2026-11-02T22:00:00.000Z');
  });

  test('midnight in the zone: the 23-hour and 25-hour days end at the next local midnight', () => {
    // EU DST 2026: 29 March (23 h) and 25 October (25 h).
    const end28 = tradingDayEnd('2026-03-28', BERLIN_MIDNIGHT);
    const end29 = tradingDayEnd('2026-03-29', BERLIN_MIDNIGHT);
    expect(iso(end28)).toBe('2026-03-28T23:00:00.000Z');
    expect(iso(end29)).toBe('2026-03-29T22:00:00.000Z');
    expect((end29.getTime() - end28.getTime()) / 3_600_000).toBe(23);
    const end24 = tradingDayEnd('2026-10-24', BERLIN_MIDNIGHT);
    const end25 = tradingDayEnd('2026-10-25', BERLIN_MIDNIGHT);
    expect((end25.getTime() - end24.getTime()) / 3_600_000).toBe(25);
  });

  test('a cut-off inside the spring-forward gap ends the day when the clock jumps past it', () => {
    // 02:30 does not exist in New York on 8 March 2026: 01:59:59 EST is followed by 03:00 EDT (07:00 UTC).
    const end = tradingDayEnd('2026-03-08', { time: '02:30', zone: 'America/New_York' });
    expect(iso(end)).toBe('2026-03-08T07:00:00.000Z');
    expect(tradingDayOf(new Date(end.getTime() - 1), '02:30', 'America/New_York')).toBe('2026-03-08');
    expect(tradingDayOf(end, '02:30', 'America/New_York')).toBe('2026-03-09');
  });

  test('every day of 2026 ends exactly where tradingDayOf moves to the next day', () => {
    const cutoffs = [
      NY_1700,
      BERLIN_MIDNIGHT,
      { time: '02:30', zone: 'America/New_York' },
      { time: '22:00', zone: 'Australia/Sydney' },
    ];
    for (const cutoff of cutoffs) {
      for (let day = '2026-01-01'; day <= '2026-12-31'; day = addDays(day, 1)) {
        const end = tradingDayEnd(day, cutoff);
        expect([cutoff, day, tradingDayOf(new Date(end.getTime() - 1), cutoff.time, cutoff.zone)]).toEqual([
          cutoff,
          day,
          day,
        ]);
        expect(tradingDayOf(end, cutoff.time, cutoff.zone) > day).toBe(true);
      }
    }
  });
});

describe('lastEndedTradingDay: the day a daily summary is about', () => {
  test("the profile's cut-off: the day just closed, and not before its end", () => {
    const versions = [cutoffVersion('17:00', 'America/New_York')];
    expect(lastEndedTradingDay(new Date('2026-03-09T21:00:30Z'), versions, 'UTC')).toEqual({
      day: '2026-03-09',
      endedAt: new Date('2026-03-09T21:00:00Z'),
    });
    // A minute before the end (summer time): the 8th is the last day that ended.
    expect(lastEndedTradingDay(new Date('2026-03-09T20:59:00Z'), versions, 'UTC')?.day).toBe('2026-03-08');
    // The same wall time in winter is an hour later in UTC.
    expect(lastEndedTradingDay(new Date('2026-03-06T21:30:00Z'), versions, 'UTC')?.day).toBe('2026-03-05');
    expect(lastEndedTradingDay(new Date('2026-03-06T22:00:00Z'), versions, 'UTC')?.day).toBe('2026-03-06');
  });

  test("without a cut-off: midnight in the user's zone, across the 23-hour day", () => {
    expect(lastEndedTradingDay(new Date('2026-03-29T22:00:30Z'), [], 'Europe/Berlin')).toEqual({
      day: '2026-03-29',
      endedAt: new Date('2026-03-29T22:00:00Z'),
    });
    expect(lastEndedTradingDay(new Date('2026-03-29T21:59:00Z'), [], 'Europe/Berlin')?.day).toBe('2026-03-28');
  });
});
