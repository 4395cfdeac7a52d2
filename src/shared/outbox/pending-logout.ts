import { del, get, set } from 'idb-keyval';
import { databases, deviceStore } from '../device-storage';

/**
 * A logout the server has not heard yet (the shopper logged out offline). The session cookie is
 * HttpOnly, so only the server can end it: until the logout reaches it, the service worker sends
 * every API request without cookies (no personal answer for the next person on the phone), and
 * tabs and the worker send the logout as soon as the network answers. Kept in IndexedDB, which
 * tabs and the worker share and which outlives them.
 */
const sessionStore = () => deviceStore(databases.pendingLogout);
const KEY = 'logout-pending';
export const LOGOUT_PATH = '/api/customer/logout';
/** What a tab tells the worker after noting (or clearing) a pending logout. */
export const LOGOUT_PENDING_MESSAGE = 'LOGOUT_PENDING_CHANGED';

/**
 * The requests the worker sends without cookies while a logout is pending: every API request but
 * the logout itself, which needs its cookie for the server to revoke that token. (Sent without
 * it, the logout was answered 200 having revoked nothing, the tab forgot it was pending, and the
 * old session answered again.)
 */
export const guardedByPendingLogout = (pathname: string): boolean =>
  pathname.startsWith('/api/') && pathname !== LOGOUT_PATH;

export const isLogoutPending = async (): Promise<boolean> =>
  (await get<boolean>(KEY, sessionStore())) === true;

export const noteLogoutPending = () => set(KEY, true, sessionStore());

/**
 * Sends the pending logout (with the cookie, so the server revokes that token and clears the
 * cookie) and forgets it once the server answered; false while the network does not answer.
 */
export async function deliverPendingLogout(
  send: (url: string, init: RequestInit) => Promise<Response> = fetch,
): Promise<boolean> {
  if (!(await isLogoutPending())) return true;
  try {
    const answer = await send(LOGOUT_PATH, { credentials: 'include', cache: 'no-store' });
    if (!answer.ok) return false;
  } catch {
    return false;
  }
  await del(KEY, sessionStore());
  return true;
}
