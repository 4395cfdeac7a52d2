import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody, ErrorCode } from '@shared/api/error-codes';
import { inLanguage, said, type Said } from '@shared/said';
import {
  clientCausedDatabaseError,
  DATABASE_UNAVAILABLE,
  isDatabaseUnavailable,
} from '../db/database-errors';
import { DomainError } from '../domain-error';
import { requestLocale } from './request-locale';

/** The one place a code becomes an HTTP status. */
const STATUS_OF: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  SESSION_EXPIRED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  ORDER_ALREADY_PAID: 409,
  ORDER_CANCELLED: 409,
  ALREADY_SHIPPED: 409,
  ORDER_EXPIRED: 409,
  CASH_ON_DELIVERY: 409,
  CASH_ON_DELIVERY_REFUSED: 409,
  OUT_OF_STOCK: 409,
  PRICE_CHANGED: 409,
  NOT_DELIVERED: 409,
  RETURN_WINDOW_CLOSED: 409,
  NOT_RETURNABLE: 409,
  EXCHANGE_NOT_ALLOWED: 422,
  ALREADY_RETURNED: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
};

export const statusOf = (code: ErrorCode): number => STATUS_OF[code];

/** The plain code of a status that carries no finer meaning (a framework's or the database's). */
function codeOfStatus(status: number): ErrorCode {
  switch (status) {
    case 401:
      return 'UNAUTHORIZED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 409:
      return 'CONFLICT';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 422:
      return 'UNPROCESSABLE';
    case 429:
      return 'TOO_MANY_REQUESTS';
    case 503:
      return 'UNAVAILABLE';
  }
  return status >= 500 ? 'INTERNAL' : 'BAD_REQUEST';
}

/**
 * Sends an error answer: `{ error, code, messageKey, messageParams, requestId }` with the code's
 * status, its text written in the request's language from the catalogue. The request id (also in
 * the X-Request-Id header and every log line of the request) lets a shopper's screenshot of an
 * error lead to its log lines. A plain string is a framework's or a validation's text, for
 * developers: sent as it is, without a key.
 */
export function sendError(reply: FastifyReply, code: ErrorCode, error: Said | string) {
  const request = reply.request;
  const body: ErrorBody =
    typeof error === 'string'
      ? { error, code, requestId: request.id }
      : { ...keyed(inLanguage(error, requestLocale(request))), code, requestId: request.id };
  return reply.status(statusOf(code)).send(body);
}

const keyed = ({ message, ...key }: Said) => ({ error: message, ...key });

/** An error answer for a status the framework or the database chose. */
function sendStatus(reply: FastifyReply, status: number, error: string) {
  const body: ErrorBody = { error, code: codeOfStatus(status), requestId: reply.request.id };
  return reply.status(status).send(body);
}

/** 'body.rating: rating must be from 1 to 5; body.extra: Unrecognized key' */
function describeValidation(error: FastifyError): string {
  if (!hasZodFastifySchemaValidationErrors(error)) return error.message;
  const where = error.validationContext ?? 'request';
  return error.validation
    .map((issue) => {
      const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const keys = (issue.params as { issue?: { keys?: string[] } }).issue?.keys;
      const detail = keys?.length
        ? `unknown field ${keys.map((k) => `'${k}'`).join(', ')}`
        : issue.message;
      return `${where}${path ? `.${path}` : ''}: ${detail}`;
    })
    .join('; ');
}

/** A request line the router cannot read (a bad %-escape in the path) answers `{error}` like everything else. */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  return sendError(
    reply,
    'BAD_REQUEST',
    error.code === 'FST_ERR_BAD_URL' ? 'The address is not a valid URL' : error.message,
  );
}

/** The JSON 404 of the API. */
export function jsonNotFound(request: FastifyRequest, reply: FastifyReply) {
  return sendError(
    reply,
    'NOT_FOUND',
    `No such path: ${request.method} ${request.url.split('?')[0]}`,
  );
}

/** Every failure answers `{ error, code }` with its status; only unexpected ones are logged as errors. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError)
      return sendError(reply, error.code, error.said ?? error.message);
    if (hasZodFastifySchemaValidationErrors(error)) {
      return sendError(reply, 'BAD_REQUEST', describeValidation(error));
    }
    switch (error.code) {
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return sendError(reply, 'PAYLOAD_TOO_LARGE', said('server_body_too_large'));
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return sendError(reply, 'BAD_REQUEST', said('server_malformed_json'));
    }
    if (error instanceof SyntaxError || error.statusCode === 400) {
      return sendError(
        reply,
        'BAD_REQUEST',
        error.statusCode === 400 ? error.message : said('server_malformed_json'),
      );
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return sendStatus(reply, error.statusCode, error.message);
    }
    if (isDatabaseUnavailable(error)) {
      // A restart or failover, not a fault of this request: a balancer retries a GET's 503
      // elsewhere, a client later; no alarm, the warning is enough to see it in the logs.
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', String(DATABASE_UNAVAILABLE.retryAfterSeconds));
      return sendError(reply, 'UNAVAILABLE', DATABASE_UNAVAILABLE.error);
    }
    const refused = clientCausedDatabaseError(error);
    if (refused) {
      request.log.warn({ err: error }, 'database refused the request');
      return sendStatus(reply, refused.status, refused.error);
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, 'INTERNAL', 'Internal server error');
  });
}
