import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { idempotencyKeys, otpChallenges, rateLimits, revokedTokens } from '../../db/schema';
import { createTestApp, rowCount, type TestApp } from '../../test/test-app';
import { pruneExpired, startPruning } from './prune';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 60 * 60_000;
const now = new Date('2026-11-20T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('pruning expired rows', () => {
  it('deletes idempotent answers after 24 hours, day-old OTP challenges and revocations of expired tokens, and keeps the rest', async () => {
    await t.db.insert(idempotencyKeys).values([
      {
        scope: 'anonymous',
        key: 'old-key-0001',
        route: '/x',
        requestHash: 'h',
        state: 'done',
        createdAt: ago(25 * HOUR),
      },
      {
        scope: 'anonymous',
        key: 'new-key-0001',
        route: '/x',
        requestHash: 'h',
        state: 'done',
        createdAt: ago(23 * HOUR),
      },
    ]);
    await t.db.insert(otpChallenges).values([
      {
        mobile: '9876543210',
        codeHash: 'h',
        ip: '127.0.0.1',
        expiresAt: ago(24 * HOUR),
        createdAt: ago(25 * HOUR),
      },
      {
        mobile: '9876543210',
        codeHash: 'h',
        ip: '127.0.0.1',
        expiresAt: ago(HOUR / 2),
        createdAt: ago(HOUR),
      },
    ]);
    await t.db.insert(revokedTokens).values([
      { jti: 'expired-token', expiresAt: ago(1) },
      { jti: 'live-token', expiresAt: new Date(now.getTime() + HOUR) },
    ]);
    await t.db.insert(rateLimits).values([
      { key: 'login:ip:10.0.0.1', hits: 7, windowStartedAt: ago(25 * HOUR) },
      { key: 'login:ip:10.0.0.2', hits: 3, windowStartedAt: ago(HOUR / 4) },
    ]);

    expect(await pruneExpired(t.db, now)).toEqual({
      idempotencyKeys: 1,
      otpChallenges: 1,
      revokedTokens: 1,
      rateLimits: 1,
    });
    expect(
      (await t.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys)).map((r) => r.key),
    ).toEqual(['new-key-0001']);
    expect(await rowCount(t.db, 'otp_challenges')).toBe(1);
    expect(
      (await t.db.select({ jti: revokedTokens.jti }).from(revokedTokens)).map((r) => r.jti),
    ).toEqual(['live-token']);
    expect((await t.db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key)).toEqual(
      ['login:ip:10.0.0.2'],
    );
    expect(await pruneExpired(t.db, now)).toEqual({
      idempotencyKeys: 0,
      otpChallenges: 0,
      revokedTokens: 0,
      rateLimits: 0,
    });
  });

  it('runs on its schedule from the start of the server', async () => {
    await t.db
      .insert(revokedTokens)
      .values({ jti: 'long-expired', expiresAt: new Date(Date.now() - HOUR) });
    const info = vi.fn();
    const stop = startPruning(
      t.db,
      { info, error: vi.fn() } as unknown as FastifyBaseLogger,
      t.config.DATA_DIR,
    );
    await vi.waitFor(() =>
      expect(info).toHaveBeenCalledWith(
        { pruned: expect.objectContaining({ revokedTokens: expect.any(Number) }) },
        'expired rows pruned',
      ),
    );
    stop();
    expect(
      await t.db.execute(sql`select 1 from revoked_tokens where jti = 'long-expired'`),
    ).toMatchObject({ rows: [] });
  });
});
