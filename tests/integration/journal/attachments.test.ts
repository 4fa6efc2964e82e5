import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { gql, rest } from '../../support/api-client';
import { accountPayload, createUser, tradePayload, type TestUser } from '../../support/factories';
import { startTestApp, type TestApp } from '../../support/test-app';

jest.setTimeout(90000);

let app: TestApp;
let a: TestUser;
let b: TestUser;
let accountId: string;
let tradeId: string;

const call = (method: string, p: string, body?: unknown, token = a.token) =>
  rest(app.baseUrl, method, p, body, { token });

/** A JPEG carrying EXIF with a camera make and a GPS position (the GPS IFD pointer, tag 0x8825). */
const jpegWithGps = () =>
  sharp({ create: { width: 640, height: 400, channels: 3, background: '#3366cc' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'CandlogCam', Copyright: 'secret' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '48/1 51/1 2400/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '2/1 21/1 300/100',
      },
    })
    .toBuffer();
const png = (w = 32, h = 32) =>
  sharp({ create: { width: w, height: h, channels: 4, background: '#ff0000' } })
    .png()
    .toBuffer();

const hasGps = (exif: Buffer | undefined) =>
  !!exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])));

async function upload(fields: Record<string, string>, bytes: Buffer, type: string, token = a.token, name = 'shot') {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  form.set('file', new Blob([new Uint8Array(bytes)], { type }), name);
  const res = await fetch(`${app.baseUrl}/api/attachments`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: res.status, body: await res.json() };
}

