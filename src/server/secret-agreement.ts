import { createHmac, randomUUID } from 'node:crypto';
import type { Db } from './db/client';
import * as repo from './instance-secrets-repository';
import type { Config } from './config';

/** The secrets every instance on one database must share. */
export const SHARED_SECRETS = [
  'JWT_SECRET',
  'PAYMENT_WEBHOOK_SECRET',
  'VAPID_PUBLIC_KEY',
  'VAPID_PRIVATE_KEY',
] as const satisfies readonly (keyof Config)[];

/**
 * A real gateway's secrets, when one is configured: it posts its webhooks to any instance, and
 * the reconciliation of any instance asks it about any attempt. Unset counts as a value (an
 * instance on the sandbox beside one on Razorpay is refused too).
 */
export const SHARED_PROVIDER_SECRETS = [
  'RAZORPAY_KEY_SECRET',
  'RAZORPAY_WEBHOOK_SECRET',
] as const satisfies readonly (keyof Config)[];

export const HEARTBEAT_MS = 10_000;
/** An instance not heard from for this long is taken as stopped (three missed heartbeats). */
export const GONE_AFTER_MS = 30_000;
/** Rows of instances long gone are removed, so the table stays the size of the fleet. */
const FORGET_AFTER_MS = 24 * 60 * 60 * 1000;

type SharedSecrets = Pick<Config, (typeof SHARED_SECRETS)[number]> &
  Partial<Pick<Config, (typeof SHARED_PROVIDER_SECRETS)[number]>>;
const ALL_SHARED = [...SHARED_SECRETS, ...SHARED_PROVIDER_SECRETS];

/**
 * An HMAC keyed by the secret over a fixed label: equal secrets give equal fingerprints, and
 * the table never holds anything that signs a token or a webhook.
 */
export function fingerprint(secret: string): string {
  return createHmac('sha256', secret).update('bazaar instance secret fingerprint').digest('hex');
}

function fingerprintsOf(config: SharedSecrets): Record<string, string> {
  return Object.fromEntries(ALL_SHARED.map((name) => [name, fingerprint(config[name] ?? '')]));
}

export class SecretsDisagreeError extends Error {}

/**
 * Joins this instance to those running on the database, or refuses. Two instances with
 * different keys behind one balancer sign shoppers out at random (a token made by one is
 * refused by the other) and refuse each other's payment webhooks, with nothing in any log; so
 * an instance whose secrets differ from any instance heard from in the last GONE_AFTER_MS stops
 * at start and names the secrets. Run it under the start-up lock (`Database.exclusively`), so
 * two instances starting together with different secrets cannot both join. Returns a function
 * that stops the heartbeat and leaves.
 */
export async function joinInstances(
  db: Db,
  config: SharedSecrets,
  opts: { instanceId?: string; onHeartbeatError?: (error: unknown) => void } = {},
): Promise<{ instanceId: string; leave: () => Promise<void> }> {
  const instanceId = opts.instanceId ?? randomUUID();
  const mine = fingerprintsOf(config);
  await repo.forgetInstancesSilentFor(db, FORGET_AFTER_MS);
  const running = await repo.instancesHeardWithin(db, GONE_AFTER_MS);
  // A secret an instance of an older version did not report is not held against it (a rolling
  // upgrade would otherwise stop at its first new instance).
  const differing = ALL_SHARED.filter((name) =>
    running.some((other) => name in other.fingerprints && other.fingerprints[name] !== mine[name]),
  );
  if (differing.length > 0) {
    throw new SecretsDisagreeError(
      `Invalid configuration: ${differing.join(', ')} ${differing.length === 1 ? 'differs' : 'differ'} ` +
        `from those of the ${running.length} instance(s) running on this database; every instance ` +
        'must be given the same secrets (a shopper signed in on one would be signed out by another). ' +
        'To change a secret, stop every instance first.',
    );
  }
  await repo.insertInstance(db, instanceId, mine);
  const heartbeat = setInterval(() => {
    repo.heartbeat(db, instanceId, mine).catch((error: unknown) => opts.onHeartbeatError?.(error));
  }, HEARTBEAT_MS);
  heartbeat.unref();
  return {
    instanceId,
    leave: async () => {
      clearInterval(heartbeat);
      await repo
        .deleteInstance(db, instanceId)
        .catch((error: unknown) => opts.onHeartbeatError?.(error));
    },
  };
}
