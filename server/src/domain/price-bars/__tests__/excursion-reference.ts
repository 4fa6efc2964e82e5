/**
 * An independent computation of a trade's excursions for the property tests: it shares no code
 * with excursions.ts. Bars lie on a regular grid from `origin`; quantities are whole contracts and
 * prices whole cents, so every contract is followed on its own (a queue of contracts, first in
 * first out) and the sums are exact integers (BigInt cents).
 */
export interface RefBar {
  /** Epoch ms of the bar's open: origin + k × lengthMs. */
  ts: number;
  highCents: number;
  lowCents: number;
}

export interface RefFill {
  at: number;
  side: 'buy' | 'sell';
  quantity: number;
  priceCents: number;
}

export interface RefAnswer {
  maeCents: bigint;
  mfeCents: bigint;
  capturedCents: bigint;
}

export function referenceExcursions(
  direction: 'long' | 'short',
  fills: readonly RefFill[],
  bars: readonly RefBar[],
  origin: number,
  lengthMs: number,
  multiplier: number,
): RefAnswer {
  const sign = direction === 'long' ? 1 : -1;
  const opening = direction === 'long' ? 'buy' : 'sell';
  const byIndex = new Map<number, RefBar>();
  for (const b of bars) byIndex.set(Math.round((b.ts - origin) / lengthMs), b);
  const barOf = (t: number) => Math.floor((t - origin) / lengthMs);
  const queue: { at: number; price: number }[] = [];
  let mae = 0n;
  let mfe = 0n;
  let captured = 0n;
  const ordered = [...fills].map((f, i) => ({ f, i })).sort((a, b) => a.f.at - b.f.at || a.i - b.i);
  for (const { f } of ordered) {
    for (let unit = 0; unit < f.quantity; unit += 1) {
      if (f.side === opening) {
        queue.push({ at: f.at, price: f.priceCents });
        continue;
      }
      const open = queue.shift();
      if (!open) continue;
      // Prices this contract saw: its fills, and the bars strictly between its entry and exit bars.
      const seen = [open.price, f.priceCents];
      for (let k = barOf(open.at) + 1; k < barOf(f.at); k += 1) {
        const bar = byIndex.get(k);
        if (bar) seen.push(bar.highCents, bar.lowCents);
      }
      const worst = sign === 1 ? Math.min(...seen) - open.price : open.price - Math.max(...seen);
      const best = sign === 1 ? Math.max(...seen) - open.price : open.price - Math.min(...seen);
      mae += BigInt(Math.min(0, worst) * multiplier);
      mfe += BigInt(Math.max(0, best) * multiplier);
      captured += BigInt(sign * (f.priceCents - open.price) * multiplier);
    }
  }
  return { maeCents: mae, mfeCents: mfe, capturedCents: captured };
}

export const cents = (n: bigint): string => {
  const negative = n < 0n;
  const abs = negative ? -n : n;
  const whole = abs / 100n;
  const frac = abs % 100n;
  const text = frac === 0n ? `${whole}` : `${whole}.${frac.toString().padStart(2, '0').replace(/0$/, '')}`;
  return negative && abs !== 0n ? `-${text}` : text;
};
