import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useOutbox } from '@/lib/outbox/use-outbox';
import { useOnline } from '@/lib/online';
import { getSession, useSession } from '@/lib/session';
import { friendsQueryOptions } from '@/lib/chat-friends';
import { storeSentMessages } from './chat-cache';
import { useChat } from './use-chat';
import { shouldConnect } from './socket-gate';
import { useTabVisible } from '@/lib/use-tab-visible';
import { useApi } from '@/lib/use-api';

/**
 * Mounted once in the shell. For a signed-in shopper it reads the conversations (unread counts
 * for the menus; again whenever the tab comes back), keeps the socket connected while the rule
 * says so (socket-gate.ts: any screen, tab in view), and takes the messages the outbox
 * delivered into their threads.
 */
export function ChatConnection() {
  const queryClient = useQueryClient();
  const outbox = useOutbox();
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

  useEffect(
    () =>
      outbox.onSent((summary, own) => {
        const me = getSession().user;
        if (!me || summary.chatMessages.length === 0) return;
        storeSentMessages(queryClient, me.id, summary.chatMessages);
        // The tab that sent relays (the server relays on storing anyway, and never twice).
        if (own) summary.chatMessages.forEach(chat.relaySent);
      }),
    [outbox, queryClient, chat],
  );
  return null;
}
