/**
 * The SQLSTATE of a database error (drizzle wraps the driver's error in `cause`), if any. Node's
 * system errors (with an `errno`) are skipped: a code like 'EPIPE' has a SQLSTATE's form too.
 */
export function databaseErrorCode(error: unknown): string | undefined {
  for (const e of causeChain(error)) {
    const { code, errno } = e as { code?: unknown; errno?: unknown };
    if (typeof code === 'string' && errno === undefined && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/**
 * SQLSTATEs of a server that is going away or not yet back: 57P01 admin_shutdown (a fast or smart
 * stop ended the session), 57P02 crash_shutdown, 57P03 cannot_connect_now (shutting down or
 * starting up), and class 08, connection exceptions.
 */
const UNAVAILABLE_SQLSTATE = /^(57P0[123]|08[0-9A-Z]{3})$/;

/** Node's system errors of a connection refused, dropped or never answered. */
const UNAVAILABLE_SYSTEM_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);

/** pg's and pg-pool's own errors of a lost or unobtainable connection, which carry no code. */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
];

/**
 * The error and everything it wraps: drizzle puts the driver's error in `cause`, and a connection
 * tried on several addresses fails with an AggregateError of each address's error.
 */
function* causeChain(error: unknown, depth = 0): Generator<object> {
  if (!error || typeof error !== 'object' || depth > 10) return;
  yield error;
  const { errors, cause } = error as { errors?: unknown; cause?: unknown };
  if (Array.isArray(errors)) for (const inner of errors) yield* causeChain(inner, depth + 1);
  yield* causeChain(cause, depth + 1);
}

/**
 * True when a query failed because the database is restarting or cannot be reached, not because
 * of the query: the same request may well succeed in a moment, on a new connection.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const e of causeChain(error)) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_SYSTEM_CODES.has(code)) return true;
    }
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((m) => message.includes(m)))
      return true;
  }
  return false;
}

/** What a client is told while the database is unavailable: a 503 it may retry. */
export const DATABASE_UNAVAILABLE = {
  error: 'The shop cannot reach its database just now; please try again in a few seconds',
  retryAfterSeconds: 2,
} as const;

/** True when a query failed on a UNIQUE constraint. */
export function isUniqueViolation(error: unknown): boolean {
  return databaseErrorCode(error) === '23505';
}

/**
 * Database refusals a client's input or a concurrent request can cause, as the 4xx they are;
 * everything else stays a 500. The text never repeats the query or its values.
 */
const CLIENT_CAUSED: Record<string, { status: number; error: string }> = {
  '22021': { status: 400, error: 'The request holds text that cannot be stored' },
  '22P05': { status: 400, error: 'The request holds text that cannot be stored' },
  '22P02': { status: 400, error: 'A value in the request is not in the expected form' },
  '22001': { status: 400, error: 'A value in the request is too long' },
  '22003': { status: 400, error: 'A number in the request is out of range' },
  '23505': {
    status: 409,
    error: 'This conflicts with a change made at the same time; please try again',
  },
  '40001': {
    status: 409,
    error: 'This conflicts with a change made at the same time; please try again',
  },
  '40P01': {
    status: 409,
    error: 'This conflicts with a change made at the same time; please try again',
  },
};

export function clientCausedDatabaseError(
  error: unknown,
): { status: number; error: string } | undefined {
  const code = databaseErrorCode(error);
  return code ? CLIENT_CAUSED[code] : undefined;
}
