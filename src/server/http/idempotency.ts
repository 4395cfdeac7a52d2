import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { inTransaction, type Db } from '../db/client';
import { badRequest, conflict, forStaff, unprocessable } from '../domain-error';
import type { AppDeps } from './context';
import { claimKey, findKey, retakeStaleClaim, storeAnswer } from './idempotency-repository';

/** A committed claim older than this is from a request that died: its work rolled back, so it may be redone. */
const STALE_CLAIM_MS = 60_000;
/**
 * A UUID fits; the bound keeps what one request makes the server keep small (every key is a row
 * and an index entry until it is pruned).
 */
const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,64}$/;

/**
 * What the request asks for: its method, path, query and body, without the `lang` parameter. The
 * language only chooses the words of the answer, and one change may be sent by a tab that names
 * its language and replayed by the service worker, which does not know it.
 */
export function requestHash(request: FastifyRequest): string {
  const [path, search = ''] = request.url.split('?');
  const query = new URLSearchParams(search);
  query.delete('lang');
  const asked = query.size ? `${path}?${query}` : path;
  return createHash('sha256')
    .update(`${request.method} ${asked}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex');
}

/**
 * Runs a mutation at most once per Idempotency-Key (per customer). The claim of the key, the work
 * and the stored answer commit in ONE transaction: a stored answer always means the work
 * happened, and a refusal (4xx) or a crash rolls the claim back with the work, so the key is free
 * to try again. A repeat gets the stored answer (on PostgreSQL one that arrives while the first
 * is running waits for it, the key's row being locked), the same key with another request 422.
 * A claim committed without an answer (left by an older release, which claimed first) is in
 * flight: 409, or taken over once stale.
 */
export async function runIdempotent<T>(
  { db, metrics }: Pick<AppDeps, 'db' | 'metrics'>,
  request: FastifyRequest,
  reply: FastifyReply,
  scope: string,
  work: (db: Db) => Promise<T>,
  /** What identifies the request when its body is not JSON (a multipart upload hashes its parts). */
  hash = requestHash(request),
): Promise<T> {
  const key = request.headers['idempotency-key'];
  if (key === undefined) return work(db);
  if (typeof key !== 'string' || !KEY_PATTERN.test(key)) {
    throw badRequest(forStaff('Idempotency-Key must be 8-64 letters, digits or - _ . :'));
  }
  const route = request.routeOptions.url ?? request.url;
  const of = { scope, key };

  return inTransaction(db, async (tx) => {
    if (!(await claimKey(tx, { ...of, route, requestHash: hash }))) {
      const existing = await findKey(tx, of);
      if (!existing) throw conflict('server_idempotency_in_flight');
      if (existing.requestHash !== hash) throw unprocessable('server_idempotency_mismatch');
      if (existing.state === 'done') {
        reply.header('idempotent-replayed', 'true');
        metrics.idempotentReplays.inc();
        reply.status(existing.responseStatus ?? 200);
        return JSON.parse(existing.responseBody ?? 'null') as T;
      }
      const stale = new Date(Date.now() - STALE_CLAIM_MS);
      if (!(await retakeStaleClaim(tx, of, stale))) throw conflict('server_idempotency_in_flight');
    }
    const result = await work(tx);
    await storeAnswer(tx, of, { status: reply.statusCode, body: JSON.stringify(result) });
    return result;
  });
}
