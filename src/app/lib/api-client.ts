import {
  ApiError,
  createApiClient,
  type ApiClient,
  operationUrl,
  type ApiAnswer,
  type CallOptions,
  type Fetch,
} from '@shared/api/client';
import { paths, type OperationName } from '@shared/api/paths';
import { TOKEN_STORAGE_KEY } from '@shared/constants';
import { messages } from '@shared/messages';
import { reportNetworkFailure, reportNetworkSuccess } from './online';

export { ApiError, type CallOptions } from '@shared/api/client';

/** Catalogue paths the shopper's own write just changed: read once past every cache. */
const freshOnce = new Set<string>();

/**
 * The next read of this operation (a review list, a product after a review or an order) goes to
 * the server with cache 'reload': past the browser's HTTP cache, and the service worker answers
 * it from the network and replaces its cached copy (see sw/sw.ts).
 */
export function readFreshOnce<K extends OperationName>(
  name: K,
  params: CallOptions<K>['params'],
): void {
  freshOnce.add(operationUrl(name, params ?? {}));
}

let onSessionRejected: (message: string) => void = () => {};
/** Set once by the app: what to do when the server refuses the stored session. */
export function whenSessionRejected(handler: (message: string) => void): void {
  onSessionRejected = handler;
}

function storedToken(): string | null {
  const token = localStorage.getItem(TOKEN_STORAGE_KEY);
  return token && token !== 'undefined' ? token : null;
}

/** The browser's fetch; the server renderer swaps in one that asks the API in-process. */
let apiFetch: Fetch = (url, init) => fetch(url, init);

/** Server rendering only: where callApi's requests go (relative URLs mean nothing outside a page). */
export function setApiFetch(fetcher: Fetch): void {
  apiFetch = fetcher;
}

const browserClient = createApiClient({
  fetch: (url, init) => apiFetch(url, init),
  token: storedToken,
  onReachable: (reachable) => (reachable ? reportNetworkSuccess() : reportNetworkFailure()),
  // An expired or revoked session signs the shopper out once, instead of failing call by call:
  // calls already under way with the same token find it gone and say nothing more. The shopper
  // reads the spec's text, whatever the server's reason.
  onTokenRefused: (token) => storedToken() === token && onSessionRejected(messages.invalidToken),
});

/** The tab's API client: bearer token, credentials included, typed answer. */
export function callApi<K extends OperationName>(
  name: K,
  options: CallOptions<K> = {},
): Promise<ApiAnswer<K>> {
  const isFresh =
    paths[name].method === 'GET' && freshOnce.delete(operationUrl(name, options.params ?? {}));
  return browserClient.call(name, isFresh ? { ...options, cache: 'reload' } : options);
}

/** callApi as an ApiClient, for what takes one (the outbox). */
export const tabApi: ApiClient = { call: callApi };

/**
 * Before sending a signed-in shopper away from /login: asks the server whether the stored session
 * still stands. Refused (revoked, expired), the shopper is signed out and stays to sign in;
 * unreachable (offline), the device's session is trusted as before.
 */
export async function storedSessionStands(): Promise<boolean> {
  try {
    await callApi('accountInfo');
    return true;
  } catch (error) {
    return !(error instanceof ApiError && error.status === 401);
  }
}
