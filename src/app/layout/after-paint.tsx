import { Suspense } from 'react';
import { lazyPart } from '@/lib/lazy-part';
import { useMessageRaised } from '@/lib/notify';
import { useAfterPaint } from '@/lib/use-after-paint';

// Not needed for the first paint: the service worker's registration, the install banner; the
// toasts' container not before there is a message to show.
const { Part: Toasts } = lazyPart(() => import('@/components/toasts'));
const { load: loadUpdatePrompt, Part: UpdatePrompt } = lazyPart(
  () => import('@/features/pwa/update-prompt'),
);
const { load: loadInstallBanner, Part: InstallBanner } = lazyPart(() => import('./install-button'));
const loadAll = () => Promise.all([loadUpdatePrompt(), loadInstallBanner()]);

/** `shopName`: the install banner's (SHOP_NAME). */
export function AfterPaint({ shopName }: { shopName: string }) {
  // Light, and the worker's registration should not wait behind the sliders.
  const ready = useAfterPaint(loadAll, { inTurn: false });
  const messageRaised = useMessageRaised();
  // Each its own boundary: the toasts' code arriving never hides the update prompt.
  return (
    <>
      <Suspense fallback={null}>{messageRaised && <Toasts />}</Suspense>
      {ready && (
        <Suspense fallback={null}>
          <UpdatePrompt />
          <InstallBanner shopName={shopName} />
        </Suspense>
      )}
    </>
  );
}
