import { createStore, type UseStore } from 'idb-keyval';

/**
 * Everything the storefront keeps on the device, named once: IndexedDB databases, localStorage
 * and sessionStorage keys, and the service worker's caches (Workbox's precache of the built files
 * apart, which Workbox names and keeps per build). Tabs and the worker import their names from
 * here. A logout empties them in one place, src/app/lib/log-out.ts, whose `onLogout` gives each
 * name here its rule (the types refuse a name without one). Not in this module: every first view
 * loads it, and few sessions end in a logout. Plain strings and comments here for the same reason.
 */
/** IndexedDB databases: [database, object store]. */
export const databases = {
  /** React Query's saved answers (idb-keyval's default database; one key, QUERY_CACHE_KEY). */
  queryCache: ['keyval-store', 'keyval'],
  /** Cart, wishlist and chat changes the server has not confirmed (shared/outbox/store.ts). */
  outbox: ['storefront-outbox', 'changes'],
  /** What the worker sent while no tab was open, to tell the shopper (shared/outbox/unheard.ts). */
  outboxNotes: ['storefront-outbox-notes', 'notes'],
  /** A logout the server has not heard yet (shared/outbox/pending-logout.ts). */
  pendingLogout: ['storefront-session', 'state'],
  /** Whose notifications this device shows (shared/push/owner.ts). */
  pushOwner: ['storefront-push', 'state'],
} as const satisfies Record<string, readonly [database: string, store: string]>;

/** The saved React Query snapshot's key in `databases.queryCache`. */
export const QUERY_CACHE_KEY = 'storefront-query-cache';

export const localStorageKeys = {
  /** The session token, shared by the tabs. */
  token: 'customerToken',
  /** When the notifications offer was last dismissed (components/push-offer.tsx). */
  pushOfferDismissedAt: 'push-offer-dismissed-at',
  /** Visits counted for the install banner (lib/install-offer.ts), and its dismissal (lib/install-prompt.ts). */
  installVisits: 'bazaar.visits',
  installBannerDismissed: 'bazaar.install-banner-dismissed',
  /** The last PIN the shopper asked the product page's delivery date for (features/product/delivery-pin.ts). */
  deliveryPin: 'bazaar.delivery-pin',
} as const;

export const sessionStorageKeys = {
  /** This tab's visit is counted once (lib/install-offer.ts). */
  installVisitCounted: 'bazaar.visit-counted',
} as const;

/** The service worker's runtime caches (sw/sw.ts, sw/keep-saved-home-page.ts). */
export const workerCaches = {
  catalogue: 'catalogue-api-v1',
  images: 'images-v1',
  /** Home as the server last drew it, one per build: `home-page-<shell revision>`. */
  savedHomePagePrefix: 'home-page-',
} as const;

/** idb-keyval's handle on one of `databases`, made once per database. */
const handles = new Map<string, UseStore>();
export function deviceStore([database, store]: readonly [string, string]): UseStore {
  let handle = handles.get(database);
  if (!handle) handles.set(database, (handle = createStore(database, store)));
  return handle;
}
