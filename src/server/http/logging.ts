import type { FastifyBaseLogger, FastifyError, FastifyServerOptions } from 'fastify';
import { pino } from 'pino';

/** Where log lines go instead of stdout (tests read them). */
export interface LogStream {
  write(line: string): void;
}

export const REDACTED = '[Redacted]';

/**
 * Personal and secret fields wherever a log line carries them (a logged body, a user, a row):
 * credentials, contact details and addresses never reach the log.
 */
const PERSONAL_FIELDS = [
  'password',
  'oldPassword',
  'newPassword',
  'passwordHash',
  'password_hash',
  'email',
  'phonenumber',
  'alternatephonenumber',
  'mobile',
  'otp',
  'name',
  'address',
  'landmark',
  'locality',
  'pincode',
  'cityDistTown',
  'shippingInfo',
  'secret',
  'signupToken',
  'token',
];
export const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...PERSONAL_FIELDS.flatMap((field) => [field, `*.${field}`]),
];

/** Fields of an error (or its cause) that are safe to log: what failed, never with which values. */
const SAFE_ERROR_FIELDS = [
  'code',
  'statusCode',
  'constraint',
  'table',
  'column',
  'schema',
  'routine',
  'severity',
] as const;

interface LoggedError {
  type: string;
  message: string;
  stack?: string;
  query?: string;
  cause?: LoggedError;
  [field: string]: unknown;
}

const isErrorLike = (value: unknown): value is Error =>
  value instanceof Error ||
  (typeof value === 'object' && value !== null && 'message' in value && 'stack' in value);

/**
 * The message without the values a query was given. Drizzle's "Failed query: ...\nparams: ..."
 * loses its params line (the bcrypt hash, the email and the address of a failed insert);
 * PostgreSQL's "invalid input syntax for type uuid: \"...\"" loses the quoted input.
 */
function safeMessage(error: Error & { query?: unknown; params?: unknown }): string {
  if (typeof error.query === 'string' && 'params' in error) return `Failed query: ${error.query}`;
  return error.message.replace(/: ".*"$/s, `: ${REDACTED}`);
}

/** Serializes errors for the log with their causes, keeping the SQL text and dropping its parameters and details. */
export function serializeError(value: unknown, depth = 0): unknown {
  if (!isErrorLike(value)) return value;
  const error = value as Error & Record<string, unknown>;
  const message = safeMessage(error);
  const type =
    error.constructor?.name && error.constructor.name !== 'Object'
      ? error.constructor.name
      : error.name;
  const frames =
    typeof error.stack === 'string'
      ? error.stack.slice(Math.max(0, error.stack.indexOf('\n    at ')))
      : '';
  const logged: LoggedError = {
    type,
    message,
    ...(frames && { stack: `${type}: ${message}${frames.startsWith('\n') ? frames : ''}` }),
  };
  if (typeof error.query === 'string') logged.query = error.query;
  for (const field of SAFE_ERROR_FIELDS)
    if (error[field] !== undefined) logged[field] = error[field];
  if (error.cause !== undefined && depth < 5)
    logged.cause = serializeError(error.cause, depth + 1) as LoggedError;
  return logged;
}

/** The request line without secrets in its query (the sandbox payer link's `secret`, a token). */
export function redactUrl(url: string): string {
  return url.replace(/([?&](?:secret|token|signupToken)=)[^&#]*/gi, `$1${REDACTED}`);
}

interface RequestLike {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** Fastify's request serializer (method, url, host, address, port) with the url's secrets redacted. */
function serializeRequest(request: RequestLike) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Fastify's `err` serializer: the error as serializeError logs it (its type wants a stack). */
function serializeRequestError(error: FastifyError): LoggedError & { stack: string } {
  const logged = serializeError(error) as LoggedError;
  return { ...logged, stack: logged.stack ?? '' };
}

/**
 * Coloured, readable lines for a person at a terminal in development (pino-pretty, loaded only
 * then); undefined elsewhere, where pino writes JSON lines to stdout for machines.
 */
export async function terminalLogStream(nodeEnv: string): Promise<LogStream | undefined> {
  if (nodeEnv !== 'development' || !process.stdout.isTTY) return undefined;
  const { default: pretty } = await import('pino-pretty');
  // Synchronous: a start that fails prints its reason before the process exits.
  return pretty({
    colorize: true,
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname',
    sync: true,
  });
}

/** The server's logger: level, redaction and the serializers above; `stream` lets tests read the lines. */
export function loggerOptions(level: string, stream?: LogStream): FastifyServerOptions['logger'] {
  return { ...pinoOptions(level), ...(stream && { stream }) };
}

function pinoOptions(level: string) {
  return {
    level,
    redact: { paths: redactPaths, censor: REDACTED },
    serializers: {
      err: serializeRequestError,
      error: serializeError,
      req: serializeRequest,
    },
  };
}

/**
 * The process's logger (main.ts): the app logs through it, and so does what runs before the app
 * exists or beside it (start-up errors, the database pool, the secret heartbeat), so every line
 * is in one format.
 */
export function createLogger(
  level: string,
  stream?: LogStream,
  /** Fields added to every line: tracing's trace and span ids (observability/tracing.ts). */
  mixin?: () => Record<string, string>,
): FastifyBaseLogger {
  const options = { ...pinoOptions(level), ...(mixin && { mixin }) };
  return stream ? pino(options, stream) : pino(options);
}
