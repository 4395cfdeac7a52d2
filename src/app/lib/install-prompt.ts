import { useSyncExternalStore } from 'react';
import { localStorageKeys, sessionStorageKeys } from '@shared/device-storage';

/**
 * The browser's install offer. Chromium fires `beforeinstallprompt` once, early, often before
 * React has mounted anything, so this module listens from the moment the entry imports it and
 * keeps the event; the install button and banner read it from here. No inline script in
 * index.html (the CSP forbids them): the entry's first import is the earliest safe place.
 */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

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
const VISIT_COUNTED_KEY = sessionStorageKeys.installVisitCounted;
const BANNER_DISMISSED_KEY = localStorageKeys.installBannerDismissed;

let deferred: InstallPromptEvent | null = null;
let installedNow = false;
let state: InstallState = {
  canPrompt: false,
  installed: false,
  manualSteps: false,
  offerBanner: false,
};
const listeners = new Set<() => void>();

function storage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return window[kind];
  } catch {
    return null; // storage blocked (private mode settings): no banner memory, nothing breaks
  }
}

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

function compute(): InstallState {
  const installed = installedNow || standalone();
  const canPrompt = !installed && deferred !== null;
  const manualSteps = !installed && !canPrompt && appleMobile();
  const visits = Number(storage('localStorage')?.getItem(VISITS_KEY) ?? 0);
  const dismissed = storage('localStorage')?.getItem(BANNER_DISMISSED_KEY) === '1';
  return {
    canPrompt,
    installed,
    manualSteps,
    offerBanner: (canPrompt || manualSteps) && visits >= 2 && !dismissed,
  };
}

function changed(): void {
  state = compute();
  for (const listener of listeners) listener();
}

/** Counts this visit once per browser session: a reload is not a second visit, tomorrow is. */
function countVisit(): void {
  const session = storage('sessionStorage');
  const local = storage('localStorage');
  if (!session || !local || session.getItem(VISIT_COUNTED_KEY)) return;
  session.setItem(VISIT_COUNTED_KEY, '1');
  local.setItem(VISITS_KEY, String(Number(local.getItem(VISITS_KEY) ?? 0) + 1));
}

export function captureInstallPrompt(): void {
  if (typeof window === 'undefined') return;
  countVisit();
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault(); // no mini-infobar: our button and banner offer it
    deferred = event as InstallPromptEvent;
    changed();
  });
  window.addEventListener('appinstalled', () => {
    installedNow = true;
    deferred = null;
    changed();
  });
  window.matchMedia?.('(display-mode: standalone)').addEventListener?.('change', changed);
  changed();
}

/** Shows the browser's dialog; the event can be used once, so it is dropped whatever the answer. */
export async function promptInstall(): Promise<void> {
  const event = deferred;
  if (!event) return;
  deferred = null;
  await event.prompt();
  const { outcome } = await event.userChoice;
  if (outcome === 'accepted') installedNow = true;
  changed();
}

export function dismissInstallBanner(): void {
  storage('localStorage')?.setItem(BANNER_DISMISSED_KEY, '1');
  changed();
}

/** What the server renders: no install offer (it cannot know); hydration must start from it. */
const SERVER_STATE: InstallState = {
  canPrompt: false,
  installed: false,
  manualSteps: false,
  offerBanner: false,
};

export function useInstallState(): InstallState {
  return useSyncExternalStore(
    (listener) => (listeners.add(listener), () => void listeners.delete(listener)),
    () => state,
    // Not the live state: Chromium may fire beforeinstallprompt before React hydrates the server
    // HTML, and an Install button that was not in that HTML is a hydration mismatch (React #418).
    () => SERVER_STATE,
  );
}
