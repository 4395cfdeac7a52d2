import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/test-app';
import { redactUrl, serializeError } from './logging';

const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    config: { LOG_LEVEL: 'info' },
    logStream: { write: (line) => void lines.push(line) },
  });
});
afterAll(() => t.close());

const shopper = {
  name: 'Meera Iyer',
  email: 'meera.iyer@example.in',
  password: 'a secret phrase 42',
};

describe('logs never hold personal data or secrets', () => {
  it('a failed query is logged with its SQL and constraint, without its values (hash, email, name)', async () => {
    await t.db.execute(
      sql.raw(`alter table customers add constraint no_meera check (name <> '${shopper.name}')`),
    );
    lines.length = 0;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/customer/customer-register',
      payload: shopper,
    });
    expect(res.statusCode).toBe(500);
    const logged = lines.join('\n');
    const failure = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'request failed');
    expect(failure.err.message).toMatch(/^Failed query: insert into "customers"/);
    expect(JSON.stringify(failure.err)).toContain('no_meera');
    for (const personal of [shopper.name, shopper.email, 'params:'])
      expect(logged).not.toContain(personal);
    expect(logged).not.toMatch(/\$2[aby]\$|scrypt\$/); // no password hash, old or new
    await t.db.execute(sql`alter table customers drop constraint no_meera`);
  });

  it("a database error's detail and quoted input are dropped", async () => {
    const email = 'dup.shopper@example.in';
    await t.db.execute(sql`create temporary table emails (email text unique)`);
    await t.db.execute(sql`insert into emails values (${email})`);
    const duplicate = await t.db
      .execute(sql`insert into emails values (${email})`)
      .catch((e: unknown) => e);
    const badUuid = await t.db
      .execute(sql`select ${'not-a-uuid-but-personal'}::uuid`)
      .catch((e: unknown) => e);
    const serialized = JSON.stringify([serializeError(duplicate), serializeError(badUuid)]);
    expect(serialized).toContain('23505');
    expect(serialized).toContain('22P02');
    expect(serialized).not.toContain(email);
    expect(serialized).not.toContain('not-a-uuid-but-personal');
  });

  it("the request line hides a payer link's secret", async () => {
    lines.length = 0;
    await t.app.inject({ url: '/api/payment/sandbox/pay/OD1?secret=abcdefSECRET123' });
    const logged = lines.join('\n');
    expect(logged).toContain('/api/payment/sandbox/pay/OD1?secret=[Redacted]');
    expect(logged).not.toContain('abcdefSECRET123');
    expect(redactUrl('/x?a=1&token=t0k&b=2')).toBe('/x?a=1&token=[Redacted]&b=2');
  });

  it('personal fields of a logged object are redacted', () => {
    lines.length = 0;
    t.app.log.info(
      { user: { email: 'x@example.in', phonenumber: '9876543210', passwordHash: '$2a$10$abc' } },
      'who',
    );
    const line = lines.join('\n');
    for (const value of ['x@example.in', '9876543210', '$2a$10$abc'])
      expect(line).not.toContain(value);
  });
});
