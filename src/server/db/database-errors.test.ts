import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/test-app';
import {
  clientCausedDatabaseError,
  databaseErrorCode,
  isDatabaseUnavailable,
  isUniqueViolation,
} from './database-errors';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const failure = async (query: ReturnType<typeof sql>) => {
  try {
    await t.db.execute(query);
  } catch (error) {
    return error;
  }
  throw new Error('the query was expected to fail');
};

describe('database errors a client can cause are 4xx', () => {
  it('text that is not a uuid is a 400', async () => {
    expect(clientCausedDatabaseError(await failure(sql`select ${'-'.repeat(36)}::uuid`))).toEqual({
      status: 400,
      error: 'A value in the request is not in the expected form',
    });
  });

  it('a NUL character in text is a 400', async () => {
    const error = await failure(sql`select ${'a\u0000b'}::text`);
    expect(clientCausedDatabaseError(error)?.status).toBe(400);
  });

  it('a unique violation is a 409 and is recognised', async () => {
    await t.db.execute(sql`create temporary table once (v int unique)`);
    await t.db.execute(sql`insert into once values (1)`);
    const error = await failure(sql`insert into once values (1)`);
    expect(isUniqueViolation(error)).toBe(true);
    expect(clientCausedDatabaseError(error)?.status).toBe(409);
  });

  it('anything else stays unexpected (a 500)', async () => {
    expect(
      clientCausedDatabaseError(await failure(sql`select * from no_such_table`)),
    ).toBeUndefined();
    expect(clientCausedDatabaseError(new Error('boom'))).toBeUndefined();
  });
});

/** An error as drizzle throws it: the driver's error in `cause`. */
const wrapped = (driverError: object) =>
  new Error('Failed query: select 1', { cause: Object.assign(new Error('driver'), driverError) });
const systemError = (code: string) => ({ code, errno: -1, syscall: 'connect' });

describe('a database restarting or out of reach is recognised', () => {
  it.each([
    ['57P01 admin_shutdown', { code: '57P01' }],
    ['57P02 crash_shutdown', { code: '57P02' }],
    ['57P03 cannot_connect_now', { code: '57P03' }],
    ['08006 connection_failure', { code: '08006' }],
    ['ECONNREFUSED', systemError('ECONNREFUSED')],
    ['ECONNRESET', systemError('ECONNRESET')],
    ['EPIPE', systemError('EPIPE')],
    ['ETIMEDOUT', systemError('ETIMEDOUT')],
    ['a lost connection', { message: 'Connection terminated unexpectedly' }],
    ['a connect timeout', { message: 'Connection terminated due to connection timeout' }],
    ['a pool wait timeout', { message: 'timeout exceeded when trying to connect' }],
  ])('%s, wrapped by drizzle', (_name, driverError) => {
    expect(isDatabaseUnavailable(wrapped(driverError))).toBe(true);
    expect(clientCausedDatabaseError(wrapped(driverError))).toBeUndefined();
  });

  it('a refusal on every address of a host (an AggregateError)', () => {
    const error = new AggregateError([
      Object.assign(new Error('connect ECONNREFUSED ::1:5432'), systemError('ECONNREFUSED')),
    ]);
    expect(isDatabaseUnavailable(new Error('query failed', { cause: error }))).toBe(true);
  });

  it("a query's own failure is not, nor a plain error", async () => {
    expect(isDatabaseUnavailable(await failure(sql`select * from no_such_table`))).toBe(false);
    expect(isDatabaseUnavailable(wrapped({ code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
  });

  it("a system error's code is not taken for a SQLSTATE", () => {
    expect(databaseErrorCode(wrapped(systemError('EPIPE')))).toBeUndefined();
    expect(databaseErrorCode(wrapped({ code: '57P03' }))).toBe('57P03');
  });
});
