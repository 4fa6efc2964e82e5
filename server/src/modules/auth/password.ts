import argon2 from 'argon2';

/**
 * argon2id at OWASP's minimum (19 MiB, 2 passes, 1 lane) — strong enough for a journal,
 * cheap enough that login stays under ~50 ms on two cores.
 */
const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(plain: string): Promise<string> {
  return argon2.hash(plain, ARGON2_OPTIONS);
}

/** False (never throws) for a wrong password or a malformed hash. */
export async function verifyPassword(hash: string, plain: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, plain);
  } catch {
    return false;
  }
}

/**
 * A fixed hash verified when the account does not exist, so an unknown email costs the same
 * time as a wrong password (no user enumeration by timing).
 */
let dummyHash: Promise<string> | null = null;
export async function burnPasswordCheck(plain: string): Promise<void> {
  dummyHash ??= hashPassword('candlog-timing-equaliser');
  await verifyPassword(await dummyHash, plain);
}
