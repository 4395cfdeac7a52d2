import type { z } from 'zod';

/** A webhook body that is not one: the refusal every provider's parse answers. */
export interface BodyRefusal {
  ok: false;
  reason: 'body';
  message: string;
}

/**
 * A webhook's raw body read as JSON and checked by the provider's schema, or the refusal that
 * says why: 'body: not JSON', or the provider's own words for a body of another shape (`notIt`,
 * or a function of the schema's issues). Every provider's parse starts here after its signature
 * or token.
 */
export function webhookJson<T>(
  rawBody: string,
  schema: z.ZodType<T>,
  notIt: string | ((error: z.ZodError) => string),
): { ok: true; data: T } | BodyRefusal {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return { ok: false, reason: 'body', message: 'body: not JSON' };
  }
  const body = schema.safeParse(json);
  if (body.success) return { ok: true, data: body.data };
  return {
    ok: false,
    reason: 'body',
    message: typeof notIt === 'string' ? notIt : notIt(body.error),
  };
}
