import { clear, createStore, type UseStore } from 'idb-keyval';

/**
 * Everything the storefront keeps on the device, named once: IndexedDB databases, localStorage
 * and sessionStorage keys, and the service worker's caches (Workbox's precache of the built files
 * apart, which Workbox names and keeps per build). Tabs and the worker import their names from
 * here, and `clearOnLogout` is the one place a logout empties them.
 *
 * Each entry says what a logout does with it: 'clear' (the leaving shopper's, gone), 'personal'
 * (holds shared and personal entries: the personal ones go) or 'keep' with why (the same for
 * every visitor, or the device's own setting, or the logout itself).
 */
export type OnLogout = 'clear' | 'personal' | { keep: string };

interface Database {
  name: string;
  store: string;
  onLogout: OnLogout;
}

export const databases = {
  /** React Query's saved answers (idb-keyval's default database; one key, QUERY_CACHE_KEY). */
  queryCache: { name: 'keyval-store', store: 'keyval', onLogout: 'personal' },
  /** Cart, wishlist and chat changes the server has not confirmed (shared/outbox/store.ts). */
  outbox: { name: 'storefront-outbox', store: 'changes', onLogout: 'clear' },
  /** What the worker sent while no tab was open, to tell the shopper (shared/outbox/unheard.ts). */
  outboxNotes: { name: 'storefront-outbox-notes', store: 'notes', onLogout: 'clear' },
  /** A logout the server has not heard yet (shared/outbox/pending-logout.ts). */
  pendingLogout: {
    name: 'storefront-session',
    store: 'state',
    onLogout: { keep: 'it is the logout: kept until the server hears it' },
  },
  /** Whose notifications this device shows (shared/push/owner.ts). */
  pushOwner: { name: 'storefront-push', store: 'state', onLogout: 'clear' },
} as const satisfies Record<string, Database>;

/** The saved React Query snapshot's key in `databases.queryCache`. */
export const QUERY_CACHE_KEY = 'storefront-query-cache';

export const localStorageKeys = {
  /** The session token, shared by the tabs. */
  token: { key: 'customerToken', onLogout: 'clear' },
  /** When the notifications offer was last dismissed (components/push-offer.tsx). */
  pushOfferDismissedAt: {
    key: 'push-offer-dismissed-at',
    onLogout: { keep: "the device's answer to the offer, not the shopper's data" },
  },
  /** Visits counted for the install banner (lib/install-prompt.ts). */
  installVisits: { key: 'bazaar.visits', onLogout: { keep: 'counts visits to this device' } },
  installBannerDismissed: {
    key: 'bazaar.install-banner-dismissed',
    onLogout: { keep: "the device's answer to the install banner" },
  },
} as const satisfies Record<string, { key: string; onLogout: OnLogout }>;

export const sessionStorageKeys = {
  /** This tab's visit is counted once (lib/install-prompt.ts). */
  installVisitCounted: {
    key: 'bazaar.visit-counted',
    onLogout: { keep: 'counts visits to this device' },
  },
} as const satisfies Record<string, { key: string; onLogout: OnLogout }>;

const PUBLIC = { keep: 'the same for every visitor: the worker never keeps a personal answer' };

/** The service worker's runtime caches (sw/sw.ts, sw/saved-home-page.ts). */
export const workerCaches = {
  catalogue: { name: 'catalogue-api-v1', onLogout: PUBLIC },
  images: { name: 'images-v1', onLogout: PUBLIC },
  /** Home as the server last drew it, one per build: `home-page-<shell revision>`. */
  savedHomePage: { name: 'home-page-', prefix: true, onLogout: PUBLIC },
} as const satisfies Record<string, { name: string; prefix?: true; onLogout: OnLogout }>;

/** idb-keyval's handle on one of `databases`, made once per database. */
const handles = new Map<string, UseStore>();
export function deviceStore(database: Database): UseStore {
  let handle = handles.get(database.name);
  if (!handle) handles.set(database.name, (handle = createStore(database.name, database.store)));
  return handle;
}

const clears = (entry: { onLogout: OnLogout }) => entry.onLogout === 'clear';

/** What a logout reaches in the tab (the worker has no Web Storage, so the tab hands it over). */
export interface TabStorage {
  localStorage: { removeItem(key: string): void };
  sessionStorage: { removeItem(key: string): void };
  /** The worker's caches; absent outside a secure context. */
  caches: { delete(name: string): Promise<boolean> } | undefined;
  /** Removes the personal entries of the one 'personal' store (the query cache, whose keys the app reads). */
  dropPersonalAnswers(): Promise<void>;
}

/**
 * A logout on this device: every 'clear' entry is emptied and the personal answers dropped;
 * entries marked keep are left. The caller tells the session listeners (the token is one of
 * these keys) and the outbox in memory.
 */
export async function clearOnLogout(tab: TabStorage): Promise<void> {
  for (const { key } of Object.values(localStorageKeys).filter(clears))
    tab.localStorage.removeItem(key);
  for (const { key } of Object.values(sessionStorageKeys).filter(clears))
    tab.sessionStorage.removeItem(key);
  await Promise.all([
    ...Object.values(databases)
      .filter(clears)
      .map((database) => clear(deviceStore(database))),
    ...Object.values(workerCaches)
      .filter(clears)
      .map((cache) => tab.caches?.delete(cache.name)),
    tab.dropPersonalAnswers(),
  ]);
}
