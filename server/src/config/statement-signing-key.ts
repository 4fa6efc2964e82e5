import crypto from 'node:crypto';
import { ConfigError, readString } from './parse-env';

/**
 * STATEMENT_SIGNING_KEY: the Ed25519 private key (PKCS#8 PEM; `\n` escapes allowed, as an
 * environment often carries it) that signs performance statements. Unset: generated once under
 * the data directory (modules/statements/statement-keys.ts). Anything else stops start-up.
 */
export function readStatementSigningKey(env: Record<string, string | undefined>): string | null {
  const text = readString(env, 'STATEMENT_SIGNING_KEY');
  if (!text) return null;
  const pem = text.replace(/\\n/g, '\n').trim() + '\n';
  try {
    if (crypto.createPrivateKey(pem).asymmetricKeyType === 'ed25519') return pem;
  } catch {
    // reported below
  }
  throw new ConfigError('STATEMENT_SIGNING_KEY', 'must be an Ed25519 private key in PEM (PKCS#8)');
}
