import { m } from '@shared/i18n/paraglide/messages.js';
import { ApiError } from './api-client';

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
