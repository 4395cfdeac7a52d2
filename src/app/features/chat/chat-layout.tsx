import { Outlet, useParams } from '@tanstack/react-router';
import { m } from '@shared/i18n/paraglide/messages.js';
import { SellerList } from './seller-list';

/**
 * The chat screen, laid out like the messaging apps shoppers use: on a phone the seller list
 * fills the screen and a conversation replaces it (with a back arrow); from 768 px they sit side
 * by side. The chosen conversation (or 'select seller') is the child route.
 */
export function ChatLayout() {
  const { sellerId } = useParams({ strict: false });
  return (
    <section
      aria-labelledby="chat-heading"
      // On a phone an open conversation has the account row hidden (see DashboardLayout): it takes that room too.
      className={`flex h-[calc(100dvh-13rem)] min-h-[26rem] overflow-hidden rounded-lg border border-slate-200 bg-white ${sellerId ? 'max-md:h-[calc(100dvh-9rem)]' : ''}`}
    >
      <h1 id="chat-heading" className="sr-only">
        {m.nav_chat()}
      </h1>
      <div
        className={`${sellerId ? 'hidden md:flex' : 'flex'} w-full flex-col border-slate-200 md:w-72 md:shrink-0 md:border-r`}
      >
        <SellerList activeId={sellerId} />
      </div>
      <div className={`${sellerId ? 'flex' : 'hidden md:flex'} min-w-0 flex-1 flex-col`}>
        <Outlet />
      </div>
    </section>
  );
}

/** No conversation chosen (the spec's text). */
export function SelectSeller() {
  return <p className="m-auto p-6 text-slate-500">{m.chat_select_seller()}</p>;
}
