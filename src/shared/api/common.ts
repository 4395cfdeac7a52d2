import { z } from 'zod';
import { messageKeys } from './message-keys';

export const messageParams = z
  .record(z.string(), z.union([z.string(), z.number()]))
  .describe("The values the key's text takes ({code}, {amount})");

/** The fields of an answer's text: its key and values beside the text itself. */
export const saidFields = {
  message: z.string().describe("The text in the request's language, to show as it is"),
  messageKey: z.enum(messageKeys).describe("The text's key in the message catalogues"),
  messageParams: messageParams.optional(),
};

/** An answer that is a text to show (a toast): in words, and by its catalogue key. */
export const messageResponse = z.object(saidFields);

/** Entity ids are UUIDs. */
export const id = z.uuid({ message: 'must be a valid id' });

/**
 * Any text PostgreSQL reads as a uuid (8-4-4-4-12 hex digits). Text that merely looks like one
 * ('-' x 36) must be matched against this before it is compared with a uuid column, or the
 * database refuses the whole query.
 */
const UUID_TEXT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuidText = (value: string): boolean => UUID_TEXT.test(value);

/** '' (a cleared field, a slider at its end: `lowPrice=`) counts as absent. */
const emptyAsAbsent = (v: string) => (v === '' ? undefined : Number(v));

/**
 * A query parameter that is not one string: missing (where it is required), or given twice
 * (`?n=1&n=2` reads as an array). Said in the parameter's own words, not zod's type names.
 */
const notAString = (name: string, rule: string) => (issue: { input: unknown }) =>
  issue.input === undefined ? `${name} is required` : `${name} ${rule}`;

/** A whole number >= 1 given as a query-string; empty is absent. */
export const positiveIntQuery = (name: string) =>
  z
    .string({ error: notAString(name, 'must be a whole number') })
    .regex(/^\d*$/, `${name} must be a whole number`)
    .transform(emptyAsAbsent)
    .pipe(
      z
        .number()
        .int()
        .min(1, `${name} must be at least 1`)
        .max(1_000_000, `${name} is too large`)
        .optional(),
    );

/** A whole number >= 0 given as a query-string; empty is absent. */
export const rupeesQuery = (name: string) =>
  z
    .string({ error: notAString(name, 'must be a whole number of rupees') })
    .regex(/^\d*$/, `${name} must be a whole number of rupees`)
    .transform(emptyAsAbsent)
    .pipe(z.number().int().max(100_000_000, `${name} is too large`).optional());
