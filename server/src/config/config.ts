import path from 'node:path';
import { checkJwtSecret, readOrCreateJwtSecret } from './jwt-secret';
import {
  ConfigError,
  readBoolean,
  readCount,
  readMilliseconds,
  readPort,
  readString,
  readUrl,
  readUrlList,
} from './parse-env';
import { readTrustProxy } from './trust-proxy';
import { readStatementSigningKey } from './statement-signing-key';

export interface Config {
  port: number;
  host: string;
  /** Null: start the embedded PostgreSQL (data in `<dataDir>/pg`). */
  databaseUrl: string | null;
  jwtSecret: string;
  demoMode: boolean;
  registrationOpen: boolean;
  /** Null: mail goes to `<dataDir>/outbox/` when `mailOutbox`, else nowhere. */
  smtpUrl: string | null;
  mailFrom: string;
  /** Base of links in mails (password reset). */
  publicUrl: string;
  dataDir: string;
  clientDist: string;
  nodeEnv: string;
  /** Longest a statement of a request may run (PostgreSQL statement_timeout); 0: no limit. */
  dbStatementTimeoutMs: number;
  /**
   * Longest one statement of background work (imports, undo) may run (BACKGROUND_STATEMENT_TIMEOUT_MS,
   * default 10 min; 0: no limit): its own budget, never the request limit above.
   */
  backgroundStatementTimeoutMs: number;
  /** Largest import file in bytes (IMPORT_MAX_MB, default 50): streamed to disk, so memory does not grow with it. */
  importMaxBytes: number;
  /** Most lines an import file may have (IMPORT_MAX_LINES, default 500,000). */
  importMaxLines: number;
  /** Connections each instance keeps to PostgreSQL (DATABASE_POOL_SIZE, default 10). */
  databasePoolSize: number;
  /** Proxies whose X-Forwarded-For is believed (TRUST_PROXY); empty: none. */
  trustProxy: string[];
  /**
   * Without SMTP_URL, write mails to `<dataDir>/outbox/` (MAIL_OUTBOX; on in embedded mode).
   * Off: mail is refused with a log line that names no token.
   */
  mailOutbox: boolean;
  /**
   * REDIS_URL: null runs one instance with its shared state in process memory; set, the rate
   * limits, login throttle and pub/sub live in Redis so several instances act as one.
   */
  redisUrl: string | null;
  /**
   * DATABASE_REPLICA_URLS: streaming replicas of DATABASE_URL that serve reads which tolerate lag
   * (analytics figures and reports); empty: every statement goes to DATABASE_URL (docs/scaling.md).
   */
  databaseReplicaUrls: string[];
  /** A user who wrote within this long reads their figures from the primary (REPLICA_READ_AFTER_WRITE_MS). */
  replicaReadAfterWriteMs: number;
  /** FIGURE_CACHE (default on): the response-level cache of figure queries; off computes every request. */
  figureCache: boolean;
  /** STATEMENT_SIGNING_KEY (PEM) signs performance statements; null: a key kept under `<dataDir>/statement-keys/`. */
  statementSigningKey: string | null;
}

/** The repository root as seen from server/dist/config (or server/src/config under jest). */
export const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');

/**
 * The one typed view of the environment. Every bad value throws a ConfigError that names the
 * variable, before anything is started.
 */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  /** CLIs (db:migrate, user:create) sign no tokens and need no secret. */
  opts: { needsJwtSecret?: boolean } = {},
): Config {
  const needsJwtSecret = opts.needsJwtSecret ?? true;
  const port = readPort(env, 'PORT', 4000);
  const host = readString(env, 'HOST') ?? '127.0.0.1';
  const databaseUrl = readUrl(env, 'DATABASE_URL', ['postgres:', 'postgresql:']) ?? null;
  // Against the repository root, not the working directory: `npm run db:migrate` runs in
  // server/ (npm workspaces), and must find the same data as `npm start`.
  const dataDir = path.resolve(REPO_ROOT, readString(env, 'DATA_DIR') ?? '.data');
  const embedded = databaseUrl === null;
  const databaseReplicaUrls = readUrlList(env, 'DATABASE_REPLICA_URLS', ['postgres:', 'postgresql:']);
  if (embedded && databaseReplicaUrls.length > 0) {
    throw new ConfigError(
      'DATABASE_REPLICA_URLS',
      'needs DATABASE_URL (replicas of the embedded PostgreSQL are not made)',
    );
  }
  const secretFromEnv = readString(env, 'JWT_SECRET');
  if (!secretFromEnv && !embedded && needsJwtSecret) {
    throw new ConfigError('JWT_SECRET', 'must be set (at least 32 bytes) when DATABASE_URL is set');
  }
  const jwtSecret = secretFromEnv
    ? checkJwtSecret(secretFromEnv)
    : needsJwtSecret
      ? readOrCreateJwtSecret(dataDir)
      : '';
  const publicUrl =
    readUrl(env, 'PUBLIC_URL', ['http:', 'https:']) ?? `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`;
  return {
    port,
    host,
    databaseUrl,
    jwtSecret,
    demoMode: readBoolean(env, 'DEMO_MODE', embedded),
    registrationOpen: readBoolean(env, 'REGISTRATION_OPEN', false),
    smtpUrl: readUrl(env, 'SMTP_URL', ['smtp:', 'smtps:']) ?? null,
    mailFrom: readString(env, 'MAIL_FROM') ?? 'Candlog <no-reply@candlog.app>',
    publicUrl: publicUrl.replace(/\/+$/, ''),
    dataDir,
    clientDist: path.resolve(readString(env, 'CLIENT_DIST') ?? path.join(REPO_ROOT, 'client', 'dist')),
    nodeEnv: readString(env, 'NODE_ENV') ?? 'production',
    dbStatementTimeoutMs: readMilliseconds(env, 'DB_STATEMENT_TIMEOUT_MS', 5000),
    backgroundStatementTimeoutMs: readMilliseconds(env, 'BACKGROUND_STATEMENT_TIMEOUT_MS', 600000),
    importMaxBytes: readCount(env, 'IMPORT_MAX_MB', 50, 1, 4096) * 1024 * 1024,
    importMaxLines: readCount(env, 'IMPORT_MAX_LINES', 500_000, 1, 50_000_000),
    databasePoolSize: readCount(env, 'DATABASE_POOL_SIZE', 10, 1, 500),
    trustProxy: readTrustProxy(env),
    mailOutbox: readBoolean(env, 'MAIL_OUTBOX', embedded),
    redisUrl: readUrl(env, 'REDIS_URL', ['redis:', 'rediss:']) ?? null,
    databaseReplicaUrls,
    replicaReadAfterWriteMs: readMilliseconds(env, 'REPLICA_READ_AFTER_WRITE_MS', 10000),
    figureCache: readBoolean(env, 'FIGURE_CACHE', true),
    statementSigningKey: readStatementSigningKey(env),
  };
}
