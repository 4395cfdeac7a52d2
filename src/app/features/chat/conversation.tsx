import { useEffect } from 'react';
import { Link } from '@tanstack/react-router';
import { m } from '@shared/i18n/paraglide/messages.js';
import { Loading } from '@/components/loading';
import { OfflineMessage } from '@/components/offline';
import { useOnline } from '@/lib/online';
import { Composer } from './composer';
import { useChat, useOnlineSellers } from './use-chat';
import { Avatar } from './seller-list';
import { Thread } from './thread';
import { useFriendsView, useThreadView } from './use-chat-view';
import { PushOffer } from '@/components/push-offer';
import { AboutProduct, useAboutProduct } from './chat-product-card';

/**
 * One conversation: opening it loads its messages (and marks them read); a back arrow on a phone.
 * Opened from a product's page (`productSlug`), that product shows above the composer and goes
 * with the first message; `onProductSent` is told once it has.
 */
export function Conversation({
  sellerId,
  productSlug,
  onProductSent,
}: {
  sellerId: string;
  productSlug?: string;
  onProductSent?: () => void;
}) {
  const { messages, seller, query } = useThreadView(sellerId);
  const product = useAboutProduct(sellerId, productSlug);
  const { friends } = useFriendsView();
  const online = useOnline();
  const chat = useChat();
  const isOnline = useOnlineSellers().has(sellerId);
  const name = seller?.name ?? friends?.find((f) => f.fdId === sellerId)?.name ?? '';
  useEffect(() => chat.showConversation(sellerId), [chat, sellerId]);

  return (
    <>
      <header className="flex min-h-14 items-center gap-3 border-b border-slate-200 px-2 md:px-4">
        <Link
          to="/dashboard/chat"
          aria-label={m.chat_back_to_sellers()}
          className="flex h-11 w-11 items-center justify-center rounded-full hover:bg-slate-100 md:hidden"
        >
          <svg
            width="22"
            height="22"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            aria-hidden
          >
            <path d="M15 18l-6-6 6-6" />
          </svg>
        </Link>
        {name && <Avatar name={name} image={seller?.image ?? null} />}
        <div className="min-w-0">
          <h2 className="truncate font-semibold">{name}</h2>
          {isOnline && <p className="text-xs text-emerald-700">{m.chat_online()}</p>}
        </div>
      </header>
      {messages ? (
        <Thread messages={messages} />
      ) : query.isError ? (
        // A refusal shows the server's own text; offline with nothing saved says so.
        online ? (
          <p role="alert" className="m-auto p-6 text-rose-700">
            {query.error.message}
          </p>
        ) : (
          <OfflineMessage onRetry={() => void query.refetch()} />
        )
      ) : (
        <div className="m-auto">
          <Loading />
        </div>
      )}
      {/* With the on-screen keyboard up the offer would take about as many lines as the thread
          has left: it steps aside while the screen is that short, and comes back after. */}
      <div className="px-2 md:px-4 [@media(max-height:519px)]:hidden">
        <PushOffer reason={m.chat_push_reason()} />
      </div>
      {product && <AboutProduct product={product} />}
      <Composer sellerId={sellerId} product={product} onProductSent={onProductSent} />
    </>
  );
}
