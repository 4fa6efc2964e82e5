import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError } from './parse-env';

export const MIN_JWT_SECRET_BYTES = 32;

export function checkJwtSecret(secret: string): string {
  if (Buffer.byteLength(secret, 'utf8') < MIN_JWT_SECRET_BYTES) {
    throw new ConfigError('JWT_SECRET', `must be at least ${MIN_JWT_SECRET_BYTES} bytes long`);
  }
  return secret;
}

/**
 * Embedded mode without JWT_SECRET: one random secret generated on first start and kept in
 * the data dir (mode 0600), so sessions survive restarts.
 */
export function readOrCreateJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (fs.existsSync(file)) return checkJwtSecret(fs.readFileSync(file, 'utf8').trim());
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = crypto.randomBytes(48).toString('base64url');
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  return secret;
}
