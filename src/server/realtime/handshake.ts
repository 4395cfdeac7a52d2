import { TOKEN_COOKIE } from '@shared/constants';
import type { ChatParty, ChatRefusal, HandshakeRefusal } from '@shared/socket-events';
import type { AppDeps } from '../http/context';
import { DomainError, type Refusal } from '../domain-error';
import { chatIdentityOf, type ChatIdentity } from '../modules/chat/chat-identity';
import { chatRefusal, refusalOfError } from './refusal';
import type { ChatServer, ChatSocket } from './socket-types';

/**
 * Sockets one account may hold open on one instance (tabs, a phone and a laptop): each costs
 * memory and a place in every presence broadcast, so an account cannot open thousands.
 */
export const MAX_SOCKETS_PER_ACCOUNT = 10;
export const tooManyConnections = 'server_chat_too_many_connections';

function cookieToken(cookie: string | undefined): string | null {
  for (const part of (cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === TOKEN_COOKIE && value.length) return decodeURIComponent(value.join('='));
  }
  return null;
}

/**
 * A handshake's refusal: socket.io hands `data` to the client's connect_error, with the text's
 * key and values beside the code (the words are the error's message).
 */
function refused(refusal: Refusal | ChatRefusal, code: HandshakeRefusal['code']) {
  const { error, ...key } =
    typeof refusal === 'object' && 'error' in refusal ? refusal : chatRefusal(refusal);
  return Object.assign(new Error(error), { data: { code, ...key } satisfies HandshakeRefusal });
}

/** Who the handshake names: a seller's chat token, else a customer's session token checked in full. */
async function identify(deps: AppDeps, socket: ChatSocket): Promise<ChatIdentity> {
  const { origin, host } = socket.handshake.headers;
  // The cross-site rule of the REST API, for the handshake: an Origin naming another host is refused.
  if (
    origin &&
    (() => {
      try {
        return new URL(origin).host !== host;
      } catch {
        return true;
      }
    })()
  )
    throw refused('server_chat_cross_site', 'FORBIDDEN');
  const auth = socket.handshake.auth as { token?: unknown };
  const token =
    typeof auth.token === 'string' && auth.token
      ? auth.token
      : cookieToken(socket.handshake.headers.cookie);
  if (!token) throw refused('server_chat_sign_in', 'UNAUTHORIZED');
  try {
    return await chatIdentityOf(deps, token);
  } catch (error) {
    throw refused(
      error instanceof DomainError ? refusalOfError(error) : 'account_invalid_token',
      'UNAUTHORIZED',
    );
  }
}

/**
 * Admits a socket whose handshake names a seller or a signed-in shopper, at most
 * MAX_SOCKETS_PER_ACCOUNT per account on this instance: checked at the handshake, counted once
 * connected (a client gone before its handshake finished never becomes a socket, and never a
 * disconnect).
 */
export function admitSockets(io: ChatServer, deps: AppDeps): void {
  const openPerAccount = new Map<string, number>();
  const accountOf = (party: ChatParty) =>
    party.role === 'seller' ? `seller:${party.sellerId}` : `customer:${party.customerId}`;

  io.use((socket, next) => {
    identify(deps, socket).then(
      ({ party, sessionId }) => {
        if ((openPerAccount.get(accountOf(party)) ?? 0) >= MAX_SOCKETS_PER_ACCOUNT)
          return next(refused(tooManyConnections, 'TOO_MANY_REQUESTS'));
        socket.data.party = party;
        socket.data.sessionId = sessionId;
        next();
      },
      (error: Error) => next(error),
    );
  });

  io.on('connection', (socket) => {
    const account = accountOf(socket.data.party);
    openPerAccount.set(account, (openPerAccount.get(account) ?? 0) + 1);
    socket.once('disconnect', () => {
      const left = (openPerAccount.get(account) ?? 1) - 1;
      if (left > 0) openPerAccount.set(account, left);
      else openPerAccount.delete(account);
    });
  });
}
