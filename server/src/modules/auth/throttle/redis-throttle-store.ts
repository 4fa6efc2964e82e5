import type Redis from 'ioredis';
import { failOpen } from '../../../shared-state/redis-connection';
import type { ThrottleHit, ThrottleRule, ThrottleStore } from './throttle-store';

/**
 * The same counting as PgThrottleStore, in one Redis hash per key (attempts, strikes, window end
 * in ms), advanced by one Lua script so parallel attempts on any instance see 1, 2, 3, … The
 * clock is Redis's own (TIME), so instances with skewed clocks agree. A hash lives a day past its
 * window (its strikes drive the backoff), like the PostgreSQL rows.
 */
const HIT = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local limit, base, max = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
local v = redis.call('HMGET', KEYS[1], 'attempts', 'strikes', 'ends')
local attempts, strikes, ends = tonumber(v[1]), tonumber(v[2]), tonumber(v[3])
if attempts == nil then
  attempts, strikes, ends = 1, 0, now + base * 1000
elseif ends > now then
  attempts = attempts + 1
else
  if attempts >= limit then strikes = strikes + 1 else strikes = 0 end
  local exp = 0
  if attempts >= limit then exp = math.min(strikes, 30) end
  attempts, ends = 1, now + math.min(max, base * 2 ^ exp) * 1000
end
redis.call('HSET', KEYS[1], 'attempts', attempts, 'strikes', strikes, 'ends', ends)
redis.call('PEXPIREAT', KEYS[1], ends + 86400000)
return {attempts, math.ceil((ends - now) / 1000)}
`;

const REFUND = `
local a = tonumber(redis.call('HGET', KEYS[1], 'attempts'))
if a ~= nil and a > 0 then redis.call('HSET', KEYS[1], 'attempts', a - 1) end
return 0
`;

export class RedisThrottleStore implements ThrottleStore {
  constructor(private readonly redis: Redis) {}

  async hit(key: string, rule: ThrottleRule): Promise<ThrottleHit> {
    return failOpen(
      'throttle hit',
      async () => {
        const [attempts, retryAfter] = (await this.redis.eval(
          HIT,
          1,
          this.keyOf(key),
          rule.limit,
          rule.windowSeconds,
          rule.maxWindowSeconds,
        )) as [number, number];
        return { attempts, retryAfterSeconds: Math.max(1, retryAfter) };
      },
      { attempts: 1, retryAfterSeconds: rule.windowSeconds },
    );
  }

  async refund(key: string): Promise<void> {
    await failOpen('throttle refund', () => this.redis.eval(REFUND, 1, this.keyOf(key)), 0);
  }

  async clear(key: string): Promise<void> {
    await failOpen('throttle clear', () => this.redis.del(this.keyOf(key)), 0);
  }

  private keyOf(key: string): string {
    return `throttle:${key}`;
  }
}
