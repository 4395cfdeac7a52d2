import { lazy, Suspense } from 'react';
import { useAfterPaint } from '@/lib/use-after-paint';

// Not needed for the first paint: the toasts' container, the service worker's registration, the install banner.
const Toasts = lazy(() => import('@/components/toasts'));
const UpdatePrompt = lazy(() => import('@/features/pwa/update-prompt'));
const InstallBanner = lazy(() => import('./install-button'));

export function AfterPaint() {
  const ready = useAfterPaint();
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <Toasts />
      <UpdatePrompt />
      <InstallBanner />
    </Suspense>
  );
}
