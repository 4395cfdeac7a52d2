import type { Db } from '../../db/client';
import type { ledgerOrder } from '../../modules/payment/repository';

// The ledger's row and source types, apart from the sources themselves: a source in a file of
// its own (shipments.ts) then imports these, not the list that imports it.

export type LedgerOrder = NonNullable<Awaited<ReturnType<typeof ledgerOrder>>>;

/** One thing that happened to the order's money or its parcels, as support reads it. */
export interface LedgerRow {
  at: Date;
  /** What kind of row: the line's first word, padded so that the rows' texts line up. */
  kind: string;
  text: string;
}

/** A kind of record about an order, read for it and told as ledger rows. */
export type LedgerSource = (db: Db, order: LedgerOrder) => Promise<LedgerRow[]>;
