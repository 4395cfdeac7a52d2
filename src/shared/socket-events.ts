import type { ChatMessage } from './api/chat';
import type { UserInfo } from './api/auth';

/** Socket.IO events of the chat, spelt as the spec spells them. */
export interface ClientToServerEvents {
  add_user: (userId: string, user: UserInfo) => void;
  send_customer_message: (message: ChatMessage) => void;
}

export interface ServerToClientEvents {
  seller_message: (message: ChatMessage) => void;
  activeSeller: (sellers: { sellerId: string }[]) => void;
}
