import { z } from 'zod';

export const messageResponse = z.object({ message: z.string() });

/** Entity ids are UUIDs. */
export const id = z.uuid({ message: 'must be a valid id' });

/** A whole number >= 1 given as a query-string. */
export const positiveIntQuery = (name: string) =>
  z
    .string()
    .regex(/^\d+$/, `${name} must be a whole number`)
    .transform(Number)
    .pipe(z.number().int().min(1, `${name} must be at least 1`).max(1_000_000, `${name} is too large`));

/** A whole number >= 0 given as a query-string. */
export const rupeesQuery = (name: string) =>
  z
    .string()
    .regex(/^\d+$/, `${name} must be a whole number of rupees`)
    .transform(Number)
    .pipe(z.number().int().max(100_000_000, `${name} is too large`));
