import { lazy, Suspense } from 'react';
import { useAfterPaint } from '@/lib/use-after-paint';

// Not needed for the first paint: the toasts' container and the service worker's registration.
const Toasts = lazy(() => import('./toasts'));
const UpdatePrompt = lazy(() => import('@/features/pwa/update-prompt'));

export function AfterPaint() {
  const ready = useAfterPaint();
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <Toasts />
      <UpdatePrompt />
    </Suspense>
  );
}
