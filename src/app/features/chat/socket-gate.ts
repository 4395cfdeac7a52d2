/**
 * When the chat socket is connected: only for a signed-in shopper with a connection, and only
 * while a chat screen is open or a conversation has unread messages (so its toast and badge stay
 * live). Never on public pages for guests, and not on every page (the older storefront polled
 * /socket.io everywhere).
 */
export function shouldConnect(state: {
  signedIn: boolean;
  online: boolean;
  onChatScreen: boolean;
  unread: number;
}): boolean {
  return state.signedIn && state.online && (state.onChatScreen || state.unread > 0);
}

/** /dashboard/chat and /dashboard/chat/{sellerId}. */
export const isChatPath = (pathname: string) => /^\/dashboard\/chat(\/|$)/.test(pathname);
