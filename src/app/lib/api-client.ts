import type { z } from 'zod';
import { apiPath } from '@shared/api/endpoint';
import type { ApiEndpoints } from '@shared/api/api-types';
import type { ErrorCode } from '@shared/api/error-codes';
import { paths, type OperationName } from '@shared/api/paths';
import { TOKEN_STORAGE_KEY } from '@shared/constants';
import { messages } from '@shared/messages';
import { reportNetworkFailure, reportNetworkSuccess } from './online';

/**
 * A failed call: `message` is the server's `{error}` text, `status` 0 when the network failed,
 * `code` the answer's stable code (what a screen branches on, never the text).
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: ErrorCode,
  ) {
    super(message);
  }
  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

type In<T> = NonNullable<T> extends z.ZodType ? z.input<NonNullable<T>> : never;

export interface CallOptions<E extends ApiEndpoints[OperationName]> {
  params?: In<E['params']>;
  query?: In<E['query']>;
  body?: In<E['body']>;
  /** A multipart body (a picture); the browser writes its content-type with the boundary. */
  form?: FormData;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** Catalogue paths the shopper's own write just changed: read once past every cache. */
const freshOnce = new Set<string>();

/**
 * The next read of this operation (a review list, a product after a review or an order) goes to
 * the server with cache 'reload': past the browser's HTTP cache, and the service worker answers
 * it from the network and replaces its cached copy (see sw/sw.ts).
 */
export function readFreshOnce<K extends OperationName>(
  name: K,
  params: In<ApiEndpoints[K]['params']>,
): void {
  freshOnce.add(`/api${apiPath(paths[name].path, params as Record<string, string>)}`);
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

function queryString(query: object | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The browser's fetch; the server renderer swaps in one that asks the API in-process. */
let apiFetch: (url: string, init: RequestInit) => Promise<Response> = (url, init) =>
  fetch(url, init);

/** Server rendering only: where callApi's requests go (relative URLs mean nothing outside a page). */
export function setApiFetch(fetcher: (url: string, init: RequestInit) => Promise<Response>): void {
  apiFetch = fetcher;
}

/**
 * The one way the client talks to the API, by operation name: credentials included, bearer
 * token, typed answer. Only names and paths reach the bundle, never the zod schemas.
 */
export async function callApi<K extends OperationName>(
  name: K,
  options: CallOptions<ApiEndpoints[K]> = {},
): Promise<z.output<ApiEndpoints[K]['response']>> {
  const endpoint = paths[name];
  const pathname = `/api${apiPath(endpoint.path, (options.params ?? {}) as Record<string, string>)}`;
  const url = `${pathname}${queryString(options.query as object | undefined)}`;
  const fresh = endpoint.method === 'GET' && freshOnce.delete(pathname);
  // Public reads go without the token, so the service worker may keep them (see sw/).
  const token = endpoint.auth || name === 'logout' ? storedToken() : null;
  let response: Response;
  try {
    response = await apiFetch(url, {
      method: endpoint.method,
      credentials: 'include',
      signal: options.signal,
      ...(fresh && { cache: 'reload' as const }),
      headers: {
        accept: 'application/json',
        ...(options.body !== undefined && { 'content-type': 'application/json' }),
        ...(token && { authorization: `Bearer ${token}` }),
        ...options.headers,
      },
      body: options.form ?? (options.body !== undefined ? JSON.stringify(options.body) : undefined),
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    reportNetworkFailure();
    throw new ApiError('You appear to be offline', 0);
  }
  reportNetworkSuccess();
  const data = (await response.json().catch(() => null)) as {
    error?: string;
    code?: ErrorCode;
  } | null;
  // An expired or revoked session signs the shopper out once, instead of failing call by call:
  // calls already under way with the same token find it gone and say nothing more. The shopper
  // reads the spec's text, whatever the server's reason.
  if (response.status === 401 && token && storedToken() === token)
    onSessionRejected(messages.invalidToken);
  if (!response.ok)
    throw new ApiError(data?.error ?? messages.somethingWrong, response.status, data?.code);
  return data as z.output<ApiEndpoints[K]['response']>;
}

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
