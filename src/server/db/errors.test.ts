import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/test-app';
import { clientCausedDatabaseError, isUniqueViolation } from './errors';

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
