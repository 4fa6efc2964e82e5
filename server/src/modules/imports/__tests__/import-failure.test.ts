import { serverFailure } from '../import-failure';

/** The messages a user reads on a failed import (GET /api/imports/:id and the Import page). */
describe('serverFailure', () => {
  const budget = 600_000;

  it('names the time budget when a statement ran out of it', () => {
    const failure = serverFailure(Object.assign(new Error('canceling statement'), { code: '57014' }), budget);
    expect(failure).toEqual({ message: expect.stringContaining('time budget (10 min)'), retryable: true });
  });

  it.each(['timeout exceeded when trying to connect', 'Connection terminated due to connection timeout'])(
    'says the database was too slow to hand out a connection (%s), not that the server broke',
    (text) => {
      const failure = serverFailure(new Error(text), budget);
      expect(failure.message).toMatch(/did not hand the import a connection in time/);
      expect(failure.message).not.toMatch(/internal error/);
      expect(failure.retryable).toBe(true);
    },
  );

  it('says the connection was lost when the server went away mid-import', () => {
    const failure = serverFailure(new Error('Connection terminated unexpectedly'), budget);
    expect(failure.message).toMatch(/connection to the database was lost/);
  });

  it('keeps an unknown error as an internal one, pointing at the log', () => {
    expect(serverFailure(new TypeError('x is undefined'), budget).message).toMatch(/internal error .* server log/);
  });
});
