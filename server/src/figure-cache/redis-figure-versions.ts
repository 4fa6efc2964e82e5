import type Redis from 'ioredis';
import { newVersionToken, type FigureVersions } from './figure-versions';

/** Longer than any cached entry lives; a token that expires is recreated fresh (safe: tokens are random). */
const TOKEN_TTL_SECONDS = 7 * 24 * 3600;

/** Several instances (REDIS_URL): one token per user in Redis, so a write on one instance retires entries on all. */
export class RedisFigureVersions implements FigureVersions {
  constructor(private readonly redis: Redis) {}

  async current(userId: string): Promise<string> {
    const key = this.key(userId);
    const token = await this.redis.get(key);
    if (token !== null) return token;
    // NX: two instances creating a user's first token agree on one (the loser reads the winner's).
    const fresh = newVersionToken();
    if ((await this.redis.set(key, fresh, 'EX', TOKEN_TTL_SECONDS, 'NX')) === 'OK') return fresh;
    const winner = await this.redis.get(key);
    if (winner === null) throw new Error('figure version vanished while being created');
    return winner;
  }

  async bump(userId: string): Promise<void> {
    await this.redis.set(this.key(userId), newVersionToken(), 'EX', TOKEN_TTL_SECONDS);
  }

  private key(userId: string): string {
    return `figver:${userId}`;
  }
}
