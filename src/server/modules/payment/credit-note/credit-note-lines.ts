import type { CreditedUnits } from './credit-note-repository';
import { DomainError, forStaff } from '../../../domain-error';
import { itemLine, totalsOf, type InvoiceLine, type InvoiceTotals } from '../invoice/invoice-lines';
import type { SellerInvoice } from '../invoice/order-invoices';

export const NOT_THIS_PARTS_ITEM = 'That item is not in this seller’s part of the order';
export const MORE_THAN_LEFT = 'More units than are left to credit on the invoice';
export const NOTHING_CREDITED = 'A credit note must credit at least one unit or the shipping';

/** Every unit of the part and its shipping: what a cancel credits. */
export function wholePart(invoice: SellerInvoice): CreditedUnits {
  return {
    items: invoice.itemIds.map((orderItemId, j) => ({
      orderItemId,
      quantity: invoice.lines[j]!.quantity,
    })),
    shipping: invoice.lines.some((l) => l.kind === 'shipping'),
  };
}

/** Units of each order line credited by the notes given. */
function creditedSoFar(earlier: CreditedUnits[]): Map<string, number> {
  const units = new Map<string, number>();
  for (const note of earlier)
    for (const { orderItemId, quantity } of note.items)
      units.set(orderItemId, (units.get(orderItemId) ?? 0) + quantity);
  return units;
}

/**
 * The coupon's share of a line's first `units` units, paise: the line's share when every unit
 * is counted. Notes credit the difference between two such counts, so however a line's units
 * come back (one by one, or all at once) their shares add up to the line's, to the paisa.
 */
const shareOfUnits = (line: InvoiceLine, units: number) =>
  Math.round((line.discount * units) / line.quantity);

/**
 * The lines a credit note gives back, priced by the invoice's own code (invoice-lines.ts): each
 * credited item at its invoiced unit price less its part of the line's coupon share, and the
 * shipping line as invoiced. Crediting the whole part gives back the invoice's lines exactly.
 * `earlier` are the part's notes before this one; units beyond what is left, or of another
 * part, are refused.
 */
export function creditedLines(
  invoice: SellerInvoice,
  credited: CreditedUnits,
  earlier: CreditedUnits[],
): { lines: InvoiceLine[]; totals: InvoiceTotals } {
  const before = creditedSoFar(earlier);
  const lines: InvoiceLine[] = [];
  for (const { orderItemId, quantity } of credited.items) {
    const j = invoice.itemIds.indexOf(orderItemId);
    if (j < 0) throw new DomainError('NOT_FOUND', forStaff(NOT_THIS_PARTS_ITEM));
    const line = invoice.lines[j]!;
    const from = before.get(orderItemId) ?? 0;
    if (!Number.isInteger(quantity) || quantity < 1 || from + quantity > line.quantity)
      throw new DomainError('CONFLICT', forStaff(MORE_THAN_LEFT));
    before.set(orderItemId, from + quantity);
    const discount = shareOfUnits(line, from + quantity) - shareOfUnits(line, from);
    lines.push(
      itemLine(
        {
          description: line.description,
          ...(line.variation ? { variation: line.variation } : {}),
          hsn: line.hsn,
          quantity,
          unitRupees: line.unitPrice / 100,
        },
        discount,
        invoice.sameState,
      ),
    );
  }
  if (credited.shipping) {
    const shipping = invoice.lines.find((l) => l.kind === 'shipping');
    if (!shipping || earlier.some((note) => note.shipping))
      throw new DomainError('CONFLICT', forStaff(MORE_THAN_LEFT));
    lines.push(shipping);
  }
  if (lines.length === 0) throw new DomainError('CONFLICT', forStaff(NOTHING_CREDITED));
  return { lines, totals: totalsOf(lines) };
}
