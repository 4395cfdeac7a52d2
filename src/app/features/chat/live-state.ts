import { useSyncExternalStore } from 'react';
import type { ChatMessage } from '@shared/api/chat';

/**
 * What the socket knows, for the screens to read without loading the socket's code: the sellers
 * online now (the last activeSeller; none while disconnected), the conversation on screen (a
 * seller's message there is appended, elsewhere it raises a toast), and how to relay a message
 * the server stored (set while a socket is connected).
 */
let onlineSellers: ReadonlySet<string> = new Set();
let openSellerId: string | null = null;
let relay: ((message: ChatMessage) => void) | null = null;
const listeners = new Set<() => void>();

export function setOnlineSellers(ids: readonly string[]): void {
  onlineSellers = new Set(ids);
  for (const l of listeners) l();
}

export const onlineSellersNow = () => onlineSellers;

const NOBODY: ReadonlySet<string> = new Set();
export function useOnlineSellers(): ReadonlySet<string> {
  return useSyncExternalStore(
    (l) => (listeners.add(l), () => void listeners.delete(l)),
    () => onlineSellers,
    () => NOBODY,
  );
}

export const openConversation = () => openSellerId;
/** The conversation screen says which seller it shows while mounted; answers the cleanup. */
export function showConversation(sellerId: string): () => void {
  openSellerId = sellerId;
  return () => {
    if (openSellerId === sellerId) openSellerId = null;
  };
}

export function setRelay(send: ((message: ChatMessage) => void) | null): void {
  relay = send;
}
/** The spec's send_customer_message after a successful send (the server never delivers it twice). */
export const relaySent = (message: ChatMessage) => relay?.(message);
