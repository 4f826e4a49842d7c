import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../src/db/database';
import { isDatabaseUnavailable } from '../src/db/unavailable';
import { dialectsFor } from './helpers';

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

// The pg driver's own behaviour: PostgreSQL only (when the run has one, as `sql` suites do).
const postgresUrl = dialectsFor('sql').includes('postgres')
  ? process.env.TEST_DATABASE_URL
  : undefined;

(postgresUrl ? describe : describe.skip)('a PostgreSQL connection closed while in use', () => {
  it('fails its transaction and leaves the process and the pool working', async () => {
    const { db, close } = openDatabase({ databaseUrl: postgresUrl!, sqliteFile: ':memory:' });
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      await expect(
        db.transaction().execute(async (trx) => {
          const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
          // A restart or an administrator ends it between two of the transaction's queries: the
          // server's FATAL arrives while no query is waiting for it.
          await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
          await new Promise((resolve) => setTimeout(resolve, 300));
          await sql`select 1`.execute(trx);
        }),
      ).rejects.toThrow();
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/connection in use closed/));
      const { rows } = await sql<{ one: number }>`select 1 as one`.execute(db);
      expect(rows[0]!.one).toBe(1);
    } finally {
      warn.mockRestore();
      await admin.end();
      await close();
    }
  });
});
