// `npm run start:cluster`: several Candlog instances on one PostgreSQL and one Redis behind nginx
// (issue 14) — the hosted shape, on one machine. Each instance is the built server
// (server/dist/main.js); they share DATABASE_URL, REDIS_URL and JWT_SECRET, so a session, a
// throttle, a rate limit and a live event work the same whichever instance a request reaches.
//
//   DATABASE_URL  default postgres://postgres@127.0.0.1:5432/candlog_cluster (created when missing)
//   REDIS_URL     default redis://127.0.0.1:6379/0
//   PORT          nginx's port (default 4000); instances listen on PORT+1 … PORT+INSTANCES
//   INSTANCES     default 2
//   JWT_SECRET    default: generated once into .data/cluster/jwt-secret
//   DEMO_MODE     default 1 (the demo user, seeded once)
// Needs nginx (Debian: apt-get install -y nginx). Ctrl-C stops everything it started.
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import nginxHelpers from './cluster/nginx.cjs';

const { findNginx, startNginx, writeNginxConfig } = nginxHelpers;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const fail = (message) => {
  console.error(`[cluster] ${message}`);
  process.exit(1);
};

const port = Number(process.env.PORT ?? 4000);
const instances = Number(process.env.INSTANCES ?? 2);
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/candlog_cluster';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/0';
const clusterDir = path.join(root, '.data', 'cluster');
fs.mkdirSync(clusterDir, { recursive: true });

const nginx = findNginx();
if (!nginx) fail('nginx is not installed: `apt-get install -y nginx` (Debian/Ubuntu), then run this again');

if (
  !fs.existsSync(path.join(root, 'server/dist/main.js')) ||
  !fs.existsSync(path.join(root, 'client/dist/index.html'))
) {
  console.log('[cluster] building …');
  if (spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' }).status !== 0) fail('the build failed');
}

// PostgreSQL: reachable, and the database exists (created on first use).
const { default: pg } = await import('pg');
{
  const target = new URL(databaseUrl);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
  } catch (error) {
    fail(`PostgreSQL at ${target.host} does not answer (${error.message}); set DATABASE_URL`);
  }
  const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (!rowCount) {
    await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
    console.log(`[cluster] created database ${name}`);
  }
  await client.end();
}

// Redis: answers PING.
await new Promise((resolve) => {
  const { hostname, port: redisPort } = new URL(redisUrl);
  const socket = net.connect(Number(redisPort || 6379), hostname, () => socket.write('PING\r\n'));
  socket.setTimeout(2000, () => socket.destroy(new Error('timeout')));
  socket.once('data', () => {
    socket.end();
    resolve();
  });
  socket.once('error', (error) =>
    fail(
      `Redis at ${hostname}:${redisPort || 6379} does not answer (${error.message}); start redis-server or set REDIS_URL`,
    ),
  );
});

const secretFile = path.join(clusterDir, 'jwt-secret');
if (!process.env.JWT_SECRET && !fs.existsSync(secretFile))
  fs.writeFileSync(secretFile, crypto.randomBytes(32).toString('hex'), { mode: 0o600 });
const jwtSecret = process.env.JWT_SECRET ?? fs.readFileSync(secretFile, 'utf8').trim();

const children = [];
const stopAll = () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
};
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);

async function waitHealthy(url, child) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) fail(`an instance exited with ${child.exitCode} before it was ready`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  fail(`${url} did not become healthy within 90 s`);
}

// One after the other: the first applies the migrations (and seeds the demo), the others find them done.
const upstreamPorts = [];
for (let i = 1; i <= instances; i++) {
  const instancePort = port + i;
  const child = spawn(process.execPath, [path.join(root, 'server/dist/main.js')], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      JWT_SECRET: jwtSecret,
      PORT: String(instancePort),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(clusterDir, `instance-${i}`),
      DEMO_MODE: process.env.DEMO_MODE ?? '1',
      PUBLIC_URL: process.env.PUBLIC_URL ?? `http://127.0.0.1:${port}`,
    },
  });
  children.push(child);
  child.on('exit', (code, signal) =>
    console.log(`[cluster] instance ${i} (:${instancePort}) exited (${signal ?? code})`),
  );
  await waitHealthy(`http://127.0.0.1:${instancePort}`, child);
  upstreamPorts.push(instancePort);
  console.log(`[cluster] instance ${i} ready on :${instancePort}`);
}

const conf = writeNginxConfig({ dir: path.join(clusterDir, 'nginx'), listenPort: port, upstreamPorts });
const proxy = await startNginx(nginx, conf, port);
children.push(proxy);
console.log(
  `[cluster] Candlog on http://127.0.0.1:${port} — nginx over ${instances} instances (${upstreamPorts.join(', ')})`,
);
proxy.on('exit', () => {
  stopAll();
});
