// Issue 17: a phone on a slow connection gets compressed, well-cached files. The built client is
// served from the brotli/gzip variants the build makes (client/build/precompress.ts), JSON is
// compressed on the fly, the CSV export still streams, and the basics (robots.txt, favicon,
// manifest) are real files, not the app's HTML.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { precompressDir } from '../../../client/build/precompress';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createUser, type TestUser } from '../../support/factories';
import { rest } from '../../support/api-client';

const PUBLIC_DIR = path.resolve(__dirname, '..', '..', '..', 'client', 'public');
const ASSET = 'assets/index-Ab12Cd34.js';

/** The raw bytes and headers as they cross the wire (fetch would decode them). */
function rawGet(baseUrl: string, urlPath: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(`${baseUrl}${urlPath}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

let app: TestApp;
let dist: string;
let script: string;
let user: TestUser;

beforeAll(async () => {
  // A build as the client's Vite build leaves it: public/ copied, hashed assets, then precompressed.
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'candlog-dist-'));
  fs.cpSync(PUBLIC_DIR, dist, { recursive: true });
  fs.mkdirSync(path.join(dist, 'assets'));
  script = Array.from({ length: 400 }, (_, i) => `export const figure${i} = () => "trade figure ${i}";`).join('\n');
  fs.writeFileSync(path.join(dist, ASSET), script);
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html><html><head><title>Candlog</title></head><body>${'<p>Loading your journal…</p>'.repeat(60)}<script type="module" src="/${ASSET}"></script></body></html>`,
  );
  precompressDir(dist);
  app = await startTestApp({ CLIENT_DIST: dist, PUBLIC_URL: 'https://journal.example' });
  user = await createUser(app);
});
afterAll(async () => {
  await app?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

it('serves a hashed script as brotli to a browser, gzip to a gzip-only client, plain otherwise — cached for a year', async () => {
  const br = await rawGet(app.baseUrl, `/${ASSET}`, { 'accept-encoding': 'gzip, deflate, br, zstd' });
  expect(br.status).toBe(200);
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
  expect(br.headers.vary).toMatch(/Accept-Encoding/i);
  expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(Number(br.headers['content-length'])).toBe(br.body.length);
  expect(br.body.length).toBeLessThan(script.length / 4);
  expect(zlib.brotliDecompressSync(br.body).toString()).toBe(script);

  const gz = await rawGet(app.baseUrl, `/${ASSET}`, { 'accept-encoding': 'gzip' });
  expect(gz.headers['content-encoding']).toBe('gzip');
  expect(gz.headers.vary).toMatch(/Accept-Encoding/i);
  expect(zlib.gunzipSync(gz.body).toString()).toBe(script);

  const refused = await rawGet(app.baseUrl, `/${ASSET}`, { 'accept-encoding': 'br;q=0, gzip;q=0' });
  expect(refused.headers['content-encoding']).toBeUndefined();
  expect(refused.body.toString()).toBe(script);
  const plain = await rawGet(app.baseUrl, `/${ASSET}`);
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
});

it('serves index.html compressed but always revalidated, for / and for client routes', async () => {
  for (const route of ['/', '/analytics', '/index.html']) {
    const res = await rawGet(app.baseUrl, route, { 'accept-encoding': 'gzip, br', accept: 'text/html' });
    expect([route, res.status, res.headers['content-encoding'], res.headers['cache-control']]).toEqual([
      route,
      200,
      'br',
      'no-cache',
    ]);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(zlib.brotliDecompressSync(res.body).toString()).toContain(`src="/${ASSET}"`);
  }
});

it('answers a hashed file from an older build with a 404, not the app page', async () => {
  const res = await rawGet(app.baseUrl, '/assets/index-Old00000.js', { 'accept-encoding': 'br' });
  expect(res.status).toBe(404);
  expect(res.headers['content-encoding']).toBeUndefined();
});

it('serves robots.txt, favicon.ico and the web app manifest as real files', async () => {
  const robots = await rawGet(app.baseUrl, '/robots.txt', { accept: 'text/html,*/*' });
  expect([robots.status, robots.headers['content-type']]).toEqual([200, 'text/plain; charset=utf-8']);
  expect(robots.body.toString()).toMatch(/^User-agent: \*$/m);

  const icon = await rawGet(app.baseUrl, '/favicon.ico', { accept: 'image/*' });
  expect(icon.status).toBe(200);
  expect(icon.headers['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)$/);
  expect([...icon.body.subarray(0, 4)]).toEqual([0, 0, 1, 0]); // the ICO signature

  const manifest = await rawGet(app.baseUrl, '/manifest.webmanifest');
  expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
  const parsed = JSON.parse(manifest.body.toString());
  for (const i of parsed.icons) {
    const png = await rawGet(app.baseUrl, i.src);
    expect([i.src, png.status, png.headers['content-type'], png.body.subarray(1, 4).toString()]).toEqual([
      i.src,
      200,
      'image/png',
      'PNG',
    ]);
  }
});

it('compresses GraphQL and REST JSON over 1 KB on the fly, leaves small answers alone', async () => {
  const query = JSON.stringify({ query: `{ __schema { types { name description } } }` });
  const big = await new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = http.request(
      `${app.baseUrl}/graphql`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'accept-encoding': 'gzip',
          authorization: `Bearer ${user.token}`,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      },
    );
    req.on('error', reject);
    req.end(query);
  });
  expect(big.headers['content-encoding']).toBe('gzip');
  expect(big.headers.vary).toMatch(/Accept-Encoding/i);
  const json = zlib.gunzipSync(big.body);
  expect(json.length).toBeGreaterThan(1024);
  expect(JSON.parse(json.toString()).data.__schema.types.length).toBeGreaterThan(10);

  const small = await rawGet(app.baseUrl, '/healthz', { 'accept-encoding': 'gzip, br' });
  expect(small.headers['content-encoding']).toBeUndefined();
  expect(JSON.parse(small.body.toString())).toEqual({ status: 'ok', database: 'ok' });

  // A client that does not ask for compression gets JSON plain, with the same Vary for caches.
  const plain = await rawGet(app.baseUrl, '/healthz');
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
});

it('streams the CSV export uncompressed (row batches reach the browser as they are written)', async () => {
  const account = await rest(
    app.baseUrl,
    'POST',
    '/api/accounts/',
    { name: 'Main', currency: 'usd', initial_balance: 1000 },
    { token: user.token },
  );
  const csv = await rawGet(app.baseUrl, `/api/reports/export.csv?period=yearly&account_id=${account.body.id}`, {
    'accept-encoding': 'gzip, br',
    authorization: `Bearer ${user.token}`,
  });
  expect(csv.status).toBe(200);
  expect(csv.headers['content-encoding']).toBeUndefined();
  expect(csv.headers['transfer-encoding']).toBe('chunked');
  expect(csv.body.toString()).toMatch(/^\uFEFF?Date/);
});

it('sends Strict-Transport-Security when PUBLIC_URL is https, and not otherwise', async () => {
  expect((await rawGet(app.baseUrl, '/healthz')).headers['strict-transport-security']).toBe(
    'max-age=31536000; includeSubDomains',
  );
  const plainApp = await startTestApp({ CLIENT_DIST: dist, PUBLIC_URL: 'http://127.0.0.1:4000' });
  try {
    expect((await rawGet(plainApp.baseUrl, '/healthz')).headers['strict-transport-security']).toBeUndefined();
  } finally {
    await plainApp.close();
  }
});
