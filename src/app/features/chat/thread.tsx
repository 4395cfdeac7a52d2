import { useEffect, useRef, type UIEvent } from 'react';
import { m } from '@shared/i18n/paraglide/messages.js';
import type { ThreadMessage } from '@shared/rules/pending-chat';
import type { Locale } from '@shared/i18n/locale-path';
import { usePageLocale } from '@/lib/i18n/use-page-locale';
import { pageClockTime } from '@/lib/page-dates';
import { useSession } from '@/lib/session';
import { ChatProductCard } from './chat-product-card';

const time = (iso: string, locale: Locale) => pageClockTime(new Date(iso), locale);

/**
 * The messages, oldest at the top: the shopper's on the right, the seller's on the left, each with
 * its time, its picture, and "waiting to send" while it is in the outbox. Text is rendered as text
 * (markup a message carries shows as typed).
 */
export function Thread({ messages }: { messages: readonly ThreadMessage[] }) {
  const { user } = useSession();
  const locale = usePageLocale();
  const list = useRef<HTMLOListElement>(null);
  // Whether the shopper is at the latest message. A picture grows its bubble only once it has
  // loaded, after the scroll below: while pinned, that growth must not push the latest out of view.
  const pinned = useRef(true);
  const toLatest = () => {
    if (list.current) list.current.scrollTop = list.current.scrollHeight;
  };
  // The latest message in view, as it arrives (the list scrolls, not the page).
  useEffect(() => {
    pinned.current = true;
    toLatest();
  }, [messages.length]);
  // The list's own size changes too (the on-screen keyboard, a rotated phone, the offer above
  // it stepping aside): a shopper at the latest message stays there.
  useEffect(() => {
    const l = list.current;
    if (!l || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => pinned.current && toLatest());
    observer.observe(l);
    return () => observer.disconnect();
  }, []);
  // Only the shopper scrolling up lets go of the latest message. A scroll event arrives a frame
  // after the scroll that caused it: judged by its distance from the bottom alone, our own scroll
  // to the latest, read after the composer grew and the list shrank, looked like the shopper
  // scrolling away, and the list stopped following the keyboard.
  const lastTop = useRef(0);
  const onScroll = (e: UIEvent<HTMLOListElement>) => {
    const l = e.currentTarget;
    if (l.scrollHeight - l.clientHeight - l.scrollTop < 24) pinned.current = true;
    else if (l.scrollTop < lastTop.current) pinned.current = false;
    lastTop.current = l.scrollTop;
  };
  return (
    <ol
      ref={list}
      onScroll={onScroll}
      aria-label={m.chat_messages()}
      className="flex min-h-0 flex-1 flex-col gap-2 overflow-y-auto bg-slate-50 p-3"
    >
      {messages.map((message) => {
        const mine = message.senderId === user?.id;
        return (
          <li
            key={message._id}
            data-message={mine ? 'mine' : 'theirs'}
            className={`max-w-[80%] rounded-lg px-3 py-2 shadow-sm ${mine ? 'self-end bg-teal-100' : 'self-start bg-white'}`}
          >
            {message.product && (
              <div className="mb-1">
                <ChatProductCard product={message.product} />
              </div>
            )}
            {message.image && (
              <img
                src={message.image}
                alt={m.chat_picture_alt()}
                onLoad={() => pinned.current && toLatest()}
                className="mb-1 max-h-60 rounded"
              />
            )}
            {message.message && (
              <p className="whitespace-pre-wrap break-words">{message.message}</p>
            )}
            <p className="mt-1 text-right text-xs text-slate-600">
              {message.waiting ? (
                m.chat_waiting_to_send()
              ) : (
                <time dateTime={message.createdAt}>{time(message.createdAt, locale)}</time>
              )}
            </p>
          </li>
        );
      })}
    </ol>
  );
}
