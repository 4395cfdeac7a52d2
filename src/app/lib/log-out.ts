import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@shared/api/api-client';
import { clear } from 'idb-keyval';
import {
  databases,
  deviceStore,
  localStorageKeys,
  sessionStorageKeys,
  workerCaches,
} from '@shared/device-storage';
import type { Outbox } from '@/lib/outbox/outbox';
import { notePendingLogout } from '@/lib/tab-pending-logout';
import { forgetShopper } from '@/lib/query-client';

/**
 * Logout on this device, once the shopper confirmed (use-logout.ts loads this on the click, not
 * with the first screen: few sessions end in a logout). Answers the server's message, or null
 * when the server did not hear it.
 */
export async function logOut({
  queryClient,
  outbox,
  api,
}: {
  queryClient: QueryClient;
  outbox: Outbox;
  api: ApiClient;
}): Promise<string | null> {
  await outbox.dropOthers(null);
  // While the token still works: this device stops notifying the shopper who leaves.
  await import('@/lib/push-device')
    .then(({ turnOffPush }) => turnOffPush(api))
    .catch(() => undefined);
  // The server revokes the token; unreachable, the device forgets the shopper all the same.
  const answer = await api.call('logout').catch(() => null);
  // Not heard by the server (offline): the session ends on the device now, and the logout
  // reaches the server when the network answers (src/shared/outbox/pending-logout.ts).
  if (!answer) await notePendingLogout();
  await clearNamedStores(() => forgetShopper(queryClient));
  return answer?.message ?? null;
}

export type OnLogout = 'clear' | 'personal' | 'keep';

type Rules<T> = { [name in keyof T]: OnLogout };

/**
 * What a logout does with every store src/shared/device-storage.ts names: 'clear' (the leaving
 * shopper's, gone), 'personal' (shared and personal entries: the personal ones go) or 'keep',
 * with why. The types refuse a named store without a rule.
 */
export const onLogout: {
  databases: Rules<typeof databases>;
  localStorageKeys: Rules<typeof localStorageKeys>;
  sessionStorageKeys: Rules<typeof sessionStorageKeys>;
  workerCaches: Rules<typeof workerCaches>;
} = {
  databases: {
    queryCache: 'personal',
    outbox: 'clear',
    outboxNotes: 'clear',
    // Kept: it is the logout itself, until the server hears it.
    pendingLogout: 'keep',
    pushOwner: 'clear',
  },
  localStorageKeys: {
    token: 'clear',
    // Kept: the device's answers and visits, not the shopper's data.
    pushOfferDismissedAt: 'keep',
    installVisits: 'keep',
    installBannerDismissed: 'keep',
    // Where the leaving shopper has things delivered: theirs, not the next person's.
    deliveryPin: 'clear',
  },
  sessionStorageKeys: { installVisitCounted: 'keep' },
  // Kept: the same for every visitor, as the worker never keeps a personal answer.
  workerCaches: { catalogue: 'keep', images: 'keep', savedHomePagePrefix: 'keep' },
};

/** The names of a group whose rule is 'clear'. */
const cleared = <T extends object>(names: T, rules: { [name in keyof T]: OnLogout }) =>
  (Object.keys(names) as (keyof T)[])
    .filter((name) => rules[name] === 'clear')
    .map((n) => names[n]);

/**
 * The one place a logout empties the device: every store src/shared/device-storage.ts marks
 * 'clear', and the personal answers of the one 'personal' store (the query cache, whose keys
 * forgetShopper knows); stores marked keep stay. forgetShopper also tells the session's
 * listeners that the token (one of the cleared keys) is gone.
 */
async function clearNamedStores(dropPersonalAnswers: () => Promise<void>): Promise<void> {
  for (const key of cleared(localStorageKeys, onLogout.localStorageKeys))
    localStorage.removeItem(key);
  for (const key of cleared(sessionStorageKeys, onLogout.sessionStorageKeys))
    sessionStorage.removeItem(key);
  await Promise.all([
    ...cleared(databases, onLogout.databases).map((database) => clear(deviceStore(database))),
    // The worker's caches are absent outside a secure context.
    ...cleared(workerCaches, onLogout.workerCaches).map((name) => globalThis.caches?.delete(name)),
    dropPersonalAnswers(),
  ]);
}
