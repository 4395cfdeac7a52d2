import { Suspense } from 'react';
import { lazyPart } from '@/lib/lazy-part';
import { useAfterPaint } from '@/lib/use-after-paint';

// Not needed for the first paint: the toasts' container, the service worker's registration, the install banner.
const { load: loadToasts, Part: Toasts } = lazyPart(() => import('@/components/toasts'));
const { load: loadUpdatePrompt, Part: UpdatePrompt } = lazyPart(
  () => import('@/features/pwa/update-prompt'),
);
const { load: loadInstallBanner, Part: InstallBanner } = lazyPart(() => import('./install-button'));
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
