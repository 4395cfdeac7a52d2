import type { ChatParty } from '@shared/socket-events';
import { authenticateToken } from '../../http/authenticate';
import type { AppDeps } from '../../http/context';

export interface ChatIdentity {
  party: ChatParty;
  /** The customer session's token id (jti); null for a seller. */
  sessionId: string | null;
}

/**
 * Who a token names in chat: a seller's chat token, else a customer's session checked in full
 * (throws if neither). The socket's handshake and the picture download both ask it.
 */
export async function chatIdentityOf(deps: AppDeps, token: string): Promise<ChatIdentity> {
  const sellerId = await deps.tokens.verifySeller(token).catch(() => null);
  if (sellerId) return { party: { role: 'seller', sellerId, name: '' }, sessionId: null };
  const claims = await authenticateToken(deps, token);
  return {
    party: { role: 'customer', customerId: claims.id, name: claims.name },
    sessionId: claims.jti,
  };
}
