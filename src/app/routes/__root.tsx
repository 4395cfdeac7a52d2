import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { AfterPaint } from '@/components/after-paint';
import { OfflineBanner } from '@/components/offline';
import { Footer } from '@/features/layout/footer';
import { TopBar } from '@/features/layout/top-bar';
import { categoriesQueryOptions } from '@/features/catalogue/api/categories';
import type { RouterContext } from '@/router';

export const Route = createRootRouteWithContext<RouterContext>()({
  // The one home-state load on start: the categories every screen's header and footer use.
  beforeLoad: ({ context }) => void context.queryClient.prefetchQuery(categoriesQueryOptions()),
  component: () => (
    <div className="flex min-h-screen flex-col">
      <OfflineBanner />
      <TopBar />
      <main className="mx-auto w-full max-w-7xl flex-1 px-3 py-4">
        <Outlet />
      </main>
      <Footer />
      <AfterPaint />
    </div>
  ),
});
