import { describe, expect, it } from 'vitest';
import { itemLine, shippingLine, totalsOf } from '../invoice/invoice-lines';
import type { SellerInvoice } from '../invoice/order-invoices';
import { creditedLines, MORE_THAN_LEFT, NOT_THIS_PARTS_ITEM, wholePart } from './credit-note-lines';

/** A part of three kurtas (coupon share 1001 paise, which three units cannot split evenly), a saree and shipping. */
function invoice(sameState = true): SellerInvoice {
  const lines = [
    itemLine({ description: 'Kurta', hsn: '6211', quantity: 3, unitRupees: 999 }, 1001, sameState),
    itemLine({ description: 'Saree', hsn: '5007', quantity: 1, unitRupees: 2499 }, 833, sameState),
    shippingLine(40, sameState),
  ];
  return {
    partId: 'part',
    itemIds: ['kurta', 'saree'],
    invoiceNumber: 'INV26-27/000001',
    date: new Date('2026-11-24T10:00:00+05:30'),
    orderNumber: 'OD1',
    seller: {
      shopName: 'Charminar Fashions',
      name: 'Syed Imran',
      address: 'Laad Bazaar',
      city: 'Hyderabad',
      state: 'Telangana',
      pincode: '500002',
      gstin: '36ABCDE1234F1Z5',
    },
    buyer: {
      name: 'Asha',
      address: 'Flat 12',
      locality: 'Banjara Hills',
      landmark: 'KBR Park',
      cityDistTown: 'Hyderabad',
      state: 'Telangana',
      pincode: '500034',
      phonenumber: '9876543210',
    },
    placeOfSupply: 'Telangana',
    sameState,
    lines,
    totals: totalsOf(lines),
  };
}

describe('the lines a credit note gives back', () => {
  it('for the whole part are the invoice lines themselves, to the paisa', () => {
    const inv = invoice();
    const { lines, totals } = creditedLines(inv, wholePart(inv), []);
    expect(lines).toEqual(inv.lines);
    expect(totals).toEqual(inv.totals);
  });

  it.each([true, false])(
    'for units returned one at a time add up to the line, coupon share and total (same state: %s)',
    (sameState) => {
      const inv = invoice(sameState);
      const notes: { items: { orderItemId: string; quantity: number }[]; shipping: boolean }[] = [];
      let discount = 0;
      let total = 0;
      for (let unit = 0; unit < 3; unit++) {
        const credited = { items: [{ orderItemId: 'kurta', quantity: 1 }], shipping: false };
        const { lines, totals } = creditedLines(inv, credited, notes);
        expect(lines).toHaveLength(1);
        expect(lines[0]!.quantity).toBe(1);
        expect(lines[0]!.taxable + lines[0]!.cgst + lines[0]!.sgst + lines[0]!.igst).toBe(
          totals.total,
        );
        discount += totals.discount;
        total += totals.total;
        notes.push(credited);
      }
      expect(discount).toBe(inv.lines[0]!.discount);
      expect(total).toBe(inv.lines[0]!.total);
    },
  );

  it('credits a subset of units and the shipping only when asked', () => {
    const inv = invoice();
    const some = creditedLines(
      inv,
      { items: [{ orderItemId: 'kurta', quantity: 2 }], shipping: false },
      [],
    );
    expect(some.lines.map((l) => [l.description, l.quantity])).toEqual([['Kurta', 2]]);
    expect(some.totals.total).toBe(2 * 99_900 - Math.round((1001 * 2) / 3));
    const rest = creditedLines(inv, wholePartLeft(), [
      { items: [{ orderItemId: 'kurta', quantity: 2 }], shipping: false },
    ]);
    expect(some.totals.total + rest.totals.total).toBe(inv.totals.total);
  });

  it('refuses units beyond what is left, another part’s line, or the shipping twice', () => {
    const inv = invoice();
    const all = wholePart(inv);
    expect(() => creditedLines(inv, all, [all])).toThrow(MORE_THAN_LEFT);
    expect(() =>
      creditedLines(inv, { items: [{ orderItemId: 'kurta', quantity: 4 }], shipping: false }, []),
    ).toThrow(MORE_THAN_LEFT);
    expect(() =>
      creditedLines(inv, { items: [{ orderItemId: 'kurta', quantity: 0 }], shipping: false }, []),
    ).toThrow(MORE_THAN_LEFT);
    expect(() =>
      creditedLines(inv, { items: [{ orderItemId: 'other', quantity: 1 }], shipping: false }, []),
    ).toThrow(NOT_THIS_PARTS_ITEM);
    expect(() =>
      creditedLines(inv, { items: [], shipping: true }, [{ items: [], shipping: true }]),
    ).toThrow(MORE_THAN_LEFT);
  });
});

/** What is left of invoice() after two kurtas came back: a kurta, the saree and the shipping. */
function wholePartLeft() {
  return {
    items: [
      { orderItemId: 'kurta', quantity: 1 },
      { orderItemId: 'saree', quantity: 1 },
    ],
    shipping: true,
  };
}
