import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { creditNoteCounters, creditNotes, orderParts, orders, sellers } from '../../../db/schema';

export type CreditNoteRow = typeof creditNotes.$inferSelect;
export type { CreditedUnits } from '../../../db/schema';

/** The part, locked: two issuers for the same part (a retried cancel, a return) take turns. */
export async function lockPart(db: Db, orderPartId: string) {
  const [part] = await db
    .select()
    .from(orderParts)
    .where(eq(orderParts.id, orderPartId))
    .for('update');
  return part;
}

export async function orderById(db: Db, orderId: string) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  return order;
}

/** The part's credit notes, oldest first. */
export function notesOfPart(db: Db, orderPartId: string): Promise<CreditNoteRow[]> {
  return db
    .select()
    .from(creditNotes)
    .where(eq(creditNotes.orderPartId, orderPartId))
    .orderBy(asc(creditNotes.issuedAt), asc(creditNotes.number));
}

/** The seller's next credit note number of the year, bumped under its row lock. */
export async function nextCreditNoteNumber(
  db: Db,
  sellerId: string,
  financialYear: string,
): Promise<number> {
  const [counter] = await db
    .insert(creditNoteCounters)
    .values({ sellerId, financialYear, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [creditNoteCounters.sellerId, creditNoteCounters.financialYear],
      set: { lastNumber: sql`${creditNoteCounters.lastNumber} + 1` },
    })
    .returning();
  return counter!.lastNumber;
}

export async function insertCreditNote(
  db: Db,
  note: typeof creditNotes.$inferInsert,
): Promise<CreditNoteRow> {
  const [row] = await db.insert(creditNotes).values(note).returning();
  return row!;
}

/** An order's credit notes with their sellers' shop names, oldest first (the order's page). */
export function notesOfOrder(db: Db, orderId: string) {
  return db
    .select({
      id: creditNotes.id,
      orderPartId: creditNotes.orderPartId,
      sellerId: creditNotes.sellerId,
      shopName: sellers.shopName,
      number: creditNotes.number,
      issuedAt: creditNotes.issuedAt,
      reason: creditNotes.reason,
      amountPaise: creditNotes.amountPaise,
    })
    .from(creditNotes)
    .innerJoin(sellers, eq(sellers.id, creditNotes.sellerId))
    .where(eq(creditNotes.orderId, orderId))
    .orderBy(asc(creditNotes.issuedAt), asc(creditNotes.number));
}

/** One credit note of one order, or undefined. */
export async function noteOfOrder(db: Db, orderId: string, noteId: string) {
  const [note] = await db
    .select()
    .from(creditNotes)
    .where(and(eq(creditNotes.orderId, orderId), eq(creditNotes.id, noteId)));
  return note;
}