async function fetchBytes(url: string, token = a.token) {
  const res = await fetch(`${app.baseUrl}${url}`, { headers: { Authorization: `Bearer ${token}` } });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

const storedCount = async () =>
  Number((await app.services.dataSource.query(`SELECT count(*) AS n FROM attachments`))[0].n);
const fileOf = (key: string) => path.join(app.services.config.dataDir, 'attachments', key);

beforeAll(async () => {
  app = await startTestApp();
  [a, b] = await Promise.all([createUser(app), createUser(app)]);
  accountId = (await call('POST', '/api/accounts/', accountPayload())).body.id;
  tradeId = (await call('POST', '/api/trades/', tradePayload(accountId))).body.id;
});
afterAll(() => app?.close());

describe('POST /api/attachments', () => {
  it('stores a JPEG without its EXIF and GPS, in the file and the thumbnail; only its owner can fetch it', async () => {
    const original = await jpegWithGps();
    expect(hasGps((await sharp(original).metadata()).exif)).toBe(true);

    const made = await upload({ trade_id: tradeId }, original, 'image/jpeg');
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      content_type: 'image/jpeg',
      width: 640,
      height: 400,
      url: `/api/attachments/${made.body.id}`,
      thumbnail_url: `/api/attachments/${made.body.id}/thumbnail`,
    });

    const image = await fetchBytes(made.body.url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect(image.headers.get('cache-control')).toBe('private, no-store');
    const stored = await sharp(image.bytes).metadata();
    expect(stored.format).toBe('jpeg');
    expect(stored.exif).toBeUndefined();
    expect(image.bytes.includes(Buffer.from('CandlogCam'))).toBe(false);

    const thumb = await fetchBytes(made.body.thumbnail_url);
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('cache-control')).toBe('private, no-store');
    const thumbMeta = await sharp(thumb.bytes).metadata();
    expect(thumbMeta.format).toBe('webp');
    expect(thumbMeta.width).toBeLessThanOrEqual(480);
    expect(thumbMeta.exif).toBeUndefined();
    expect(hasGps(thumbMeta.exif)).toBe(false);

    // The file on disk is the clean one too.
    const [row] = await app.services.dataSource.query(`SELECT storage_key FROM attachments WHERE id = $1`, [
      made.body.id,
    ]);
    expect((await sharp(fileOf(row.storage_key)).metadata()).exif).toBeUndefined();

    // Another user: 404 for the image, the thumbnail, the list and the delete; nothing changes.
    expect((await fetchBytes(made.body.url, b.token)).status).toBe(404);
    expect((await fetchBytes(made.body.thumbnail_url, b.token)).status).toBe(404);
    expect((await call('DELETE', made.body.url, undefined, b.token)).status).toBe(404);
    expect((await call('GET', `/api/attachments?trade_id=${tradeId}`, undefined, b.token)).body).toEqual([]);
    expect((await upload({ trade_id: tradeId }, await png(), 'image/png', b.token)).status).toBe(404);
    expect((await fetchBytes(made.body.url)).status).toBe(200);
    expect((await fetchBytes(made.body.url, '')).status).toBe(401);

    const listed = await call('GET', `/api/attachments?trade_id=${tradeId}`);
    expect(listed.body.map((x: { id: string }) => x.id)).toEqual([made.body.id]);
    const viaGraphql = await gql(
      app.baseUrl,
      `{ trades { items { id attachments { id width thumbnailUrl } } } }`,
      {},
      {
        token: a.token,
      },
    );
    expect(JSON.stringify(viaGraphql.data)).toContain(made.body.id);

    expect((await call('DELETE', made.body.url)).status).toBe(200);
    expect(existsSync(fileOf(row.storage_key))).toBe(false);
    expect((await fetchBytes(made.body.url)).status).toBe(404);
  });

  it.each([
    ['a text file named .png', Buffer.from('hello, not an image'), 'image/png', 'not a readable PNG'],
    ['a PNG claiming to be a JPEG', 'png', 'image/jpeg', 'not the JPEG it claims to be'],
    ['a PNG with a ZIP after it (polyglot)', 'png+zip', 'image/png', 'polyglot'],
    ['a PNG with HTML after it (polyglot)', 'png+html', 'image/png', 'polyglot'],
    ['a GIF', 'gif', 'image/gif', 'Only PNG, JPEG and WebP'],
  ])('refuses %s with a 4xx naming why and stores nothing', async (_label, kind, type, why) => {
    let bytes: Buffer;
    if (kind === 'png') bytes = await png();
    else if (kind === 'png+zip') bytes = Buffer.concat([await png(), Buffer.from('PK\u0003\u0004zipzipzip')]);
    else if (kind === 'png+html') bytes = Buffer.concat([await png(), Buffer.from('<script>alert(1)</script>')]);
    else if (kind === 'gif')
      bytes = await sharp(await png())
        .gif()
        .toBuffer();
    else bytes = kind as Buffer;
    const before = await storedCount();
    const r = await upload({ trade_id: tradeId }, bytes, type);
    expect(r.status).toBe(422);
    expect(JSON.stringify(r.body)).toContain(why);
    expect(await storedCount()).toBe(before);
  });

  it('refuses a file over 10 MB with 413, and a 21st image on a day', async () => {
    const big = Buffer.concat([await png(), Buffer.alloc(10 * 1024 * 1024)]);
    const tooBig = await upload({ trade_id: tradeId }, big, 'image/png');
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.detail).toBe('The file is larger than 10 MB');

    const small = await png(8, 8);
    for (let i = 0; i < 20; i++) expect((await upload({ day: '2024-03-01' }, small, 'image/png')).status).toBe(201);
    const over = await upload({ day: '2024-03-01' }, small, 'image/png');
    expect(over.status).toBe(422);
    expect(over.body.detail).toBe('A day holds at most 20 images');
    expect((await call('GET', '/api/attachments?day=2024-03-01')).body).toHaveLength(20);
    // The day exists now (made empty by the first upload) and lists them over GraphQL too.
    const day = await gql(
      app.baseUrl,
      `{ journalDay(date: "2024-03-01") { saved attachments { id } } }`,
      {},
      { token: a.token },
    );
    expect(day.data).toMatchObject({ journalDay: { saved: true } });
  });

  it('deletes the files with their day, trade, account and user', async () => {
    const keysOf = async (ids: string[]) =>
      (
        await app.services.dataSource.query(`SELECT storage_key, thumbnail_key FROM attachments WHERE id = ANY($1)`, [
          ids,
        ])
      ).flatMap((r: { storage_key: string; thumbnail_key: string }) => [r.storage_key, r.thumbnail_key]);
    const user = await createUser(app);
    const acc = (await call('POST', '/api/accounts/', accountPayload(), user.token)).body.id;
    const t1 = (await call('POST', '/api/trades/', tradePayload(acc), user.token)).body.id;
    const t2 = (await call('POST', '/api/trades/', tradePayload(acc), user.token)).body.id;
    const img = await png();
    const onTrade = (await upload({ trade_id: t1 }, img, 'image/png', user.token)).body.id;
    const onDay = (await upload({ day: '2024-03-02', account_id: acc }, img, 'image/png', user.token)).body.id;
    const onOther = (await upload({ trade_id: t2 }, img, 'image/png', user.token)).body.id;
    const onAll = (await upload({ day: '2024-03-02' }, img, 'image/png', user.token)).body.id;
    const files = async (ids: string[]) => (await keysOf(ids)).map(fileOf);
    const [tradeFiles, dayFiles, otherFiles, allFiles] = await Promise.all([
      files([onTrade]),
      files([onDay]),
      files([onOther]),
      files([onAll]),
    ]);
    for (const f of [...tradeFiles, ...dayFiles, ...otherFiles, ...allFiles]) expect(existsSync(f)).toBe(true);

    expect((await call('DELETE', `/api/trades/${t1}`, undefined, user.token)).status).toBe(200);
    await app.services.attachments.sweep();
    for (const f of tradeFiles) expect(existsSync(f)).toBe(false);

    expect((await call('DELETE', `/api/journal/days/2024-03-02?account_id=${acc}`, undefined, user.token)).status).toBe(
      200,
    );
    await app.services.attachments.sweep();
    for (const f of dayFiles) expect(existsSync(f)).toBe(false);

    await app.services.dataSource.query(`DELETE FROM trading_accounts WHERE id = $1`, [acc]);
    await app.services.attachments.sweep();
    for (const f of otherFiles) expect(existsSync(f)).toBe(false);
    expect(existsSync(allFiles[0])).toBe(true);

    await app.services.dataSource.query(`DELETE FROM users WHERE id = $1`, [user.id]);
    await app.services.attachments.sweep();
    for (const f of allFiles) expect(existsSync(f)).toBe(false);
  });
});
