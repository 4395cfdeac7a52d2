import { Suspense, useState } from 'react';
import { lazyPart } from '@/lib/lazy-part';
import { useAfterPaint } from '@/lib/use-after-paint';
import { useSession } from '@/lib/session';

// The chat's connection (and the unread counts it reads) waits for the first paint, and its code.
const { load: loadChat, Part: ChatConnection } = lazyPart(
  () => import('@/features/chat/chat-connection'),
);

function ChatAfterPaint() {
  const ready = useAfterPaint(loadChat, { inTurn: false });
  return <Suspense fallback={null}>{ready && <ChatConnection />}</Suspense>;
}

/**
 * The chat's connection, for a shopper who is signed in: a guest's page (most first visits) never
 * asks for its code nor renders it after the first paint. Once mounted it stays, so signing out
 * reaches it and closes the socket for good (chat-connection.tsx).
 */
export function ChatForShoppers() {
  const { user } = useSession();
  const [signedIn, setSignedIn] = useState(false);
  if (user && !signedIn) setSignedIn(true);
  return signedIn ? <ChatAfterPaint /> : null;
}
