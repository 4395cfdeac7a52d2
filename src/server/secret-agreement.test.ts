import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from './test/test-app';
import { instanceSecrets } from './db/schema';
import { fingerprint, HEARTBEAT_MS, joinInstances, SecretsDisagreeError } from './secret-agreement';

const SECRETS = {
  JWT_SECRET: 'j'.repeat(40),
  PAYMENT_WEBHOOK_SECRET: 'w'.repeat(32),
  VAPID_PUBLIC_KEY: 'public-key-of-the-shop',
  VAPID_PRIVATE_KEY: 'private-key-of-the-shop',
};

describe('secret agreement between instances', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  const rows = () => t.db.select().from(instanceSecrets);

  it('lets instances with the same secrets join, and a leaving one removes its row', async () => {
    const first = await joinInstances(t.db, SECRETS);
    const second = await joinInstances(t.db, { ...SECRETS });
    expect((await rows()).map((r) => r.instanceId).sort()).toEqual(
      [first.instanceId, second.instanceId].sort(),
    );
    await second.leave();
    expect((await rows()).map((r) => r.instanceId)).toEqual([first.instanceId]);
    await first.leave();
  });

  it('refuses an instance whose secrets differ, naming each one, and writes nothing', async () => {
    const running = await joinInstances(t.db, SECRETS);
    const before = await rows();
    const differing = { ...SECRETS, JWT_SECRET: 'x'.repeat(40), VAPID_PRIVATE_KEY: 'another' };
    const attempt = joinInstances(t.db, differing);
    await expect(attempt).rejects.toThrow(SecretsDisagreeError);
    await expect(joinInstances(t.db, differing)).rejects.toThrow(
      /^Invalid configuration: JWT_SECRET, VAPID_PRIVATE_KEY differ from those of the 1 instance\(s\) running/,
    );
    await expect(
      joinInstances(t.db, { ...SECRETS, PAYMENT_WEBHOOK_SECRET: 'y'.repeat(32) }),
    ).rejects.toThrow(/PAYMENT_WEBHOOK_SECRET differs/);
    expect(await rows()).toEqual(before);
    await running.leave();
  });

  it("refuses an instance with another payment gateway's secret, but not an older instance that never reported one", async () => {
    const razorpay = { ...SECRETS, RAZORPAY_KEY_SECRET: 'k1', RAZORPAY_WEBHOOK_SECRET: 'w1' };
    const running = await joinInstances(t.db, razorpay);
    await expect(
      joinInstances(t.db, { ...razorpay, RAZORPAY_WEBHOOK_SECRET: 'w2' }),
    ).rejects.toThrow(/RAZORPAY_WEBHOOK_SECRET differs/);
    // On the sandbox beside an instance on Razorpay: refused as well.
    await expect(joinInstances(t.db, SECRETS)).rejects.toThrow(
      /RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET differ/,
    );
    await running.leave();
    // An instance of the version before reported the four secrets only.
    await t.db.insert(instanceSecrets).values({
      instanceId: 'an-older-version',
      fingerprints: Object.fromEntries(
        Object.entries(SECRETS).map(([name, value]) => [name, fingerprint(value)]),
      ),
    });
    const upgraded = await joinInstances(t.db, razorpay);
    await upgraded.leave();
  });

  it('no longer counts an instance that stopped or went quiet', async () => {
    const stopped = await joinInstances(t.db, SECRETS);
    await stopped.leave();
    const quiet = await joinInstances(t.db, SECRETS);
    await t.db.execute(
      sql`update instance_secrets set heartbeat_at = now() - interval '31 seconds'`,
    );
    const renewed = await joinInstances(t.db, { ...SECRETS, JWT_SECRET: 'n'.repeat(40) });
    expect((await rows()).length).toBe(2);
    await Promise.all([quiet.leave(), renewed.leave()]);
  });

  it('keeps a heartbeat, so a running instance goes on counting', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const running = await joinInstances(t.db, SECRETS);
      await t.db.execute(
        sql`update instance_secrets set heartbeat_at = now() - interval '31 seconds'`,
      );
      vi.advanceTimersByTime(HEARTBEAT_MS);
      await vi.waitFor(async () => {
        const [row] = await rows();
        expect(Date.now() - row!.heartbeatAt.getTime()).toBeLessThan(10_000);
      });
      await expect(joinInstances(t.db, { ...SECRETS, JWT_SECRET: 'n'.repeat(40) })).rejects.toThrow(
        /JWT_SECRET differs/,
      );
      await running.leave();
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps fingerprints only, never a key', async () => {
    const running = await joinInstances(t.db, SECRETS);
    const stored = JSON.stringify(await rows());
    for (const secret of Object.values(SECRETS)) expect(stored).not.toContain(secret);
    await running.leave();
  });
});
