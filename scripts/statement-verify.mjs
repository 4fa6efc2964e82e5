#!/usr/bin/env node
/**
 * `npm run statement:verify FILE [--key KEYFILE | --fetch]` — checks a Candlog signed statement
 * (issue 35 item 5) with nothing but Node: the trades against their SHA-256 digest, then the
 * Ed25519 signature over the statement's RFC 8785 canonical form.
 *
 *   --key KEYFILE  trust these keys: a PEM public key, or the saved answer of
 *                  GET /.well-known/candlog-statement-key (offline);
 *   --fetch        fetch the keys from the statement's key_url (its issuer's /.well-known address);
 *   neither        the key embedded in the statement (offline): proves the statement is intact
 *                  and names the key id to compare with the issuer's published one.
 *
 * Exit status 0 valid, 1 not valid, 2 usage or unreadable file. Standalone on purpose (anyone can
 * take this one file): it repeats server/src/modules/statements/statement-format.ts, and
 * tests/integration/statements/statement-verify-script.test.ts holds both to the same answers.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const FORMAT = 'candlog-statement/1';
/** npm runs scripts from the repository root: a relative path is the caller's (INIT_CWD). */
const fromCaller = (p) => path.resolve(process.env.INIT_CWD ?? process.cwd(), p);

/** RFC 8785 for the values a statement holds (strings, integers, booleans, null, arrays, objects). */
export function canonicalJson(value) {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw new TypeError(`not an integer: ${value}`);
    return String(value);
  }
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  throw new TypeError(`not JSON: ${typeof value}`);
}

const sha256 = (data) => crypto.createHash('sha256').update(data).digest();
const rawOf = (key) => Buffer.from(key.export({ format: 'jwk' }).x, 'base64url');
const keyIdOf = (key) => sha256(rawOf(key)).toString('hex').slice(0, 16);
const fromRaw = (base64) =>
  crypto.createPublicKey({
    key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(base64, 'base64').toString('base64url') },
    format: 'jwk',
  });

/** Keys from a PEM file or a saved /.well-known answer: key id → public key. */
function keysFromText(text) {
  const keys = new Map();
  const add = (key) => key.asymmetricKeyType === 'ed25519' && keys.set(keyIdOf(key), key);
  if (text.trim().startsWith('{')) {
    for (const k of JSON.parse(text).keys ?? [])
      add(k.public_key_pem ? crypto.createPublicKey(k.public_key_pem) : fromRaw(k.public_key_raw));
  } else {
    add(crypto.createPublicKey(text));
  }
  return keys;
}

export function verify(statement, keyFor) {
  const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
  if (!isObject(statement) || statement.format !== FORMAT)
    return { valid: false, reason: `Not a Candlog statement (format "${FORMAT}" expected)` };
  const sig = statement.signature;
  if (!isObject(sig) || typeof sig.key_id !== 'string' || typeof sig.value !== 'string')
    return { valid: false, reason: 'The statement is not signed' };
  if (sig.algorithm !== 'Ed25519')
    return { valid: false, reason: 'Unsupported signature algorithm (Ed25519 expected)' };
  const digest = statement.trades_digest;
  if (!Array.isArray(statement.trades) || !isObject(digest) || typeof digest.value !== 'string') {
    return { valid: false, reason: 'The statement has no trades or no trades digest' };
  }
  let signed;
  try {
    if (sha256(Buffer.from(canonicalJson(statement.trades), 'utf8')).toString('hex') !== digest.value.toLowerCase()) {
      return {
        valid: false,
        reason: 'The trades do not match the trades digest: a trade was changed, added or removed',
      };
    }
    const { signature: _signature, ...rest } = statement;
    signed = Buffer.from(canonicalJson(rest), 'utf8');
  } catch {
    return { valid: false, reason: 'The statement holds a value a statement cannot (a fractional number?)' };
  }
  const key = keyFor(sig.key_id, sig);
  if (!key) return { valid: false, reason: `Signed with an unknown key (key id ${sig.key_id})` };
  const value = Buffer.from(sig.value, 'base64');
  let ok = false;
  try {
    ok = value.length === 64 && crypto.verify(null, signed, key, value);
  } catch {
    ok = false;
  }
  if (!ok)
    return {
      valid: false,
      reason: `The signature does not match: the statement was changed after signing, or not signed with key ${sig.key_id}`,
    };
  return { valid: true, reason: `Signature valid (key ${sig.key_id}); trades match their digest` };
}

async function main(argv) {
  const args = argv.slice(2);
  const file = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--key');
  const keyIndex = args.indexOf('--key');
  const keyFile = keyIndex >= 0 ? args[keyIndex + 1] : null;
  if (!file || (keyIndex >= 0 && !keyFile)) {
    console.error('usage: npm run statement:verify FILE [--key KEYFILE | --fetch]');
    return 2;
  }
  let statement;
  let keys = null;
  try {
    statement = JSON.parse(fs.readFileSync(fromCaller(file), 'utf8'));
    if (keyFile) keys = keysFromText(fs.readFileSync(fromCaller(keyFile), 'utf8'));
    if (args.includes('--fetch')) {
      const res = await fetch(statement.key_url);
      if (!res.ok) throw new Error(`${statement.key_url} answered ${res.status}`);
      keys = keysFromText(await res.text());
    }
  } catch (error) {
    console.error(`Cannot read: ${error.message}`);
    return 2;
  }
  let source;
  const keyFor = (keyId, sig) => {
    if (keys) {
      source = keyFile ? `the key file ${keyFile}` : `the keys published at ${statement.key_url}`;
      return keys.get(keyId) ?? null;
    }
    source = `the key embedded in the statement — trust it once key id ${keyId} is the one published at ${statement.key_url}`;
    try {
      const key = fromRaw(String(sig.public_key));
      return keyIdOf(key) === keyId ? key : null;
    } catch {
      return null;
    }
  };
  const verdict = verify(statement, keyFor);
  console.log(
    `${verdict.valid ? 'VALID' : 'NOT VALID'}: ${verdict.reason}${source ? ` (checked with ${source})` : ''}`,
  );
  return verdict.valid ? 0 : 1;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = await main(process.argv);
