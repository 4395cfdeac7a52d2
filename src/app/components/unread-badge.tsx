import { m } from '@shared/i18n/paraglide/messages.js';
import { useUnreadTotal } from '@/lib/chat-friends';

/** The account menus' "Chat" count: every unread seller message (nothing when there is none). */
export function UnreadBadge() {
  const unread = useUnreadTotal();
  if (unread === 0) return null;
  return (
    <span
      data-unread-total
      className="rounded-full bg-teal-700 px-2 text-xs font-semibold text-white"
    >
      {unread}
      <span className="sr-only"> {m.badge_unread()}</span>
    </span>
  );
}
