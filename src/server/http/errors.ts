import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { serverMessages } from '@shared/messages';
import { clientCausedDatabaseError } from '../db/errors';

/** An error the client caused or may see: its message is the `{error}` text. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (m: string) => new HttpError(400, m);
export const unauthorized = (m: string = serverMessages.loginRequired) => new HttpError(401, m);
export const forbidden = (m: string = serverMessages.forbidden) => new HttpError(403, m);
export const notFound = (m: string = serverMessages.notFound) => new HttpError(404, m);
export const conflict = (m: string) => new HttpError(409, m);
export const unprocessable = (m: string) => new HttpError(422, m);
export const tooManyRequests = (m: string) => new HttpError(429, m);

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
  return reply.status(400).send({
    error: error.code === 'FST_ERR_BAD_URL' ? 'The address is not a valid URL' : error.message,
  });
}

/** The JSON 404 of the API. */
export function jsonNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply
    .status(404)
    .send({ error: `No such path: ${request.method} ${request.url.split('?')[0]}` });
}

/** Every failure answers `{error}` with its status; only unexpected ones are logged as errors. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError)
      return reply.status(error.status).send({ error: error.message });
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send({ error: describeValidation(error) });
    }
    switch (error.code) {
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return reply.status(413).send({ error: serverMessages.bodyTooLarge });
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return reply.status(400).send({ error: serverMessages.malformedJson });
    }
    if (error instanceof SyntaxError || error.statusCode === 400) {
      return reply
        .status(400)
        .send({ error: error.statusCode === 400 ? error.message : serverMessages.malformedJson });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ error: error.message });
    }
    const refused = clientCausedDatabaseError(error);
    if (refused) {
      request.log.warn({ err: error }, 'database refused the request');
      return reply.status(refused.status).send({ error: refused.error });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ error: 'Internal server error' });
  });
}
