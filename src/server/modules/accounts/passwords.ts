import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';

/**
 * Passwords are hashed with scrypt from Node's crypto: it runs on libuv's thread pool, so a
 * flood of sign-ins never blocks the event loop. Stored as `scrypt$N$r$p$salt$hash`
 * (base64url); the parameters travel with the hash, so they can be raised later: hashes with
 * older parameters still verify and are replaced at the next successful sign-in (see needsRehash).
 */
const PARAMS = { N: 16384, r: 8, p: 1 } as const;
const KEY_BYTES = 32;
const SALT_BYTES = 16;

/**
 * Hashes running at once. Off the event loop is not enough: on a machine with two cores, four
 * pool threads hashing a flood of guesses leave the main thread (every other request) a third
 * of the CPU. Half the cores hash at most; further sign-ins wait their turn, which costs nothing.
 */
const HASH_SLOTS = Math.max(1, Math.floor(availableParallelism() / 2));
let hashing = 0;
const waiting: (() => void)[] = [];

async function inHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (hashing >= HASH_SLOTS) await new Promise<void>((resolve) => waiting.push(resolve));
  else hashing++;
  try {
    return await work();
  } finally {
    // The slot passes straight to the next waiter, so the count only drops when none waits.
    const next = waiting.shift();
    if (next) next();
    else hashing--;
  }
}

function derive(
  password: string,
  salt: Buffer,
  params: { N: number; r: number; p: number },
): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r };
  return inHashSlot(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scrypt(password.normalize('NFC'), salt, KEY_BYTES, options, (error, key) =>
          error ? reject(error) : resolve(key),
        ),
      ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, PARAMS);
  return [
    'scrypt',
    PARAMS.N,
    PARAMS.r,
    PARAMS.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

async function verifyScrypt(password: string, stored: string): Promise<boolean> {
  const [, n, r, p, salt, key] = stored.split('$');
  const expected = Buffer.from(key ?? '', 'base64url');
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (
    expected.length !== KEY_BYTES ||
    !Number.isInteger(params.N) ||
    !Number.isInteger(params.r) ||
    !Number.isInteger(params.p)
  )
    return false;
  const actual = await derive(password, Buffer.from(salt ?? '', 'base64url'), params);
  return timingSafeEqual(actual, expected);
}

/** Compared against when the account does not exist, so a miss costs as much as a hit. */
let dummyHash: Promise<string> | null = null;

export async function checkPassword(
  password: string,
  hash: string | null | undefined,
): Promise<boolean> {
  if (!hash) {
    dummyHash ??= hashPassword('not-a-real-password');
    await verifyScrypt(password, await dummyHash);
    return false;
  }
  if (hash.startsWith('scrypt$')) return verifyScrypt(password, hash);
  return false;
}

/** A hash with other parameters than today's: replace it at sign-in. */
export function needsRehash(hash: string): boolean {
  return !hash.startsWith(`scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$`);
}
