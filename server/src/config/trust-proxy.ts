import net from 'node:net';
import { ConfigError, readString } from './parse-env';

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY: the addresses whose X-Forwarded-For Express believes (the client IP used by the
 * login throttle and the logs). Comma-separated: `loopback`, `linklocal`, `uniquelocal`, IP
 * addresses and CIDR ranges; `none` trusts nobody. Default `loopback`: a reverse proxy on the
 * same host. Never a whole private range by default: any client on a container network could
 * then forge its address and escape per-IP limits.
 */
export function readTrustProxy(env: Record<string, string | undefined>): string[] {
  const value = readString(env, 'TRUST_PROXY') ?? 'loopback';
  if (['none', 'false', '0'].includes(value.toLowerCase())) return [];
  const entries = value
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  for (const entry of entries) {
    if (!isTrustEntry(entry)) {
      throw new ConfigError(
        'TRUST_PROXY',
        `must list loopback, linklocal, uniquelocal, IP addresses or CIDR ranges (or be "none"), got "${entry}"`,
      );
    }
  }
  return entries;
}

function isTrustEntry(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}
