import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { english } from '@shared/said';
import { createTestApp, registerCustomer, rowCount, type TestApp } from '../test/test-app';
import { requestHash, runIdempotent } from './idempotency';
import { DomainError } from '../domain-error';
import { statusOf } from './errors';

let t: TestApp;
let productId: string;
beforeAll(async () => {
  t = await createTestApp({ seedProducts: 48 });
  productId = ((await t.db.execute(sql`select id from products limit 1`)).rows[0] as { id: string })
    .id;
});
afterAll(() => t.close());

function fakeRequest(key: string, body: unknown): FastifyRequest {
  return {
    headers: { 'idempotency-key': key },
    method: 'POST',
    url: '/api/test',
    body,
    routeOptions: { url: '/api/test' },
  } as unknown as FastifyRequest;
}
function fakeReply(): FastifyReply & { headersSent: Record<string, string> } {
  const reply = { statusCode: 200, headersSent: {} as Record<string, string> } as FastifyReply & {
    headersSent: Record<string, string>;
  };
  reply.header = ((k: string, v: string) => (
    (reply.headersSent[k] = v),
    reply
  )) as FastifyReply['header'];
  reply.status = ((code: number) => ((reply.statusCode = code), reply)) as FastifyReply['status'];
  return reply;
}
const countContacts = () => rowCount(t.db, 'contact_messages');
const writeContact = (db: typeof t.db, subject: string) =>
  db.execute(
    sql`insert into contact_messages (name, email, subject, message) values ('n', 'e@example.in', ${subject}, 'm')`,
  );

describe('Idempotency-Key on a real route (submit-review)', () => {
  it('replays the stored answer for a repeat and applies the change once', async () => {
    const { headers } = await registerCustomer(t.app);
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/home/customer/submit-review',
        headers: { ...headers, 'idempotency-key': 'review-key-0001' },
        payload: { name: 'Asha', review: 'Great', rating: 5, productId },
      });
    const first = await send();
    const second = await send();
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(second.headers['idempotent-replayed']).toBe('true');
    const rows = (
      await t.db.execute(
        sql`select count(*)::int as n from reviews where product_id = ${productId} and review = 'Great'`,
      )
    ).rows as { n: number }[];
    expect(rows[0]!.n).toBe(1);
  });

  it('refuses the same key with a different body (422), changing nothing', async () => {
    const { headers } = await registerCustomer(t.app);
    const h = { ...headers, 'idempotency-key': 'review-key-0002' };
    const other = (
      (await t.db.execute(sql`select id from products where id <> ${productId} limit 1`))
        .rows[0] as { id: string }
    ).id;
    await t.app.inject({
      method: 'POST',
      url: '/api/home/customer/submit-review',
      headers: h,
      payload: { name: 'A', review: 'One', rating: 4, productId: other },
    });
    const before = await rowCount(t.db, 'reviews');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/home/customer/submit-review',
      headers: h,
      payload: { name: 'A', review: 'Two', rating: 1, productId: other },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toBe(english('server_idempotency_mismatch'));
    expect(await rowCount(t.db, 'reviews')).toBe(before);
  });

  it('keeps keys of different customers apart', async () => {
    const a = await registerCustomer(t.app);
    const b = await registerCustomer(t.app);
    const payload = { name: 'X', review: 'Shared key', rating: 3, productId };
    for (const c of [a, b]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/home/customer/submit-review',
        headers: { ...c.headers, 'idempotency-key': 'same-key-123' },
        payload,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['idempotent-replayed']).toBeUndefined();
    }
  });

  it('refuses a malformed or overlong key, storing nothing', async () => {
    const { headers } = await registerCustomer(t.app);
    const keys = () => rowCount(t.db, 'idempotency_keys');
    const before = await keys();
    for (const key of ['bad key!', 'k'.repeat(65)]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/home/customer/submit-review',
        headers: { ...headers, 'idempotency-key': key },
        payload: { name: 'X', review: 'Y', rating: 3, productId },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(/8-64 letters/);
    }
    expect(await keys()).toBe(before);
  });
});

