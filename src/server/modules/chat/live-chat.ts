import type { ChatMessage } from '@shared/api/chat';

/**
 * The chat module's port for live delivery: the module stores messages and says who should see
 * them now; `realtime/` implements this over Socket.IO (every instance, through its adapter).
 * The module depends on this interface alone, so the dependency runs one way: realtime -> chat.
 */
export interface LiveChat {
  /** Delivers a message stored by a customer to its seller's sockets. */
  deliverToSeller(message: ChatMessage): void;
  /** Delivers a seller's message (or the demo seller's answer) to the shopper's sockets. */
  deliverToCustomer(message: ChatMessage): void;
  /** Whether the seller holds a chat socket on any instance. */
  sellerOnline(sellerId: string): Promise<boolean>;
}
