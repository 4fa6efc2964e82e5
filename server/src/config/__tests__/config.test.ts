import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config';

// Every data dir a test makes is removed after it (they used to pile up in the temp folder).
const created: string[] = [];
const dataDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'candlog-config-'));
  created.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of created) fs.rmSync(dir, { recursive: true, force: true });
});
const SECRET = 'a'.repeat(32);

describe('loadConfig', () => {
  it('defaults: port 4000 on 127.0.0.1, embedded with demo on, registration closed', () => {
    const dir = dataDir();
    const c = loadConfig({ DATA_DIR: dir });
    expect(c).toMatchObject({
      port: 4000,
      host: '127.0.0.1',
      databaseUrl: null,
      demoMode: true,
      registrationOpen: false,
      smtpUrl: null,
    });
    // Embedded mode keeps one generated secret, readable only by its owner.
    const file = path.join(dir, 'jwt-secret');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(c.jwtSecret);
    expect(Buffer.byteLength(c.jwtSecret)).toBeGreaterThanOrEqual(32);
  });

  it('with DATABASE_URL: demo off unless forced, JWT_SECRET required', () => {
    const base = { DATABASE_URL: 'postgres://u@db/candlog', DATA_DIR: dataDir() };
    expect(() => loadConfig(base)).toThrow(/JWT_SECRET must be set/);
    expect(loadConfig({ ...base, JWT_SECRET: SECRET }).demoMode).toBe(false);
    expect(loadConfig({ ...base, JWT_SECRET: SECRET, DEMO_MODE: '1' }).demoMode).toBe(true);
    // The CLIs sign no tokens: no secret needed, none generated.
    expect(loadConfig(base, { needsJwtSecret: false }).jwtSecret).toBe('');
    expect(fs.existsSync(path.join(base.DATA_DIR, 'jwt-secret'))).toBe(false);
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT must be a port number/],
    [{ PORT: '70000' }, /PORT must be a port number/],
    [
      { DATABASE_URL: 'mysql://x/y', JWT_SECRET: SECRET },
      /DATABASE_URL must start with postgres:\/\/ or postgresql:\/\//,
    ],
    [{ JWT_SECRET: 'short' }, /JWT_SECRET must be at least 32 bytes/],
    [{ DEMO_MODE: 'maybe' }, /DEMO_MODE must be a boolean/],
    [{ REGISTRATION_OPEN: 'sure' }, /REGISTRATION_OPEN must be a boolean/],
    [{ SMTP_URL: 'http://mail' }, /SMTP_URL must start with smtp:\/\/ or smtps:\/\//],
  ])('%j stops start-up naming the variable', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(message);
  });

  // Runs last (jest keeps the order within a file): the earlier tests' dirs are gone.
  it('leaves no candlog-config-* directory in the temp folder', () => {
    expect(created.length).toBeGreaterThan(0);
    expect(created.filter((dir) => fs.existsSync(dir))).toEqual([]);
  });
});

describe('TRUST_PROXY', () => {
  it('defaults to loopback only; accepts named ranges, addresses and CIDR; "none" trusts nobody', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).trustProxy).toEqual(['loopback']);
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: 'loopback, 10.0.0.0/8, fd00::1' }).trustProxy).toEqual([
      'loopback',
      '10.0.0.0/8',
      'fd00::1',
    ]);
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: 'none' }).trustProxy).toEqual([]);
  });

  it.each(['everything', '10.0.0.0/33', '10.0.0/8', 'true', '2'])('refuses %j naming the variable', (value) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: value })).toThrow(/TRUST_PROXY must list/);
  });
});

describe('DATABASE_REPLICA_URLS', () => {
  const base = () => ({ DATABASE_URL: 'postgres://u@db/candlog', JWT_SECRET: SECRET, DATA_DIR: dataDir() });

  it('is optional (no replicas) and takes a comma-separated list of postgres URLs', () => {
    expect(loadConfig(base()).databaseReplicaUrls).toEqual([]);
    expect(
      loadConfig({ ...base(), DATABASE_REPLICA_URLS: 'postgres://u@r1/candlog, postgresql://u@r2:5433/candlog' })
        .databaseReplicaUrls,
    ).toEqual(['postgres://u@r1/candlog', 'postgresql://u@r2:5433/candlog']);
    expect(loadConfig(base()).replicaReadAfterWriteMs).toBe(10000);
  });

  it('refuses a bad entry, naming the variable and the entry', () => {
    expect(() => loadConfig({ ...base(), DATABASE_REPLICA_URLS: 'postgres://u@r1/candlog,mysql://r2/x' })).toThrow(
      'Invalid configuration: DATABASE_REPLICA_URLS entry 2: must start with postgres:// or postgresql://',
    );
  });

  it('needs DATABASE_URL: the embedded PostgreSQL has no replicas', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), DATABASE_REPLICA_URLS: 'postgres://u@r1/candlog' })).toThrow(
      /DATABASE_REPLICA_URLS needs DATABASE_URL/,
    );
  });
});

describe('DATABASE_POOL_SIZE', () => {
  const base = () => ({ DATABASE_URL: 'postgres://u@db/candlog', JWT_SECRET: SECRET, DATA_DIR: dataDir() });

  it('defaults to 10 connections per instance and takes a whole number from 1 to 500', () => {
    expect(loadConfig(base()).databasePoolSize).toBe(10);
    expect(loadConfig({ ...base(), DATABASE_POOL_SIZE: '16' }).databasePoolSize).toBe(16);
    for (const bad of ['0', '501', 'ten', '1.5'])
      expect(() => loadConfig({ ...base(), DATABASE_POOL_SIZE: bad })).toThrow(
        `Invalid configuration: DATABASE_POOL_SIZE must be a whole number from 1 to 500, got "${bad}"`,
      );
  });
});
