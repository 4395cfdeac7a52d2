import { said } from '@shared/said';
import type { ChatRefusal } from '@shared/socket-events';
import type { DomainError, Refusal } from '../domain-error';

/**
 * A socket's refusal as an HTTP error says it (http/errors.ts): the words in English, and the
 * catalogue key and values the tab writes them from in its page's language. The type allows a
 * key or `forStaff('...')` only, so an English sentence without a key cannot be sent.
 */
export function chatRefusal(refusal: Refusal): ChatRefusal {
  const text = typeof refusal === 'string' ? said(refusal) : refusal;
  if ('staff' in text) return { error: text.staff };
  const { message, ...key } = text;
  return { error: message, ...key };
}

/** A service's refusal: its text by key, or a staff text as it is. */
export const refusalOfError = (error: DomainError): ChatRefusal =>
  error.said ? chatRefusal(error.said) : { error: error.message };
