// How many points a time-series chart asks the server for on a phone. A phone's chart has ~300 px
// of plot: 240 points (the server's downsampling keeps peaks and troughs) draw it as faithfully
// as 600 do on a wide card, for less data to parse, cache and draw on the slowest devices.
// Numbers only (the bundler inlines them; a string or a function here became a script file of its
// own on every signed-in start-up): each screen's limit function (features/dashboard/
// use-dashboard-data.ts, features/analytics/analytics-limits.ts, accounts/BalanceCurveCard.tsx)
// reads the media query itself.
export const NARROW_SCREEN_MAX_POINTS = 240;
/** A viewport at most this wide (CSS px) is a phone's. */
export const NARROW_SCREEN_MAX_WIDTH = 640;
