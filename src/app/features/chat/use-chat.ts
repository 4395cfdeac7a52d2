import { useSyncExternalStore } from 'react';
import { rootRouteId, useRouteContext } from '@tanstack/react-router';
import type { Chat } from './tab-chat';

/** The app's chat, created once in main.tsx and handed down in the router's context. */
export function useChat(): Chat {
  return useRouteContext({ from: rootRouteId, select: (context) => context.chat });
}

const NOBODY: ReadonlySet<string> = new Set();

/** Why the server refused the chat's socket, in the page's language; none while it renders. */
export function useChatRefusal(): string | null {
  const chat = useChat();
  return useSyncExternalStore(chat.onRefusal, chat.refusal, () => null);
}

/** The sellers online now; none while the server renders (no socket there). */
export function useOnlineSellers(): ReadonlySet<string> {
  const chat = useChat();
  return useSyncExternalStore(chat.onOnlineSellers, chat.onlineSellers, () => NOBODY);
}
