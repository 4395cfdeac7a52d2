import type { CreditedUnits } from './credit-note-repository';
import type { Db } from '../../../db/client';
import { DomainError, forStaff, notFound } from '../../../domain-error';
import { invoiceRows } from '../invoice/invoice-repository';
import { creditNoteNumber, financialYear } from '../invoice/invoice-number';
import { orderInvoices, type SellerInvoice } from '../invoice/order-invoices';
import { findOwnOrder, type OrderRow } from '../repository';
import { creditedLines, wholePart } from './credit-note-lines';
import * as repo from './credit-note-repository';
import type { CreditNoteDocument } from './credit-note-pdf';

export const NO_INVOICE_TO_CREDIT = 'This part of the order has no invoice to credit';
export const PART_NOT_FOUND = 'No such part of an order';

/** Units of one order line to give back. */
export interface CreditedItem {
  orderItemId: string;
  quantity: number;
}

/**
 * What a credit note is issued for. A cancel credits its whole part (items and shipping), once.
 * A return is one event of its own (its id): it credits the units named, or without `lines`
 * every unit not credited yet, and the shipping only when `shipping` (as its refund does).
 */
export type CreditNoteAsk =
  | { orderPartId: string; reason: 'cancelled' }
  | {
      orderPartId: string;
      reason: 'returned';
      returnId: string;
      lines?: CreditedItem[];
      shipping?: boolean;
    };

const eventKeyOf = (ask: CreditNoteAsk) =>
  ask.reason === 'cancelled' ? 'cancelled' : `returned:${ask.returnId}`;

/** A seller part's tax invoice, as the invoice PDF draws it, and the order's coupon code. */
async function partInvoice(db: Db, order: OrderRow, orderPartId: string) {
  const rows = await invoiceRows(db, order);
  const invoice = orderInvoices(order, rows).invoices.find((inv) => inv.partId === orderPartId);
  if (!invoice) throw notFound(forStaff(PART_NOT_FOUND));
  return { invoice, couponCode: rows.couponCode };
}

/** A seller part's tax invoice (a part paid before invoices were numbered gets one unnumbered). */
export async function invoiceOfPart(
  db: Db,
  order: OrderRow,
  orderPartId: string,
): Promise<SellerInvoice> {
  return (await partInvoice(db, order, orderPartId)).invoice;
}

/** Every unit not credited by an earlier note (what a return without lines gives back). */
function unitsLeft(invoice: SellerInvoice, earlier: CreditedUnits[]): CreditedItem[] {
  return wholePart(invoice)
    .items.map(({ orderItemId, quantity }) => ({
      orderItemId,
      quantity:
        quantity -
        earlier
          .flatMap((n) => n.items)
          .filter((i) => i.orderItemId === orderItemId)
          .reduce((sum, i) => sum + i.quantity, 0),
    }))
    .filter((i) => i.quantity > 0);
}

function creditedBy(
  ask: CreditNoteAsk,
  invoice: SellerInvoice,
  earlier: CreditedUnits[],
): CreditedUnits {
  if (ask.reason === 'cancelled') return wholePart(invoice);
  return {
    items: ask.lines ?? unitsLeft(invoice, earlier),
    // A part shipped free has no shipping to give back.
    shipping: (ask.shipping ?? false) && wholePart(invoice).shipping,
  };
}

/**
 * Issues the credit note of a cancelled or returned seller part (docs/cancellation.md), in the
 * caller's transaction: the seller's next number in its credit note series for the financial
 * year of `now`, the lines priced by the invoice's own code, so the note gives back exactly what
 * the refund does. Asked again for the same event (a retried cancel, a return told twice) it
 * answers the note already issued and spends no number; the part's row lock makes two askers
 * take turns, and a unique index on (part, event) stands behind it.
 */
export async function issueCreditNote(
  t: Db,
  ask: CreditNoteAsk,
  now = new Date(),
): Promise<repo.CreditNoteRow> {
  const part = await repo.lockPart(t, ask.orderPartId);
  if (!part) throw notFound(forStaff(PART_NOT_FOUND));
  if (!part.invoiceNumber) throw new DomainError('CONFLICT', forStaff(NO_INVOICE_TO_CREDIT));
  const eventKey = eventKeyOf(ask);
  const earlier = await repo.notesOfPart(t, part.id);
  const issued = earlier.find((note) => note.eventKey === eventKey);
  if (issued) return issued;
  const order = (await repo.orderById(t, part.orderId))!;
  const invoice = await invoiceOfPart(t, order, part.id);
  const before = earlier.map((note) => note.credited);
  const credited = creditedBy(ask, invoice, before);
  // Refuses what cannot be credited before a number of the series is spent.
  const { totals } = creditedLines(invoice, credited, before);
  const fy = financialYear(now);
  const next = await repo.nextCreditNoteNumber(t, part.sellerId, fy);
  return repo.insertCreditNote(t, {
    orderId: order.id,
    orderPartId: part.id,
    sellerId: part.sellerId,
    number: creditNoteNumber(fy, next),
    issuedAt: now,
    reason: ask.reason,
    eventKey,
    credited,
    amountPaise: totals.total,
  });
}

/**
 * What the credit note's PDF says, worked out again from the order's rows as the invoice is:
 * its lines priced with the part's notes issued before it, as they were when it was issued.
 */
export async function creditNoteDocument(
  db: Db,
  order: OrderRow,
  note: repo.CreditNoteRow,
): Promise<CreditNoteDocument> {
  const { invoice, couponCode } = await partInvoice(db, order, note.orderPartId);
  const notes = await repo.notesOfPart(db, note.orderPartId);
  const before = notes
    .slice(
      0,
      notes.findIndex((n) => n.id === note.id),
    )
    .map((n) => n.credited);
  const { lines, totals } = creditedLines(invoice, note.credited, before);
  return {
    number: note.number,
    date: note.issuedAt,
    reason: note.reason,
    invoice,
    lines,
    totals,
    couponCode,
  };
}

/** The shopper's order by its number and its credit note by id, or null: not theirs, or none. */
export async function findOwnCreditNote(
  db: Db,
  customerId: string,
  orderNumber: string,
  noteId: string,
): Promise<{ order: OrderRow; note: repo.CreditNoteRow } | null> {
  const order = await findOwnOrder(db, customerId, orderNumber);
  const note = order && (await repo.noteOfOrder(db, order.id, noteId));
  return order && note ? { order, note } : null;
}
