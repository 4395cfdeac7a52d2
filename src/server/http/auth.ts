import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { serverMessages } from '@shared/messages';
import { revokedTokens } from '../db/schema';
import type { AppDeps } from './context';
import { forbidden, unauthorized } from './errors';
import { readToken, type SessionClaims } from './session';

/** The signed-in customer of a request, or null for a guest; a bad or revoked token is a 401. */
export async function authenticate(deps: AppDeps, request: FastifyRequest): Promise<SessionClaims | null> {
  const token = readToken(request);
  if (!token) return null;
  const claims = await deps.tokens.verify(token);
  const revoked = await deps.db
    .select({ jti: revokedTokens.jti })
    .from(revokedTokens)
    .where(eq(revokedTokens.jti, claims.jti))
    .limit(1);
  if (revoked.length > 0) throw unauthorized(serverMessages.sessionExpired);
  return claims;
}

/** A userId/customerId named in a path or body must be the signed-in customer's own. */
export function assertSelf(user: { id: string }, namedId: string | null | undefined): void {
  if (namedId !== undefined && namedId !== null && namedId !== user.id) throw forbidden();
}
