import { isStoreUnavailable } from './storeUnavailable';

const coded = (code: string, message = 'x') => Object.assign(new Error(message), { code });

// Issue 29, item 4: a store that cannot be reached is a 503 with Retry-After, not a 500.
describe('isStoreUnavailable', () => {
  it.each([
    ['PostgreSQL refusing connections', coded('ECONNREFUSED')],
    ['a connection reset', coded('ECONNRESET')],
    ['both loopback addresses refused', new AggregateError([coded('ECONNREFUSED')], 'connect')],
    ['PostgreSQL shutting down (57P01)', coded('57P01', 'terminating connection')],
    ['PostgreSQL starting up (57P03)', coded('57P03', 'the database system is starting up')],
    ['a connection failure (08006)', coded('08006')],
    ['PostgreSQL on a full disk (53100)', coded('53100', 'could not extend file')],
    ['PostgreSQL out of connections (53300)', coded('53300', 'too many clients')],
    ['a terminated connection', new Error('Connection terminated unexpectedly')],
    ['a pool connect timeout', new Error('timeout exceeded when trying to connect')],
    ['SQLite busy', coded('SQLITE_BUSY')],
    ['SQLite on a full disk', coded('SQLITE_FULL')],
    ['SQLite I/O error (extended)', coded('SQLITE_IOERR_WRITE')],
    ['a wrapped cause', new Error('write failed', { cause: coded('ECONNREFUSED') })],
  ])('%s', (_what, error) => {
    expect(isStoreUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation (23505)', coded('23505', 'duplicate key')],
    ['a syntax error (42601)', coded('42601')],
    ['SQLite constraint', coded('SQLITE_CONSTRAINT_UNIQUE')],
    ['a plain bug', new TypeError('x is undefined')],
    ['not an error', 'ECONNREFUSED'],
    ['nothing', undefined],
  ])('not %s', (_what, error) => {
    expect(isStoreUnavailable(error)).toBe(false);
  });
});
