import crypto from 'node:crypto';
import { redisAnswers } from '../../server/src/shared-state/redis-connection';

/**
 * The Redis the shared-state tests use: TEST_REDIS_URL, else the machine's own on 6379. Every
 * machine here (and CI, which starts one when it can) has it; a run without one says so loudly
 * in `describeWithRedis` instead of passing quietly.
 */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/0';

let answered: Promise<boolean> | null = null;
export function redisIsUp(): Promise<boolean> {
  answered ??= redisAnswers(TEST_REDIS_URL);
  return answered;
}

/** A key prefix no other test file (or earlier run) shares. */
export function uniqueKey(label: string): string {
  return `test:${label}:${crypto.randomUUID()}`;
}

/** A port where nothing listens: Redis "down". */
export const DEAD_REDIS_URL = 'redis://127.0.0.1:1/0';
