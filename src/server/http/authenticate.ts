import type { FastifyRequest } from 'fastify';
import type { AppDeps } from './context';
import { forbidden, sessionExpired, unauthorized } from '../domain-error';
import { readToken, type SessionClaims } from './session-tokens';
import { sessionStanding } from './session-repository';

/**
 * The signed-in customer of a request, or null for a guest. A bad, revoked or outdated token is a
 * 401: outdated when its account is gone or its session version is older than the account's (a
 * password change ends every other session). One query checks all three.
 */
export async function authenticate(
  deps: AppDeps,
  request: FastifyRequest,
): Promise<SessionClaims | null> {
  const token = readToken(request);
  if (!token) return null;
  return authenticateToken(deps, token);
}

/** The seller a request is signed in as (their seller tool's chat token), or 401. */
export async function authenticateSeller(deps: AppDeps, request: FastifyRequest): Promise<string> {
  const token = readToken(request);
  if (!token) throw unauthorized();
  return deps.tokens.verifySeller(token);
}

/** A customer's session token checked in full: signature, account, revocation, session version. */
export async function authenticateToken(deps: AppDeps, token: string): Promise<SessionClaims> {
  const claims = await deps.tokens.verify(token);
  const account = await sessionStanding(deps.db, claims.id, claims.jti);
  if (!account || account.revoked || account.sessionVersion !== claims.sv) throw sessionExpired();
  return claims;
}

/** A userId/customerId named in a path or body must be the signed-in customer's own. */
export function assertSelf(user: { id: string }, namedId: string | null | undefined): void {
  if (namedId !== undefined && namedId !== null && namedId !== user.id) throw forbidden();
}
