import type { Db } from '../../db/client';
import { tooManyRequests } from '../../domain-error';
import { BoundedKeyMap } from './per-key';
import { countHit, deleteCounter, uncountHit } from './rate-limit-repository';

// Callers pass the pool, never a request's transaction, so a refused request's hit is not
// rolled back with it.

export async function hit(db: Db, key: string, windowSeconds: number): Promise<number> {
  return (await countHit(db, key, windowSeconds)).hits;
}

/**
 * Keys found over their limit, refused from memory for a few seconds (never past their window):
 * a flood of requests that are refused anyway then costs no database write each, which would
 * otherwise slow every other request down. The table stays what every process shares.
 */
const REMEMBER_REFUSAL_MS = 5000;
/** Refusals remembered at most; a forgotten one costs a database write again, nothing more. */
const MAX_REMEMBERED_REFUSALS = 10_000;
const refused = new WeakMap<Db, BoundedKeyMap<number>>();

function rememberedRefusal(db: Db, key: string): boolean {
  const memory = refused.get(db);
  const until = memory?.get(key);
  if (until === undefined) return false;
  if (Date.now() < until) return true;
  memory!.delete(key);
  return false;
}

function rememberRefusal(db: Db, key: string, windowEndsAt: number): void {
  let memory = refused.get(db);
  if (!memory) refused.set(db, (memory = new BoundedKeyMap(MAX_REMEMBERED_REFUSALS)));
  memory.set(key, Math.min(windowEndsAt, Date.now() + REMEMBER_REFUSAL_MS));
}

/** Counts a hit of `key` and answers whether it is over `limit` in its window. */
export async function exceeds(
  db: Db,
  key: string,
  limit: number,
  windowSeconds: number,
): Promise<boolean> {
  if (rememberedRefusal(db, key)) return true;
  const { hits, windowEndsAt } = await countHit(db, key, windowSeconds);
  if (hits <= limit) return false;
  rememberRefusal(db, key, windowEndsAt);
  return true;
}

/** Takes one hit back (a sign-in that turned out right does not count against its address). */
export async function forgive(db: Db, key: string): Promise<void> {
  await uncountHit(db, key);
}

/** Forgets a key (an account signed in with the right password starts from zero). */
export async function clearHits(db: Db, key: string): Promise<void> {
  await deleteCounter(db, key);
}

/** Refuses with 429 once one address has sent `limit` requests of `action` in the window. */
export async function limitPerAddress(
  db: Db,
  action: string,
  ip: string,
  limit: number,
  windowSeconds = 3600,
): Promise<void> {
  if (await exceeds(db, `${action}:ip:${ip}`, limit, windowSeconds))
    throw tooManyRequests('server_too_many_requests');
}
