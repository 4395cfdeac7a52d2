/** The SQLSTATE of a database error (drizzle wraps the driver's error in `cause`), if any. */
export function databaseErrorCode(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

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
