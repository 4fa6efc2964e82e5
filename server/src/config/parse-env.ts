/** A bad environment value: start-up stops with a message naming the variable. */
export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    problem: string,
  ) {
    super(`Invalid configuration: ${variable} ${problem}`);
  }
}

type Env = Record<string, string | undefined>;

const TRUE = new Set(['1', 'true', 'yes', 'on']);
const FALSE = new Set(['0', 'false', 'no', 'off']);

/** Unset or empty → undefined (an empty `FOO=` in a shell means "not set"). */
export function readString(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

export function readBoolean(env: Env, name: string, fallback: boolean): boolean {
  const value = readString(env, name)?.toLowerCase();
  if (value === undefined) return fallback;
  if (TRUE.has(value)) return true;
  if (FALSE.has(value)) return false;
  throw new ConfigError(name, `must be a boolean (1/0, true/false, yes/no, on/off), got "${env[name]}"`);
}

export function readPort(env: Env, name: string, fallback: number): number {
  const value = readString(env, name);
  if (value === undefined) return fallback;
  const port = Number(value);
  if (!/^\d+$/.test(value) || port < 1 || port > 65535) {
    throw new ConfigError(name, `must be a port number between 1 and 65535, got "${value}"`);
  }
  return port;
}

export function readUrl(env: Env, name: string, protocols: string[]): string | undefined {
  const value = readString(env, name);
  if (value === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(name, 'must be a URL');
  }
  if (!protocols.includes(url.protocol)) {
    throw new ConfigError(name, `must start with ${protocols.map((p) => `${p}//`).join(' or ')}`);
  }
  return value;
}

export function readMilliseconds(env: Env, name: string, fallback: number): number {
  const value = readString(env, name);
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value) || Number(value) > 3_600_000) {
    throw new ConfigError(name, `must be a whole number of milliseconds (0 to 3600000), got "${value}"`);
  }
  return Number(value);
}

/** A whole number from `min` to `max` (a pool size, a count). */
export function readCount(env: Env, name: string, fallback: number, min: number, max: number): number {
  const value = readString(env, name);
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max) {
    throw new ConfigError(name, `must be a whole number from ${min} to ${max}, got "${value}"`);
  }
  return Number(value);
}

/** A comma-separated list of URLs (unset or empty: none); every entry is checked like readUrl. */
export function readUrlList(env: Env, name: string, protocols: string[]): string[] {
  const value = readString(env, name);
  if (value === undefined) return [];
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map((entry, i) => {
      try {
        return readUrl({ [name]: entry }, name, protocols) as string;
      } catch (error) {
        throw error instanceof ConfigError
          ? new ConfigError(name, `entry ${i + 1}: ${error.message.replace(`Invalid configuration: ${name} `, '')}`)
          : error;
      }
    });
}
