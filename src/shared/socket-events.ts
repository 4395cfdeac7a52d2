import type { ChatMessage } from './api/chat';
import type { UserInfo } from './api/auth';
import type { ErrorCode } from './api/error-codes';
import type { MessageKey, MessageParams } from './api/message-keys';

/**
 * Socket.IO events of the chat (path /socket.io on the API's port), spelt as the spec spells
 * them, plus the seller's side. The handshake carries the session: `auth: { token }` (a
 * customer's session token or a seller's chat token) or the `customerToken` cookie; none or a
 * bad one is refused with a connect_error whose message says why and whose `data` is a
 * HandshakeRefusal (a client branches on its code, never on the text).
 *
 * Delivery: a message is relayed when it is stored (REST send or send_seller_message), so one
 * sent by the service worker with every tab closed still reaches the seller live. The spec's
 * send_customer_message is accepted for its clients: the server checks the message is stored and
 * is the sender's own, and never delivers it twice. Receivers deduplicate by `_id`.
 *
 * Every event that takes an acknowledgement answers `{ ok: true, ... }` or a ChatRefusal
 * (bad input, another party's id, or too many messages: a socket may send at most
 * CHAT_SOCKET_MESSAGES_PER_SECOND, the rest are refused with an error and not stored).
 */
export const CHAT_SOCKET_MESSAGES_PER_SECOND = 10;

/**
 * A refusal's text as an HTTP error carries it (api/message-keys.ts): its words in `error`, and
 * the catalogue key and values a screen writes it from in its page's language. A text only a
 * seller's tool or a developer reads (a validation's detail, a NUL) has no key, as over HTTP.
 */
export interface KeyedRefusal {
  messageKey?: MessageKey;
  messageParams?: MessageParams;
}

/** An event's refusal, in its acknowledgement. */
export interface ChatRefusal extends KeyedRefusal {
  error: string;
}

/**
 * The `data` of a refused handshake's connect_error (its words are the error's message). UNAUTHORIZED: no session, or one the server
 * no longer accepts (asking again is refused for ever); FORBIDDEN: another site; TOO_MANY_REQUESTS:
 * too many sockets for the account (a later attempt may pass).
 */
export interface HandshakeRefusal extends KeyedRefusal {
  code: Extract<ErrorCode, 'UNAUTHORIZED' | 'FORBIDDEN' | 'TOO_MANY_REQUESTS'>;
}

export type ChatAck<T extends object = object> = (answer: ({ ok: true } & T) | ChatRefusal) => void;

/** Who a connected socket is; the server fills it from the handshake. */
export type ChatParty =
  | { role: 'customer'; customerId: string; name: string }
  | { role: 'seller'; sellerId: string; name: string };

export interface ClientToServerEvents {
  /** Customer: joins its room (the id must be the session's own) and receives activeSeller. */
  add_user: (userId: string, user: UserInfo, ack?: ChatAck) => void;
  /** Customer: the message it has just stored through REST, for the spec's relay. */
  send_customer_message: (message: ChatMessage, ack?: ChatAck) => void;
  /**
   * Seller: answer a customer; stored and delivered as seller_message. `messageId` (a UUID the
   * seller makes per answer, optional) makes sending again safe: an answer whose acknowledgement
   * was lost, sent again with the same id, is stored and told once and acknowledged as before.
   */
  send_seller_message: (
    input: { receverId: string; text: string; messageId?: string },
    ack?: ChatAck<{ message: ChatMessage }>,
  ) => void;
}

export interface ServerToClientEvents {
  /** To a customer: a message from a seller. */
  seller_message: (message: ChatMessage) => void;
  /** To customers: the sellers online now (every instance's). */
  activeSeller: (sellers: { sellerId: string }[]) => void;
  /** To a seller: a message from a customer. */
  customer_message: (message: ChatMessage) => void;
}
