import { m } from '@shared/i18n/paraglide/messages.js';
import { ApiError } from './tab-api-client';

/**
 * What a failed write shows: the server's text, `offline` when the request never reached it (a
 * form that needs the network says so instead of a bare "offline"), else the generic text;
 * nothing ('') while there is no error.
 */
export function errorText(error: unknown, offline?: string): string {
  if (error === null || error === undefined) return '';
  if (!(error instanceof ApiError)) return m.account_something_wrong();
  return error.isNetworkError && offline ? offline : error.message;
}

/**
 * The request id of a failure of the server's own (a 5xx: a fault or a refusal under load), for
 * a shopper to quote; a refusal of what was asked (4xx) or no answer at all has none worth it.
 */
export function failureId(error: unknown): string | undefined {
  return error instanceof ApiError && error.status >= 500 ? error.requestId : undefined;
}
