import {
  ApiError,
  createApiClient,
  type ApiClient,
  type CallOptions,
} from '@shared/api/api-client';
import type { KeyedText, MessageKey, MessageParams } from '@shared/api/message-keys';
import type { OperationName, Route } from '@shared/api/paths';
import { localStorageKeys } from '@shared/device-storage';

const TOKEN_STORAGE_KEY = localStorageKeys.token;
import { m } from '@shared/i18n/paraglide/messages.js';
import type { Locale } from '@shared/i18n/locale-path';
import { reportNetworkFailure, reportNetworkSuccess } from './online';

export { ApiError, type ApiClient, type CallOptions } from '@shared/api/api-client';

/** Catalogue reads the shopper's own write just changed: read once past every cache. */
const freshOnce = new Set<string>();
const readKey = (name: OperationName, params: object = {}) =>
  JSON.stringify([
    name,
    Object.entries(params)
      .map(([k, v]) => [k, String(v)])
      .sort(),
  ]);

let routes: Promise<Record<OperationName, Route>> | undefined;

/**
 * The operations' methods and paths, loaded by the first call (or once the first screen is
 * painted and the tab is idle) rather than with the first view: the first screen draws from the
 * server's HTML and the saved cache. A failed load is tried again by the next call.
 */
export function loadApiRoutes(): Promise<Record<OperationName, Route>> {
  routes ??= import('@shared/api/paths').then(
    (table) => table.paths,
    (error: unknown) => {
      routes = undefined;
      throw error;
    },
  );
  return routes;
}

/**
 * The next read of this operation (a review list, a product after a review or an order) goes to
 * the server with cache 'reload': past the browser's HTTP cache, and the service worker answers
 * it from the network and replaces its cached copy (see sw/sw.ts).
 */
export function readFreshOnce<K extends OperationName>(
  name: K,
  params: CallOptions<K>['params'],
): void {
  freshOnce.add(readKey(name, params ?? {}));
}

function storedToken(): string | null {
  const token = localStorage.getItem(TOKEN_STORAGE_KEY);
  return token && token !== 'undefined' ? token : null;
}

/**
 * A text by its key in the page's language, from the message catalogues: an error's, an answer's
 * `message` (the toast after a sign-in, an address saved), what the outbox reports. The table of
 * the texts an answer may carry (@shared/said) loads with the first such text, not with the page.
 */
export async function textOf(key: MessageKey, params?: MessageParams): Promise<string> {
  return (await import('@shared/said')).textOf(key, params);
}

/** A text as it travelled, in the page's language: by its key, or its words without one. */
export const inPageLanguage = async (text: KeyedText): Promise<string> =>
  text.messageKey ? textOf(text.messageKey, text.messageParams) : text.message;

async function withMessageInPageLanguage<T>(answer: T): Promise<T> {
  const { message, messageKey, messageParams } = (answer ?? {}) as Partial<KeyedText>;
  if (typeof message !== 'string' || !messageKey) return answer;
  return { ...answer, message: await textOf(messageKey, messageParams) };
}

/** The tab's client: the router context's `api`, and who hears that the session was refused. */
export interface TabApiClient extends ApiClient {
  /** Set once by the app: what to do when the server refuses the stored session. */
  whenSessionRejected(handler: (message: string) => void): void;
}

/**
 * The tab's API client (main.tsx creates the one screens reach through the router context):
 * bearer token, credentials included, the page's language, typed answer, and a read the shopper's own write just
 * changed goes past every cache once (readFreshOnce).
 */
export function createTabApiClient(locale: Locale): TabApiClient {
  let onSessionRejected: (message: string) => void = () => {};
  const client = createApiClient({
    fetch: (url, init) => fetch(url, init),
    route: async (name) => (await loadApiRoutes())[name],
    token: storedToken,
    // Every call names the page's language in its URL (`lang=hi`), the one way the server learns
    // it (src/server/http/request-locale.ts): see ApiClientOptions. The page's, set at its load.
    language: () => locale,
    onReachable: (reachable, sentAt) =>
      reachable ? reportNetworkSuccess() : reportNetworkFailure(sentAt),
    textOf,
    // An expired or revoked session signs the shopper out once, instead of failing call by call:
    // calls already under way with the same token find it gone and say nothing more. The shopper
    // reads the spec's text, whatever the server's reason.
    onTokenRefused: (token) =>
      storedToken() === token && onSessionRejected(m.account_invalid_token()),
  });
  return {
    whenSessionRejected(handler) {
      onSessionRejected = handler;
    },
    call(name, options = {}) {
      const isFresh = freshOnce.delete(readKey(name, options.params ?? {}));
      return client
        .call(name, isFresh ? { ...options, cache: 'reload' } : options)
        .then(withMessageInPageLanguage);
    },
  };
}

/**
 * Before sending a signed-in shopper away from /login: asks the server whether the stored session
 * still stands. Refused (revoked, expired), the shopper is signed out and stays to sign in;
 * unreachable (offline), the device's session is trusted as before.
 */
export async function storedSessionStands(api: ApiClient): Promise<boolean> {
  try {
    await api.call('accountInfo');
    return true;
  } catch (error) {
    return !(error instanceof ApiError && error.status === 401);
  }
}
