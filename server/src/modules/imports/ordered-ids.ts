import { randomBytes } from 'node:crypto';

let lastMs = 0;

/**
 * `n` new ids that sort in the order they are made (UUID version 7: a millisecond time, then 74
 * random bits): ascending within one call, and each call later than the one before in this process.
 * The import writes a million fills under them; with random (version 4) ids every row of the
 * primary key, and of the fill links' execution_id index, landed on a random page of an index
 * larger than the buffer cache. In order they append at the right edge, a few pages at a time.
 */
export function orderedIds(n: number): string[] {
  lastMs = Math.max(Date.now(), lastMs + 1);
  const time = lastMs.toString(16).padStart(12, '0');
  const head = `${time.slice(0, 8)}-${time.slice(8, 12)}-7`;
  const ids: string[] = new Array(n);
  const bytes = randomBytes(n * 10);
  for (let i = 0; i < n; i += 1) {
    const at = i * 10;
    const hex = bytes.toString('hex', at, at + 10);
    // rand_a (12 bits), then the variant (binary 10) and rand_b (62 bits).
    const variant = ((bytes[at + 2] & 0x3f) | 0x80).toString(16).padStart(2, '0');
    ids[i] = `${head}${hex.slice(0, 3)}-${variant}${hex.slice(6, 8)}-${hex.slice(8, 20)}`;
  }
  return ids.sort();
}
