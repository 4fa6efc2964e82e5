import type { EmotionalTag } from '../entities/trade.entity';
import type { SeededRandom } from './seeded-random';

export type DemoOutcome = 'win' | 'loss' | 'breakeven' | 'open';

const CALM_TAGS: readonly EmotionalTag[] = ['confident', 'disciplined', 'patient', 'focused'];
const STRESSED_TAGS: readonly EmotionalTag[] = ['impulsive', 'fearful', 'anxious', 'distracted'];

const NOTES: Record<DemoOutcome | 'tilt', readonly string[]> = {
  win: [
    'Clean break of the opening range on {symbol}; scaled out at 2R.',
    'Waited for the retest before entering. Patience paid.',
    'Followed the plan: entry at the level, stop below structure, target hit.',
    'Trend continuation after the pullback to the 20 EMA.',
    'Good read on the news spike; took partials early and trailed the rest.',
    'Volume confirmed the move. Let the winner run.',
  ],
  loss: [
    'Entered before confirmation; the level did not hold.',
    'Stopped out on a wick, then it went my way. Stop too tight for the volatility.',
    'Fought the trend on {symbol}. Should have waited for structure to change.',
    'Moved my stop once — must not do that again.',
    'Choppy session, no follow-through. Sized down after this one.',
  ],
  breakeven: ['Scratched at entry when momentum faded.', 'Moved stop to breakeven at 1R and got tagged.'],
  open: [
    'Swing position; stop moved to breakeven.',
    'Holding into the weekly close; plan is to trail under the last higher low.',
    'Starter position on {symbol}; will add on confirmation.',
  ],
  tilt: [
    'Revenge trade after the previous loss. Need to step away after two losses.',
    'Overtrading today — broke the 3-trades-per-day rule.',
    'Chased the move after missing the entry.',
  ],
};

/** Emotional tags: calm states mostly on winners, stressed ones mostly on losers and tilt. */
export function pickDemoTags(rng: SeededRandom, outcome: DemoOutcome, onTilt: boolean): EmotionalTag[] {
  if (!onTilt && !rng.chance(0.72)) return [];
  const leansCalm = outcome === 'win' || outcome === 'open' || outcome === 'breakeven';
  const tags = new Set<EmotionalTag>();
  const count = onTilt ? 2 : rng.int(1, 3) === 3 ? 2 : 1;
  while (tags.size < count) {
    const calm = onTilt ? false : leansCalm ? rng.chance(0.8) : rng.chance(0.25);
    tags.add(rng.pick(calm ? CALM_TAGS : STRESSED_TAGS));
  }
  return [...tags];
}

/** A journal note on about a third of the trades (and on every tilt trade). */
export function pickDemoNote(rng: SeededRandom, outcome: DemoOutcome, onTilt: boolean, symbol: string): string | null {
  if (!onTilt && !rng.chance(0.33)) return null;
  return rng.pick(NOTES[onTilt ? 'tilt' : outcome]).replace('{symbol}', symbol);
}
