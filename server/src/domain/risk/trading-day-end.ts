import { wallClockToInstant } from '../time/zoned-date-time';
import { versionAt, versionForDay, type RiskVersion } from './risk-engine';
import type { DayCutoff } from './risk-rules';
import { addDays, tradingDayOf } from './trading-day';

const HOUR = 3_600_000;

/**
 * The instant trading day `day` (YYYY-MM-DD) ends: the first instant `tradingDayOf` puts in a
 * later day. A cut-off of 17:00 New York ends day D at 17:00 local on D (21:00 UTC in summer,
 * 22:00 UTC in winter); a cut-off of 00:00 ends it at the next calendar day's midnight. The wall
 * time is read like every other in the server (wallClockToInstant), then moved back to where the
 * day really flips: a cut-off inside a DST gap (02:30 on a spring-forward night) flips when the
 * clock jumps past it, not at 03:30.
 */
export function tradingDayEnd(day: string, cutoff: DayCutoff): Date {
  const [h, m] = cutoff.time.split(':').map(Number);
  const date = h === 0 && m === 0 ? addDays(day, 1) : day;
  const candidate = wallClockToInstant(Date.parse(`${date}T${cutoff.time}:00Z`), cutoff.zone).getTime();
  const after = (t: number) => tradingDayOf(new Date(t), cutoff.time, cutoff.zone) > day;
  if (!after(candidate - 1)) return new Date(candidate);
  // The day had already flipped before the candidate (a gap): the flip is within the hours before.
  let lo = candidate - 3 * HOUR; // still `day` (no zone jumps by more than 3 hours)
  let hi = candidate; // already later
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (after(mid)) hi = mid;
    else lo = mid;
  }
  return new Date(hi);
}

/**
 * The trading day that ended last before `now` and when it ended, under the rules that judged it
 * (their cut-off, or midnight in the user's zone): the day the daily summary is about.
 */
export function lastEndedTradingDay(
  now: Date,
  versions: RiskVersion[],
  userZone: string,
): { day: string; endedAt: Date } | null {
  const { day: today } = versionAt(now, versions, userZone);
  const day = addDays(today, -1);
  const cutoff = versionForDay(day, versions).rules.dayCutoff ?? { time: '00:00', zone: userZone };
  const endedAt = tradingDayEnd(day, cutoff);
  // A cut-off changed between the two days can put yesterday's end after now: nothing ended yet.
  return endedAt.getTime() <= now.getTime() ? { day, endedAt } : null;
}
