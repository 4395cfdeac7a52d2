import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useOnline } from '@/lib/online';
import { useSession } from '@/lib/session';
import { friendsQueryOptions } from '@/lib/chat-friends';
import { useChat } from './use-chat';
import { shouldConnect } from './socket-gate';
import { useTabVisible } from '@/lib/use-tab-visible';
import { useApi } from '@/lib/use-api';

/**
 * Mounted once in the shell, after the first paint. For a signed-in shopper it reads the
 * conversations (unread counts for the menus; again whenever the tab comes back) and keeps the
 * chat's socket connected while the rule says so (socket-gate.ts: any screen, tab in view).
 */
export default function ChatConnection() {
  const chat = useChat();
  const { user, token } = useSession();
  const online = useOnline();
  const visible = useTabVisible();
  // Read for the unread counts of the menus, whether or not the socket is up.
  useQuery({ ...friendsQueryOptions(useApi(), user?.id ?? ''), enabled: !!user });
  const connect = shouldConnect({ signedIn: !!user, online, visible });

  useEffect(() => {
    if (!connect || !user) return;
    chat.connect(user, token);
    return () => chat.pause();
  }, [connect, user, token, chat]);

  // Signed out: the socket (if one was ever opened) is closed for good. Guests never load it.
  useEffect(() => {
    if (!user) chat.close();
  }, [user, chat]);

  return null;
}
