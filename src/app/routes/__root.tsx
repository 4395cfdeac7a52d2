import { createRootRouteWithContext, Outlet, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { AfterPaint } from '@/components/after-paint';
import { NotFound } from '@/components/not-found';
import { OfflineBanner, OfflineMessage } from '@/components/offline';
import { ApiError } from '@/lib/api-client';
import { Footer } from '@/features/layout/footer';
import { TopBar } from '@/features/layout/top-bar';
import { categoriesQueryOptions } from '@/features/catalogue/api/categories';
import type { RouterContext } from '@/router';

export const Route = createRootRouteWithContext<RouterContext>()({
  // The one home-state load on start: the categories every screen's header and footer use.
  beforeLoad: ({ context }) => void context.queryClient.prefetchQuery(categoriesQueryOptions()),
  errorComponent: RootError,
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

/** A screen that failed to load: offline with nothing saved, or a real error. */
function RootError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const retry = () => (reset(), void router.invalidate());
  if (error instanceof ApiError && error.isNetworkError) return <OfflineMessage onRetry={retry} />;
  return <NotFound title="Something went wrong" text={(error as Error).message} />;
}
