/** Why a shopper calls an order off (the reasons the marketplaces ask for). */
export const cancelReasons = [
  'changedMind',
  'orderedByMistake',
  'foundCheaper',
  'deliveryTooLate',
  'other',
] as const;
export type CancelReason = (typeof cancelReasons)[number];
