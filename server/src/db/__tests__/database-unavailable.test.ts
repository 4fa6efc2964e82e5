import { QueryFailedError } from 'typeorm';
import { ServiceUnavailableError } from '../../errors';
import { isDatabaseUnavailable } from '../database-unavailable';

const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code });
const wrapped = (driverError: Error) => new QueryFailedError('SELECT 1', [], driverError);

/** Which failures answer 503 "try again" (never 401) and which keep their own meaning. */
describe('isDatabaseUnavailable', () => {
  it.each([
    ['connection refused', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    ['pool connect timeout', new Error('timeout exceeded when trying to connect')],
    ['server went away mid-query', new Error('Connection terminated unexpectedly')],
    [
      'admin shutdown (57P01) inside a QueryFailedError',
      wrapped(pgError('57P01', 'terminating connection due to administrator command')),
    ],
    ['starting up (57P03)', pgError('57P03', 'the database system is starting up')],
    ['statement_timeout (57014)', wrapped(pgError('57014', 'canceling statement due to statement timeout'))],
    ['connection exception class 08', pgError('08006')],
    ['client-side query timeout', new Error('Query read timeout')],
    ['all addresses refused', Object.assign(new AggregateError([pgError('ECONNREFUSED')]), {})],
    ['already mapped', new ServiceUnavailableError()],
  ])('%s → unavailable', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['unique violation (23505)', wrapped(pgError('23505', 'duplicate key value violates unique constraint'))],
    ['invalid text (22P02)', wrapped(pgError('22P02', 'invalid input syntax for type uuid'))],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['nothing', undefined],
  ])('%s → not unavailable', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
