import { TEXT_LIMITS } from './limits';

/**
 * Why a string cannot be stored as text, or null. PostgreSQL refuses U+0000 in text (the driver
 * error was a 500), and a lone UTF-16 surrogate cannot be encoded as UTF-8 (the driver silently
 * replaced it with U+FFFD, storing something else than was sent).
 */
export function textProblem(value: string): string | null {
  if (value.includes('\u0000')) return 'must not contain NUL characters';
  // A high surrogate not followed by a low one, or a low one not preceded by a high one.
  if (/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(value))
    return 'must be valid Unicode text';
  return null;
}

/**
 * A trimmed optional text field: null when empty, a field error when it holds characters that
 * cannot be stored or is longer than `max`.
 */
export function checkText(
  raw: string | null | undefined,
  field: string,
  label: string,
  max: number,
  errors: Record<string, string>,
): string | null {
  if (raw === null || raw === undefined) return null;
  const problem = textProblem(raw);
  if (problem) {
    errors[field] = `${label} ${problem}`;
    return null;
  }
  const trimmed = raw.trim();
  if (trimmed.length > max) errors[field] = `${label} must be at most ${max} characters`;
  return trimmed || null;
}

export { TEXT_LIMITS };
