import { useRef } from 'react';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { AfterPaint } from '@/layout/after-paint';
import { DocumentHead } from '@/components/document-head';
import { footer } from '@/layout/footer-part';
import { OfflineBanner } from '@/components/offline';
import { TopBar } from '@/layout/top-bar';
import { UntilHydrated } from '@/layout/until-hydrated';
import { categoriesQueryOptions } from '@/lib/catalogue/categories';
import { useFocusOnNavigate } from '@/lib/use-focus-on-navigate';
import { ChatForShoppers } from '@/layout/chat-after-paint';
import type { RouterContext } from '@/router';
import { m } from '@shared/i18n/paraglide/messages.js';

export const Route = createRootRouteWithContext<RouterContext>()({
  // The one home-state load on start: the categories every screen's header and footer use.
  beforeLoad: async ({ context }) => {
    const categories = context.queryClient.prefetchQuery(categoriesQueryOptions(context.api));
    // The server waits for them: the footer lists them, and HTML drawn before they came (while the
    // page's data went along with them) did not match the browser's first render (React #418).
    // The browser never waits: offline, the fetch pauses and would hold every screen.
    if (import.meta.env.SSR) await categories;
  },
  component: Shell,
});

function Shell() {
  const main = useRef<HTMLElement>(null);
  useFocusOnNavigate(main);
  return (
    <UntilHydrated>
      <div className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded bg-teal-800 px-4 py-3 text-white focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
        >
          {m.skip_to_content()}
        </a>
        <OfflineBanner />
        <TopBar />
        <main
          id="main"
          ref={main}
          tabIndex={-1}
          className="mx-auto w-full max-w-7xl flex-1 px-3 py-4 focus:outline-none"
        >
          <Outlet />
        </main>
        {footer}
        <AfterPaint shopName={Route.useRouteContext({ select: (c) => c.shopName })} />
        <DocumentHead />
        <ChatForShoppers />
      </div>
    </UntilHydrated>
  );
}