describe('runIdempotent', () => {
  /**
   * A claim committed without a stored answer: what a request of an older release, which claimed
   * first, left while running or when it died.
   */
  const claim = (scope: string, key: string, body: unknown, age: string) =>
    t.db
      .execute(sql`insert into idempotency_keys (scope, key, route, request_hash, state, created_at)
      values (${scope}, ${key}, '/api/test', ${requestHash(fakeRequest(key, body))}, 'in_progress', now() - ${age}::interval)`);

  it('makes a duplicate that arrives while the first is running wait for it, and replays its answer', async () => {
    let runs = 0;
    let release!: () => void;
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const work = async (db: typeof t.db) => {
      runs++;
      started();
      await new Promise<void>((resolve) => (release = resolve));
      await writeContact(db, 'concurrent');
      return { ok: true };
    };
    const before = await countContacts();
    const first = runIdempotent(
      t.deps,
      fakeRequest('twin-key', { c: 3 }),
      fakeReply(),
      'scope-4',
      work,
    );
    await running;
    const replay = fakeReply();
    const second = runIdempotent(
      t.deps,
      fakeRequest('twin-key', { c: 3 }),
      replay,
      'scope-4',
      work,
    );
    // The second is held (the key's row on PostgreSQL, the one connection on PGlite) until the first commits.
    await new Promise((resolve) => setTimeout(resolve, 100));
    release();
    await expect(Promise.all([first, second])).resolves.toEqual([{ ok: true }, { ok: true }]);
    expect(runs).toBe(1);
    expect(replay.headersSent['idempotent-replayed']).toBe('true');
    expect(await countContacts()).toBe(before + 1);
  });

  it('answers 409 to a request whose key an older release claimed and is still running, running nothing', async () => {
    await claim('scope-1', 'in-flight-key', { a: 1 }, '0 seconds');
    let runs = 0;
    const work = async () => (runs++, { ok: true });
    await expect(
      runIdempotent(t.deps, fakeRequest('in-flight-key', { a: 1 }), fakeReply(), 'scope-1', work),
    ).rejects.toSatisfy(
      (error: DomainError) =>
        statusOf(error.code) === 409 && error.message === english('server_idempotency_in_flight'),
    );
    expect(runs).toBe(0);
  });

  it('runs the work once and replays its answer afterwards', async () => {
    let runs = 0;
    const before = await countContacts();
    const work = async (db: typeof t.db) => (runs++, await writeContact(db, 'once'), { ok: true });
    await runIdempotent(t.deps, fakeRequest('once-key', { a: 1 }), fakeReply(), 'scope-1', work);
    const replay = fakeReply();
    await expect(
      runIdempotent(t.deps, fakeRequest('once-key', { a: 1 }), replay, 'scope-1', work),
    ).resolves.toEqual({ ok: true });
    expect(replay.headersSent['idempotent-replayed']).toBe('true');
    expect(runs).toBe(1);
    expect(await countContacts()).toBe(before + 1);
  });

  it('rolls the work back and frees the key when the work is refused', async () => {
    const before = await countContacts();
    const refuse = async (db: typeof t.db) => {
      await writeContact(db, 'refused');
      throw new DomainError('OUT_OF_STOCK', 'account_out_of_stock');
    };
    await expect(
      runIdempotent(t.deps, fakeRequest('refused-key', {}), fakeReply(), 'scope-2', refuse),
    ).rejects.toSatisfy((error: DomainError) => statusOf(error.code) === 409);
    expect(await countContacts()).toBe(before);
    const ok = async (db: typeof t.db) => (await writeContact(db, 'retried'), { ok: true });
    await expect(
      runIdempotent(t.deps, fakeRequest('refused-key', {}), fakeReply(), 'scope-2', ok),
    ).resolves.toEqual({ ok: true });
    expect(await countContacts()).toBe(before + 1);
  });

  it('lets a claim left by a request that died (stale, its work rolled back) be taken over', async () => {
    await claim('scope-3', 'crash-key', { b: 2 }, '2 minutes');
    const before = await countContacts();
    const work = async (db: typeof t.db) => (await writeContact(db, 'after crash'), { ok: true });
    await expect(
      runIdempotent(t.deps, fakeRequest('crash-key', { b: 2 }), fakeReply(), 'scope-3', work),
    ).resolves.toEqual({ ok: true });
    expect(await countContacts()).toBe(before + 1);
  });
});
