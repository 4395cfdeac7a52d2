import { useSyncExternalStore } from 'react';
import { localStorageKeys, sessionStorageKeys } from '@shared/device-storage';
import { installOffer, installOfferChanged, onInstallOffer, storage } from './install-offer';

/**
 * What the install button and banner offer, from what the browser said (kept from the start by
 * install-offer.ts, from the entry's first import on). Loaded with them, after the first paint.
 */
export interface InstallState {
  /** The browser can show its own install dialog. */
  canPrompt: boolean;
  /** Running as the installed app, or just installed. */
  installed: boolean;
  /** No prompt exists here (iOS Safari): the shopper adds the shop by hand from Share. */
  manualSteps: boolean;
  /** A returning shopper (second visit or later) who has not dismissed the install banner. */
  offerBanner: boolean;
}

const VISITS_KEY = localStorageKeys.installVisits;
const BANNER_DISMISSED_KEY = localStorageKeys.installBannerDismissed;

function standalone(): boolean {
  return (
    window.matchMedia?.('(display-mode: standalone)').matches === true ||
    (navigator as { standalone?: boolean }).standalone === true
  );
}

/** iOS and iPadOS (which says it is a Mac but has a touch screen): Safari there has no install prompt. */
function appleMobile(): boolean {
  return (
    /iPad|iPhone|iPod/.test(navigator.userAgent) ||
    (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1)
  );
}

/**
 * Counts this visit once per browser session: a reload is not a second visit, tomorrow is.
 * Here, where the count is read after the first paint, not in the entry: the page's first touch
 * of storage opens it synchronously, a share of the entry's first long task on a phone.
 */
function countVisit(): void {
  const session = storage('sessionStorage');
  const local = storage('localStorage');
  if (!session || !local || session.getItem(sessionStorageKeys.installVisitCounted)) return;
  session.setItem(sessionStorageKeys.installVisitCounted, '1');
  const visits = Number(local.getItem(VISITS_KEY) ?? 0);
  local.setItem(VISITS_KEY, String(visits + 1));
}

/** What the server renders: no install offer (it cannot know); hydration must start from it. */
const SERVER_STATE: InstallState = {
  canPrompt: false,
  installed: false,
  manualSteps: false,
  offerBanner: false,
};

function compute(): InstallState {
  const installed = installOffer.installedNow || standalone();
  const canPrompt = !installed && installOffer.event !== null;
  const manualSteps = !installed && !canPrompt && appleMobile();
  const visits = Number(storage('localStorage')?.getItem(VISITS_KEY) ?? 0);
  const dismissed = storage('localStorage')?.getItem(BANNER_DISMISSED_KEY) === '1';
  const offerBanner = (canPrompt || manualSteps) && visits >= 2 && !dismissed;
  // Nothing to offer is the server's state itself: a page hydrated from its HTML then finds the
  // state unchanged, and React does not draw the install parts again right after hydrating.
  if (!canPrompt && !installed && !manualSteps && !offerBanner) return SERVER_STATE;
  return { canPrompt, installed, manualSteps, offerBanner };
}

countVisit();
let state = compute();
const listeners = new Set<() => void>();
onInstallOffer(() => {
  state = compute();
  for (const listener of listeners) listener();
});

/** Shows the browser's dialog; the event can be used once, so it is dropped whatever the answer. */
export async function promptInstall(): Promise<void> {
  const event = installOffer.event;
  if (!event) return;
  installOffer.event = null;
  await event.prompt();
  const { outcome } = await event.userChoice;
  if (outcome === 'accepted') installOffer.installedNow = true;
  installOfferChanged();
}

export function dismissInstallBanner(): void {
  storage('localStorage')?.setItem(BANNER_DISMISSED_KEY, '1');
  installOfferChanged();
}

export function useInstallState(): InstallState {
  return useSyncExternalStore(
    (listener) => (listeners.add(listener), () => void listeners.delete(listener)),
    () => state,
    // Not the live state: Chromium may fire beforeinstallprompt before React hydrates the server
    // HTML, and an Install button that was not in that HTML is a hydration mismatch (React #418).
    () => SERVER_STATE,
  );
}
