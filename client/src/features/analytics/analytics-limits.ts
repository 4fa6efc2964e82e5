/** The drawdown card is at most ~700 px wide: 600 points keep its shape (peaks and troughs kept); fewer on a phone (seriesMaxPoints). */
export const DRAWDOWN_MAX_POINTS = 600;
