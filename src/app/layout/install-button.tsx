import { useState } from 'react';
import { dismissInstallBanner, promptInstall, useInstallState } from '@/lib/install-prompt';
import { m } from '@shared/i18n/paraglide/messages.js';

/**
 * "Install app": the browser's own dialog where it has one; the Add to Home Screen steps only
 * where it has none (iOS Safari); nothing at all once installed or where neither applies.
 */
export function InstallButton() {
  const { canPrompt, manualSteps } = useInstallState();
  const [steps, setSteps] = useState(false);
  if (!canPrompt && !manualSteps) return null;
  return (
    <div>
      <button
        type="button"
        className="min-h-11 rounded bg-white px-3 py-1.5 text-sm font-medium text-teal-800"
        onClick={() => (canPrompt ? void promptInstall() : setSteps((s) => !s))}
      >
        {m.install_app()}
      </button>
      {steps && manualSteps && (
        <p role="note" className="mt-2 max-w-xs text-xs text-teal-50">
          {m.install_manual_steps()}
        </p>
      )}
    </div>
  );
}

/** Offered to a returning shopper, once; "Not now" is remembered on this device. */
export default function InstallBanner({ shopName }: { shopName: string }) {
  const { offerBanner, canPrompt, manualSteps } = useInstallState();
  const [steps, setSteps] = useState(false);
  if (!offerBanner) return null;
  return (
    <aside
      aria-label={m.install_banner_label()}
      className="fixed inset-x-2 bottom-20 z-40 rounded-lg border border-slate-200 bg-white p-4 shadow-lg sm:inset-x-auto sm:right-4 sm:w-96"
    >
      <p className="font-semibold">{m.install_banner_title({ shop: shopName })}</p>
      <p className="text-sm text-slate-700">{m.install_banner_text()}</p>
      {steps && manualSteps && (
        <p role="note" className="mt-2 text-sm text-slate-700">
          {m.install_manual_steps()}
        </p>
      )}
      <div className="mt-3 flex gap-2">
        <button
          type="button"
          className="min-h-11 rounded bg-teal-700 px-4 text-sm font-medium text-white"
          onClick={() => (canPrompt ? void promptInstall() : setSteps(true))}
        >
          {m.install_now()}
        </button>
        <button
          type="button"
          className="min-h-11 rounded border border-slate-300 px-4 text-sm"
          onClick={dismissInstallBanner}
        >
          {m.install_not_now()}
        </button>
      </div>
    </aside>
  );
}
