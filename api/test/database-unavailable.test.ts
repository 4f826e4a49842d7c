import { isDatabaseUnavailable } from '../src/db/unavailable';

describe('a database that is not there right now (answered 503, not 500)', () => {
  it.each([
    [
      'refused connection',
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    ],
    [
      'server shutting down',
      Object.assign(new Error('terminating connection due to administrator command'), {
        code: '57P01',
      }),
    ],
    [
      'server starting',
      Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
    ],
    ['connection lost mid-query', new Error('Connection terminated unexpectedly')],
    [
      'broken pooled client',
      new Error('Client has encountered a connection error and is not queryable'),
    ],
  ])('%s', (_name, error) => expect(isDatabaseUnavailable(error)).toBe(true));

  it.each([
    ['a constraint violation', Object.assign(new Error('duplicate key'), { code: '23505' })],
    ['a syntax error', Object.assign(new Error('syntax error at or near'), { code: '42601' })],
    [
      'an SQLite busy database',
      Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' }),
    ],
    ['a plain error', new Error('boom')],
    ['not an error', 'ECONNREFUSED'],
    ['nothing', null],
  ])('not for %s', (_name, error) => expect(isDatabaseUnavailable(error)).toBe(false));
});
