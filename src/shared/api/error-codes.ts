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
  'UNPROCESSABLE',
  'TOO_MANY_REQUESTS',
  'INTERNAL',
  'UNAVAILABLE',
  // Domain outcomes a screen acts on.
  'ORDER_ALREADY_PAID',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

export interface ErrorBody {
  error: string;
  code: ErrorCode;
}
