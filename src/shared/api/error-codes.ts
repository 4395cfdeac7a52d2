import { z } from 'zod';
import { messageParams } from './common';
import { messageKeys } from './message-keys';

/**
 * The stable `code` of every error answer (`{ error, code }`): the client branches on the code,
 * never on the text, so a message can be reworded without breaking a screen.
 */
export const errorCodes = [
  // One per status, for errors that need no finer meaning.
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'UNPROCESSABLE',
  'TOO_MANY_REQUESTS',
  'INTERNAL',
  'UNAVAILABLE',
  // Domain outcomes a screen acts on.
  'ORDER_ALREADY_PAID',
  'CASH_ON_DELIVERY',
  'CASH_ON_DELIVERY_REFUSED',
  'ORDER_CANCELLED',
  /** The part has left the seller (picked up by the courier): it can be returned, not cancelled. */
  'ALREADY_SHIPPED',
  'ORDER_EXPIRED',
  'OUT_OF_STOCK',
  'PRICE_CHANGED',
  'SESSION_EXPIRED',
  // A return or exchange refused (docs/returns.md).
  'NOT_DELIVERED',
  'RETURN_WINDOW_CLOSED',
  'NOT_RETURNABLE',
  'EXCHANGE_NOT_ALLOWED',
  'ALREADY_RETURNED',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

/** The body of every error answer of the API (any 4xx or 5xx). */
export const errorResponse = z.object({
  error: z.string().describe("A readable text in the request's language, to show as it is"),
  code: z.enum(errorCodes).describe('What happened, stable: branch on this, not on the text'),
  messageKey: z
    .enum(messageKeys)
    .optional()
    .describe(
      "The text's key in the message catalogues; absent for a framework's or a validation's text",
    ),
  messageParams: messageParams.optional(),
  requestId: z
    .string()
    .optional()
    .describe('The request (also its X-Request-Id header): names it in the server log'),
});

export type ErrorBody = z.infer<typeof errorResponse>;
