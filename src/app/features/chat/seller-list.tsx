import { Link } from '@tanstack/react-router';
import type { ChatFriend } from '@shared/api/chat';
import { m } from '@shared/i18n/paraglide/messages.js';
import { Loading } from '@/components/loading';
import { useOnline } from '@/lib/online';
import { useChatRefusal, useOnlineSellers } from './use-chat';
import { useFriendsView } from './use-chat-view';

/** The shopper's sellers, latest conversation first, each with its online dot and unread count. */
export function SellerList({ activeId }: { activeId: string | undefined }) {
  const { friends, query } = useFriendsView();
  const onlineSellers = useOnlineSellers();
  const online = useOnline();
  const refusal = useChatRefusal();
  return (
    <nav aria-label={m.chat_sellers()} className="flex min-h-0 flex-1 flex-col">
      <h2 className="border-b border-slate-200 px-4 py-3 font-semibold">{m.chat_sellers()}</h2>
      {refusal && online && (
        <p role="status" className="border-b border-slate-200 px-4 py-2 text-sm text-rose-700">
          {refusal}
        </p>
      )}
      {!friends ? (
        query.isError ? (
          <p role="alert" className="p-4 text-sm text-rose-700">
            {online ? query.error.message : m.chat_offline()}
          </p>
        ) : (
          <Loading />
        )
      ) : friends.length === 0 ? (
        <p className="p-4 text-sm text-slate-500">{m.chat_no_conversations()}</p>
      ) : (
        <ul className="min-h-0 flex-1 overflow-y-auto">
          {friends.map((f) => (
            <li key={f.fdId}>
              <SellerLink
                friend={f}
                active={f.fdId === activeId}
                isOnline={onlineSellers.has(f.fdId)}
              />
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}

function SellerLink({
  friend,
  active,
  isOnline,
}: {
  friend: ChatFriend;
  active: boolean;
  isOnline: boolean;
}) {
  return (
    <Link
      to="/dashboard/chat/$sellerId"
      params={{ sellerId: friend.fdId }}
      aria-current={active ? 'page' : undefined}
      className={`flex min-h-14 items-center gap-3 px-4 py-2 hover:bg-slate-50 ${active ? 'bg-teal-50' : ''}`}
    >
      <span className="relative shrink-0">
        <Avatar name={friend.name} image={friend.image} />
        {isOnline && (
          <span
            data-online-dot
            className="absolute bottom-0 right-0 h-3 w-3 rounded-full border-2 border-white bg-emerald-500"
          />
        )}
      </span>
      <span className="min-w-0 flex-1 truncate font-medium">
        {friend.name}
        {isOnline && <span className="sr-only">{m.chat_online_suffix()}</span>}
      </span>
      {friend.unread > 0 && (
        <span className="rounded-full bg-teal-700 px-2 text-xs font-semibold text-white">
          {friend.unread}
          <span className="sr-only">{m.chat_unread_suffix()}</span>
        </span>
      )}
    </Link>
  );
}

export function Avatar({ name, image }: { name: string; image: string | null }) {
  if (image) return <img src={image} alt="" className="h-10 w-10 rounded-full object-cover" />;
  return (
    <span
      aria-hidden
      className="flex h-10 w-10 items-center justify-center rounded-full bg-slate-200 font-semibold text-slate-700"
    >
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}
