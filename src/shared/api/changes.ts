import { z } from 'zod';
import { changeOperations, MAX_CHANGES_PER_REQUEST } from './change-rules';
import { endpoint } from './endpoint';

const change = z.strictObject({
  /** The change's own Idempotency-Key: the server applies it once, however it was sent. */
  key: z.string(),
  operation: z.enum(changeOperations, { message: 'operation is not a change the outbox makes' }),
  params: z.record(z.string(), z.string()).optional(),
  body: z.unknown().optional(),
});
export type QueuedChange = z.infer<typeof change>;

/**
 * Not in the spec; our addition. Several queued changes in one request: each runs as its own
 * request would (same checks, its own key), in order, and the answer lists each one's status and
 * body. The server stops after the first answer that means "try again later", so the changes
 * after it are not applied out of order.
 */
export const sendChanges = endpoint({
  method: 'POST',
  path: '/changes',
  auth: true,
  summary: 'Apply queued changes in order, each once under its own Idempotency-Key',
  body: z.strictObject({
    changes: z
      .array(change)
      .min(1, 'changes must not be empty')
      .max(MAX_CHANGES_PER_REQUEST, `at most ${MAX_CHANGES_PER_REQUEST} changes at a time`),
  }),
  response: z.object({
    results: z.array(z.object({ status: z.number().int(), body: z.unknown() })),
  }),
});
