import {
  deliverPendingLogout,
  LOGOUT_PENDING_MESSAGE,
  noteLogoutPending,
} from '@shared/outbox/pending-logout';

const tellWorker = () =>
  navigator.serviceWorker?.controller?.postMessage({ type: LOGOUT_PENDING_MESSAGE });

/** Notes a logout the server did not hear, and tells the service worker at once. */
export async function notePendingLogout(): Promise<void> {
  await noteLogoutPending();
  tellWorker();
}

/**
 * Sends a logout the server has not heard yet: at start and whenever the network comes back.
 * (Any API request through the worker sends it first as well.)
 */
export function deliverPendingLogoutWhenOnline(): void {
  const send = () =>
    void deliverPendingLogout().then((done) => {
      if (done) tellWorker();
    });
  send();
  window.addEventListener('online', send);
}
