import type Redis from 'ioredis';
import { failOpen } from '../shared-state/redis-connection';
import type { RefusalPenalty, RefusalPenaltyLimits } from './refusal-penalty';

/**
 * The refusal window in Redis: one counter per caller that starts with its first refusal and
 * expires `windowMs` later (INCR, then PEXPIRE only when the counter is new), as the in-memory
 * window does. Redis bounds the keys by their expiry, so `maxKeys` is not needed here.
 */
const RECORD = `
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return n
`;

export class RedisRefusalPenalty implements RefusalPenalty {
  constructor(
    private readonly redis: Redis,
    private readonly limits: RefusalPenaltyLimits,
  ) {}

  record(key: string): void {
    void failOpen('refusal record', () => this.redis.eval(RECORD, 1, this.keyOf(key), this.limits.windowMs), 0);
  }

  async retryAfterSeconds(key: string): Promise<number> {
    return failOpen(
      'refusal check',
      async () => {
        const [[, count], [, ttl]] = (await this.redis.multi().get(this.keyOf(key)).pttl(this.keyOf(key)).exec()) as [
          [null, string | null],
          [null, number],
        ];
        if (Number(count ?? 0) < this.limits.maxRefusals || ttl <= 0) return 0;
        return Math.ceil(ttl / 1000);
      },
      0,
    );
  }

  private keyOf(key: string): string {
    return `refusals:${key}`;
  }
}
