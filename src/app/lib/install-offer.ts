/**
 * The browser's install offer, as early as it comes. Chromium fires `beforeinstallprompt` once,
 * early, often before React has mounted anything, so the entry's first import
 * (capture-install-prompt.ts) starts listening here, keeping what it hears; no inline script in
 * index.html (the CSP forbids them). What the install button and banner make of it
 * (install-prompt.ts) loads with them, after the first paint.
 */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** What the browser said: the kept event (usable once) and whether the app was just installed. */
export const installOffer: { event: InstallPromptEvent | null; installedNow: boolean } = {
  event: null,
  installedNow: false,
};

const listeners = new Set<() => void>();

/** Calls back when the offer or the display mode changes; answers the unsubscribe. */
export function onInstallOffer(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function installOfferChanged(): void {
  for (const listener of listeners) listener();
}

export function storage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return window[kind];
  } catch {
    return null; // storage blocked (private mode settings): no banner memory, nothing breaks
  }
}

export function captureInstallPrompt(): void {
  if (typeof window === 'undefined') return;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault(); // no mini-infobar: our button and banner offer it
    installOffer.event = event as InstallPromptEvent;
    installOfferChanged();
  });
  window.addEventListener('appinstalled', () => {
    installOffer.installedNow = true;
    installOffer.event = null;
    installOfferChanged();
  });
  window
    .matchMedia?.('(display-mode: standalone)')
    .addEventListener?.('change', installOfferChanged);
}
