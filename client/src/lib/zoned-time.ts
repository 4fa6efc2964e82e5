// A wall-clock date-time read in the user's IANA zone → the instant, with the server's own
// function (one implementation: a cash flow entered "2026-03-02 09:00" lands on the same day the
// server buckets it in).
export { parseDateTimeInZone } from '../../../server/src/domain/time/zoned-date-time';
