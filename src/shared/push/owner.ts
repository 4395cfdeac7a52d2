import { del, get, set } from 'idb-keyval';
import { databases, deviceStore } from '../device-storage';

/**
 * Whose notifications this device shows: the shopper who turned them on, until they log out.
 * In IndexedDB, which the service worker reads when a push arrives with every tab closed.
 */
const pushStore = () => deviceStore(databases.pushOwner);
const KEY = 'owner';

export const pushOwner = async (): Promise<string | null> =>
  (await get<string>(KEY, pushStore())) ?? null;
export const setPushOwner = (customerId: string) => set(KEY, customerId, pushStore());
export const clearPushOwner = () => del(KEY, pushStore());
