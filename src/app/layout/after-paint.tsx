import { lazy, Suspense } from 'react';
import { useAfterPaint } from '@/lib/use-after-paint';

// Not needed for the first paint: the toasts' container, the service worker's registration, the install banner.
const loadToasts = () => import('@/components/toasts');
const loadUpdatePrompt = () => import('@/features/pwa/update-prompt');
const loadInstallBanner = () => import('./install-button');
const Toasts = lazy(loadToasts);
const UpdatePrompt = lazy(loadUpdatePrompt);
const InstallBanner = lazy(loadInstallBanner);
const loadAll = () => Promise.all([loadToasts(), loadUpdatePrompt(), loadInstallBanner()]);

export function AfterPaint() {
  // Light, and the toasts and the worker's registration should not wait behind the sliders.
  const ready = useAfterPaint(loadAll, { inTurn: false });
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <Toasts />
      <UpdatePrompt />
      <InstallBanner />
    </Suspense>
  );
}
