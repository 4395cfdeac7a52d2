import type { z } from 'zod';
import { OFFLINE, SOMETHING_WRONG } from '../first-view-messages';
import { SAVED_ANSWER_HEADER } from '../saved-answer-header';
import type { ApiEndpoints } from './api-types';
import { apiPath } from './endpoint';
import type { ErrorCode } from './error-codes';
import { keyedText, type KeyedText, type MessageKey, type MessageParams } from './message-keys';
import type { OperationName, Route } from './paths';

/** A failed call: `message` is the server's `{error}` text, `status` 0 when the network failed. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The server's stable code; absent when the network failed or the answer was not ours. */
    readonly code?: ErrorCode,
    /** The request's id in the server's log (its X-Request-Id), for support. */
    readonly requestId?: string,
    /** The text's key in the message catalogues, and its values; absent for a text without one. */
    readonly messageKey?: MessageKey,
    readonly messageParams?: MessageParams,
  ) {
    super(message);
  }
  /** The text as it travels (the outbox hands it to a tab, which writes it by its key). */
  get text(): KeyedText {
    return keyedText(
      { message: this.message, messageKey: this.messageKey, messageParams: this.messageParams },
      { message: this.message },
    );
  }
  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

type In<T> = NonNullable<T> extends z.ZodType ? z.input<NonNullable<T>> : never;

export type ApiAnswer<K extends OperationName> = z.output<ApiEndpoints[K]['response']>;

export interface CallOptions<K extends OperationName> {
  params?: In<ApiEndpoints[K]['params']>;
  query?: In<ApiEndpoints[K]['query']>;
  body?: In<ApiEndpoints[K]['body']>;
  /** A multipart body (a picture); the browser writes its content-type with the boundary. */
  form?: FormData;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** `reload`: past the browser's HTTP cache (and the service worker's copy, see sw/). */
  cache?: RequestCache;
}

export type Fetch = (url: string, init: RequestInit) => Promise<Response>;

export interface ApiClientOptions {
  /** The browser's fetch, or the server renderer's in-process one. */
  fetch: Fetch;
  /**
   * An operation's method and path: `paths[name]` of `./paths`, or (the tab's) a promise of it,
   * so a bundle may load the table when it first calls rather than carry it from the start. A
   * table that cannot be loaded is a call that cannot reach the server.
   */
  route: (name: OperationName) => Route | Promise<Route>;
  /** The bearer token for calls that need a session; without one the session cookie speaks. */
  token?: () => string | null;
  credentials?: RequestCredentials;
  /** Told whether each call reached the server, and when it was sent (the tab's online model listens). */
  onReachable?: (reachable: boolean, sentAt: number) => void;
  /** The server refused the token this call carried. */
  onTokenRefused?: (token: string) => void;
  /**
   * The page's language, named in the URL of every call (`lang=hi`): the one way the server
   * learns it (src/server/http/request-locale.ts), and every cache keeps each language's answer
   * apart (one URL, one answer). An English public read is the contract's URL as it is.
   */
  language?: () => string;
  /**
   * Writes a text by its key (an error's, the server's or this client's own) in the page's
   * language before the ApiError carrying it is thrown; without it, the words as they came.
   */
  textOf?: (key: MessageKey, params?: MessageParams) => string | Promise<string>;
}

export interface ApiClient {
  call<K extends OperationName>(name: K, options?: CallOptions<K>): Promise<ApiAnswer<K>>;
}

/** The URL of one operation's path, its `:params` filled and its query written (empty values left out). */
export function operationUrl(
  path: string,
  params: object = {},
  query: object | undefined = undefined,
): string {
  const pathname = `/api${apiPath(path, params as Record<string, string>)}`;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${pathname}?${text}` : pathname;
}

/**
 * The one way code talks to the API, by operation name, typed by the contract: the tab, the
 * service worker and the server renderer each create one with their own fetch. Only names and
 * paths reach a bundle, never the zod schemas.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  /** An ApiError whose text is written from its key in the page's language. */
  const failure = async (
    text: KeyedText,
    status: number,
    code?: ErrorCode,
    requestId?: string,
  ): Promise<ApiError> => {
    const key = text.messageKey;
    const words = key && options.textOf ? await options.textOf(key, text.messageParams) : null;
    return new ApiError(words ?? text.message, status, code, requestId, key, text.messageParams);
  };
  const offline = () => failure({ message: OFFLINE, messageKey: 'account_offline' }, 0);
  return {
    async call(name, call = {}) {
      const sentAt = Date.now();
      let endpoint: Route;
      try {
        endpoint = await options.route(name);
      } catch {
        options.onReachable?.(false, sentAt);
        throw await offline();
      }
      const language = options.language?.();
      const publicRead = endpoint.method === 'GET' && !endpoint.auth;
      const named = language && !(publicRead && language === 'en');
      const query = named ? { ...call.query, lang: language } : call.query;
      // Public reads go without the token, so the service worker may keep them (see sw/).
      const token = endpoint.auth || name === 'logout' ? (options.token?.() ?? null) : null;
      let response: Response;
      try {
        response = await options.fetch(operationUrl(endpoint.path, call.params ?? {}, query), {
          method: endpoint.method,
          credentials: options.credentials ?? 'include',
          signal: call.signal,
          ...(call.cache && { cache: call.cache }),
          headers: {
            accept: 'application/json',
            ...(call.body !== undefined && { 'content-type': 'application/json' }),
            ...(token && { authorization: `Bearer ${token}` }),
            ...call.headers,
          },
          body: call.form ?? (call.body !== undefined ? JSON.stringify(call.body) : undefined),
        });
      } catch (error) {
        if ((error as Error).name === 'AbortError') throw error;
        options.onReachable?.(false, sentAt);
        throw await offline();
      }
      // An answer the service worker kept is no sign the server can be reached.
      if (!response.headers.has(SAVED_ANSWER_HEADER)) options.onReachable?.(true, sentAt);
      const data = (await response.json().catch(() => null)) as {
        code?: ErrorCode;
        requestId?: string;
      } | null;
      if (response.status === 401 && token) options.onTokenRefused?.(token);
      if (!response.ok)
        throw await failure(
          keyedText(data, { message: SOMETHING_WRONG, messageKey: 'account_something_wrong' }),
          response.status,
          data?.code,
          data?.requestId ?? response.headers.get('x-request-id') ?? undefined,
        );
      return data as ApiAnswer<typeof name>;
    },
  };
}
