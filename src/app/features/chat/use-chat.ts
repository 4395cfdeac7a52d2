import { useSyncExternalStore } from 'react';
import { rootRouteId, useRouteContext } from '@tanstack/react-router';
import type { Chat } from './tab-chat';

/** The app's chat, created once in main.tsx and handed down in the router's context. */
export function useChat(): Chat {
  return useRouteContext({ from: rootRouteId, select: (context) => context.chat });
}

const NOBODY: ReadonlySet<string> = new Set();

/** The sellers online now; none while the server renders (no socket there). */
export function useOnlineSellers(): ReadonlySet<string> {
  const chat = useChat();
  return useSyncExternalStore(chat.onOnlineSellers, chat.onlineSellers, () => NOBODY);
}
