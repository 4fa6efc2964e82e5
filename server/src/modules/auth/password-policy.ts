import { TEXT_LIMITS } from '../../domain/validation/limits';
import { textProblem } from '../../domain/validation/text-input';
import { AUTH_MESSAGES, MIN_PASSWORD_LENGTH } from './auth-messages';
import { COMMON_PASSWORDS_TEXT } from './common-passwords.list';

let common: Set<string> | null = null;
function commonPasswords(): Set<string> {
  common ??= new Set(COMMON_PASSWORDS_TEXT.split('\n'));
  return common;
}

/**
 * What is wrong with a *new* password (register, change, reset, user:create), or null. The
 * spec's minimum length first; then the 10,000 most common passwords (case-insensitive) and the
 * account's own e-mail or its local part. Sign-in never applies this: old passwords keep working.
 */
export function newPasswordProblem(password: string, email?: string): string | null {
  if (!password) return AUTH_MESSAGES.passwordRequired;
  const characters = textProblem(password);
  if (characters) return `Password ${characters}`;
  if (password.length < MIN_PASSWORD_LENGTH) return AUTH_MESSAGES.passwordTooShort;
  if (password.length > TEXT_LIMITS.password) return `Password must be at most ${TEXT_LIMITS.password} characters`;
  const lowered = password.trim().toLowerCase();
  if (commonPasswords().has(lowered)) return AUTH_MESSAGES.passwordTooCommon;
  const address = (email ?? '').trim().toLowerCase();
  if (address && (lowered === address || lowered === address.split('@')[0])) return AUTH_MESSAGES.passwordIsEmail;
  return null;
}
