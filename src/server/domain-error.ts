import type { ErrorCode } from '@shared/api/error-codes';
import { serverMessages } from '@shared/messages';

/**
 * What a service (or the request plumbing) refuses, as a stable `code` and a readable message.
 * It knows nothing of HTTP: `http/errors.ts` is the one place that turns a code into a status.
 */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const badRequest = (m: string) => new DomainError('BAD_REQUEST', m);
export const unauthorized = (m: string = serverMessages.loginRequired) =>
  new DomainError('UNAUTHORIZED', m);
export const sessionExpired = () =>
  new DomainError('SESSION_EXPIRED', serverMessages.sessionExpired);
export const forbidden = (m: string = serverMessages.forbidden) => new DomainError('FORBIDDEN', m);
export const notFound = (m: string = serverMessages.notFound) => new DomainError('NOT_FOUND', m);
export const conflict = (m: string) => new DomainError('CONFLICT', m);
export const unprocessable = (m: string) => new DomainError('UNPROCESSABLE', m);
export const tooManyRequests = (m: string) => new DomainError('TOO_MANY_REQUESTS', m);
