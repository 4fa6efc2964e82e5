import crypto, { type KeyObject } from 'node:crypto';

/**
 * The signed statement's format (issue 35 item 5), shared by the signer, the server's verifier and,
 * copied on purpose, the offline `scripts/statement-verify.mjs` (docs/security.md "Verifiable
 * statements"): everything a third party needs is in this file and needs only Node's crypto.
 */
export const STATEMENT_FORMAT = 'candlog-statement/1';
export const SIGNATURE_ALGORITHM = 'Ed25519';
export const DIGEST_ALGORITHM = 'SHA-256';

/** JSON a statement may hold: strings (every decimal is one), safe integers, booleans, null. */
export type Canonical = string | number | boolean | null | Canonical[] | { [key: string]: Canonical };

/**
 * RFC 8785 (JSON Canonicalization Scheme) for the values a statement holds: object keys sorted by
 * UTF-16 code units, no whitespace, strings as JSON.stringify spells them. Numbers are integers
 * only (counts): every decimal figure is a string, so no float formatting rule is involved.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value === 'boolean') return JSON.stringify(value);
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw new TypeError(`not an integer: ${value}`);
    return String(value);
  }
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  throw new TypeError(`not JSON: ${typeof value}`);
}

/** SHA-256 (hex) over the canonical serialisation of the trades array. */
export const tradesDigest = (trades: unknown): string =>
  crypto.createHash('sha256').update(canonicalJson(trades), 'utf8').digest('hex');

/** What is signed: the canonical statement without its `signature` member, as UTF-8. */
export function signedBytes(statement: Record<string, unknown>): Buffer {
  const { signature: _signature, ...rest } = statement;
  return Buffer.from(canonicalJson(rest), 'utf8');
}

/** A key's id: the first 16 hex digits of SHA-256 over its raw 32-byte public key. */
export function keyIdOf(publicKey: KeyObject): string {
  return crypto.createHash('sha256').update(rawPublicKey(publicKey)).digest('hex').slice(0, 16);
}

export function rawPublicKey(publicKey: KeyObject): Buffer {
  const jwk = publicKey.export({ format: 'jwk' });
  return Buffer.from(String(jwk.x), 'base64url');
}

export interface Verdict {
  valid: boolean;
  /** Why it is not valid, or what was checked when it is. */
  reason: string;
  keyId: string | null;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Checks a statement: its shape, its trades against their digest, then the Ed25519 signature with
 * the key its `signature.key_id` names (`keyFor` answers null for a key it does not know).
 */
export function verifyStatement(statement: unknown, keyFor: (keyId: string) => KeyObject | null): Verdict {
  const refuse = (reason: string, keyId: string | null = null): Verdict => ({ valid: false, reason, keyId });
  if (!isObject(statement) || statement.format !== STATEMENT_FORMAT) {
    return refuse(`Not a Candlog statement (format "${STATEMENT_FORMAT}" expected)`);
  }
  const signature = statement.signature;
  if (!isObject(signature) || typeof signature.key_id !== 'string' || typeof signature.value !== 'string') {
    return refuse('The statement is not signed');
  }
  if (signature.algorithm !== SIGNATURE_ALGORITHM) {
    return refuse(`Unsupported signature algorithm (${SIGNATURE_ALGORITHM} expected)`, signature.key_id);
  }
  const digest = statement.trades_digest;
  if (!Array.isArray(statement.trades) || !isObject(digest) || typeof digest.value !== 'string') {
    return refuse('The statement has no trades or no trades digest', signature.key_id);
  }
  let bytes: Buffer;
  let actual: string;
  try {
    actual = tradesDigest(statement.trades);
    bytes = signedBytes(statement);
  } catch {
    return refuse('The statement holds a value a statement cannot (a fractional number?)', signature.key_id);
  }
  if (actual !== digest.value.toLowerCase()) {
    return refuse('The trades do not match the trades digest: a trade was changed, added or removed', signature.key_id);
  }
  const key = keyFor(signature.key_id);
  if (!key) return refuse(`Signed with an unknown key (key id ${signature.key_id})`, signature.key_id);
  const value = Buffer.from(signature.value, 'base64');
  let ok = false;
  try {
    ok = value.length === 64 && crypto.verify(null, bytes, key, value);
  } catch {
    ok = false;
  }
  if (!ok) {
    return refuse(
      `The signature does not match: the statement was changed after signing, or not signed with key ${signature.key_id}`,
      signature.key_id,
    );
  }
  return {
    valid: true,
    reason: `Signature valid (key ${signature.key_id}); trades match their digest`,
    keyId: signature.key_id,
  };
}

/**
 * Adds the signature member: Ed25519 over signedBytes() with the given private key. It also carries
 * the raw public key, so a statement can be checked with nothing else (its key id is that key's
 * hash); trusting it still means comparing the key id with the issuer's published one.
 */
export function signStatement<T extends Record<string, unknown>>(
  statement: T,
  key: { keyId: string; privateKey: KeyObject; publicKey: KeyObject },
): T & { signature: { algorithm: string; key_id: string; public_key: string; value: string } } {
  const value = crypto.sign(null, signedBytes(statement), key.privateKey).toString('base64');
  return {
    ...statement,
    signature: {
      algorithm: SIGNATURE_ALGORITHM,
      key_id: key.keyId,
      public_key: rawPublicKey(key.publicKey).toString('base64'),
      value,
    },
  };
}
