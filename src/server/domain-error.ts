import type { ErrorCode } from '@shared/api/error-codes';
import { said, type PlainKey, type Said } from '@shared/said';

/**
 * A text a service refuses with: a catalogue key (a shopper reads it, in their language), or
 * `forStaff('...')` for what only a seller's tool, a courier's or a provider's webhook or a
 * developer reads, which stays English.
 */
export type Refusal = PlainKey | Said | StaffText;

/** A text no shopper's screen shows: it has no key and is sent as it is. */
export interface StaffText {
  staff: string;
}
export const forStaff = (text: string): StaffText => ({ staff: text });

/**
 * What a service (or the request plumbing) refuses, as a stable `code` and a text by its key.
 * It knows nothing of HTTP: `http/errors.ts` is the one place that turns a code into a status,
 * and writes the text in the request's language.
 */
export class DomainError extends Error {
  /** The text by its key; undefined for a text for staff. */
  readonly said: Said | undefined;
  constructor(
    readonly code: ErrorCode,
    refusal: Refusal,
  ) {
    const text =
      typeof refusal === 'string' ? said(refusal) : 'staff' in refusal ? undefined : refusal;
    super(text ? text.message : (refusal as StaffText).staff);
    this.said = text;
    this.name = 'DomainError';
  }
}

export const badRequest = (r: Refusal) => new DomainError('BAD_REQUEST', r);
export const unauthorized = (r: Refusal = 'server_login_required') =>
  new DomainError('UNAUTHORIZED', r);
export const sessionExpired = () => new DomainError('SESSION_EXPIRED', 'server_session_expired');
export const forbidden = (r: Refusal = 'server_forbidden') => new DomainError('FORBIDDEN', r);
export const notFound = (r: Refusal = 'server_not_found') => new DomainError('NOT_FOUND', r);
export const conflict = (r: Refusal) => new DomainError('CONFLICT', r);
export const unprocessable = (r: Refusal) => new DomainError('UNPROCESSABLE', r);
export const tooManyRequests = (r: Refusal) => new DomainError('TOO_MANY_REQUESTS', r);
