/**
 * The return policy's numbers and lists (docs/spec "Return & Refund", docs/returns.md), shared
 * by the server that enforces them and the form that offers them.
 */

/** Days after the courier's delivered scan a return may be asked for. */
export const RETURN_WINDOW_DAYS = 7;

/** Why a shopper sends an item back (the reasons the marketplaces ask for). */
export const returnReasons = [
  'defective',
  'damaged',
  'wrongItem',
  'sizeDoesNotFit',
  'notAsDescribed',
  'changedMind',
] as const;
export type ReturnReason = (typeof returnReasons)[number];

/** The policy: exchanges only for defective or damaged goods. */
export const exchangeReasons: readonly ReturnReason[] = ['defective', 'damaged'];

export const returnKinds = ['return', 'exchange'] as const;
export type ReturnKind = (typeof returnKinds)[number];

/**
 * A UPI id (virtual payment address): a handle, '@', the bank's or app's name (name@bank). NPCI
 * allows letters, digits, dots, hyphens and underscores in the handle; the provider part is letters.
 */
export const UPI_ID_PATTERN = /^[a-zA-Z0-9][a-zA-Z0-9._-]{1,255}@[a-zA-Z][a-zA-Z0-9]{1,63}$/;

/** Photos a return may carry (each one the chat's picture upload, its 5 MB and type checks). */
export const MAX_RETURN_PHOTOS = 4;

/** Days, from tomorrow, the courier can be asked to come for the parcel. */
export const PICKUP_DAYS_OFFERED = 3;

const DAY_MS = 86_400_000;
const INDIA_OFFSET_MS = 330 * 60_000;

/** The last moment a return may be asked for: seven days after the delivered scan. */
export function returnWindowEnd(deliveredAt: Date): Date {
  return new Date(deliveredAt.getTime() + RETURN_WINDOW_DAYS * DAY_MS);
}

/** The pickup days offered at `now`: the next days in India's calendar (YYYY-MM-DD). */
export function pickupDays(now: Date): string[] {
  const today = new Date(now.getTime() + INDIA_OFFSET_MS);
  return Array.from({ length: PICKUP_DAYS_OFFERED }, (_, i) =>
    new Date(today.getTime() + (i + 1) * DAY_MS).toISOString().slice(0, 10),
  );
}
