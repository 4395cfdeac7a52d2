import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import {
  asDrawn,
  pdfFontNames,
  pdfGlyphTexts,
  pdfText,
  pdfTextRuns,
} from '../../../../../tests/tools/pdf-text';
import { amountInWords } from './amount-in-words';
import type { OrderInvoices, SellerInvoice } from './order-invoices';
import { itemLine, totalsOf } from './invoice-lines';
import { renderInvoicesPdf } from './invoice-pdf';
import { BOLD, invoiceLanguage, REGULAR, registerInvoiceFonts } from './invoice-language';
import { CELL_PADDING, LEFT, WIDTH } from './pdf-layout';
import { itemColumns } from './seller-page';

const { money } = invoiceLanguage('en');
const A4_WIDTH = 595;
const A4_HEIGHT = 842;

describe('the invoice item table', () => {
  it.each([true, false])('stays inside the page margins (same state: %s)', (sameState) => {
    const total = itemColumns(sameState, 'en').reduce((sum, [, width]) => sum + width, 0);
    expect(total).toBe(WIDTH);
    expect(LEFT + total).toBeLessThanOrEqual(A4_WIDTH - LEFT);
  });

  it.each([true, false])(
    'fits the largest amount on one line in every amount column (same state: %s)',
    (sameState) => {
      const doc = new PDFDocument({ size: 'A4' });
      registerInvoiceFonts(doc, 'en');
      doc.font(BOLD).fontSize(8);
      const widest = doc.widthOfString(money(99_99_999_99));
      for (const [heading, width] of itemColumns(sameState, 'en')) {
        if (['Item', 'Qty', 'GST'].includes(heading)) continue;
        expect(widest, heading).toBeLessThanOrEqual(width - CELL_PADDING);
      }
    },
  );
});

const seller: SellerInvoice['seller'] = {
  shopName: 'Bengaluru Electronics Hub',
  name: 'Anil Kumar',
  address: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560001',
  gstin: '29ABCDE1234F1Z5',
};
const buyer: SellerInvoice['buyer'] = {
  name: 'Asha Rao',
  address: 'Flat 12',
  locality: 'Indiranagar',
  landmark: 'Near the metro',
  cityDistTown: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560038',
  phonenumber: '9876543210',
};

function invoiceOf(lines: SellerInvoice['lines'], sameState: boolean): SellerInvoice {
  const totals = totalsOf(lines);
  return {
    partId: '00000000-0000-4000-8000-000000000001',
    itemIds: [],
    invoiceNumber: 'INV25-26/000001',
    date: new Date('2026-11-24T10:00:00+05:30'),
    orderNumber: 'OD1234567890',
    seller,
    buyer,
    placeOfSupply: 'Karnataka',
    sameState,
    lines,
    totals,
  };
}

function orderOf(invoices: SellerInvoice[], couponPaise = 0): OrderInvoices {
  const grandTotal = invoices.reduce((n, inv) => n + inv.totals.total, 0);
  return {
    orderNumber: 'OD1234567890',
    orderedAt: new Date('2026-11-24T09:50:00+05:30'),
    paidAt: new Date('2026-11-24T10:00:00+05:30'),
    buyer,
    invoices,
    itemsTotal: grandTotal + couponPaise,
    coupon: couponPaise ? { code: 'FESTIVE25', discount: couponPaise } : null,
    shipping: 0,
    cashOnDelivery: null,
    grandTotal,
  };
}

/** Every piece of text keeps inside the page's margins, left, right and bottom. */
function expectInsideThePage(pdf: Buffer) {
  const doc = new PDFDocument({ size: 'A4' });
  registerInvoiceFonts(doc, 'en');
  const fonts = pdfFontNames(pdf);
  for (const run of pdfTextRuns(pdf)) {
    const width = doc
      .font(fonts.get(run.font)?.endsWith('-Bold') ? BOLD : REGULAR)
      .fontSize(run.size)
      .widthOfString(run.text);
    expect(run.x, run.text).toBeGreaterThanOrEqual(LEFT - 0.5);
    expect(run.x + width, run.text).toBeLessThanOrEqual(A4_WIDTH - LEFT + 0.5);
    expect(run.y, run.text).toBeGreaterThan(0);
    expect(run.y, run.text).toBeLessThan(A4_HEIGHT);
  }
}

describe('the invoice PDF', () => {
  it('keeps every piece of text inside the page at the largest amounts', async () => {
    // The dearest product at the largest quantity an order line takes (1000), twice, in crores.
    const item = {
      description:
        'Lenovo Legion 9i Gaming Laptop (Color: Carbon Black, RAM: 64 GB, Storage: 2 TB)',
      hsn: '8471',
      quantity: 1000,
      unitRupees: 1_99_999,
    };
    const line = itemLine(item, 99_99_999_99, true);
    const pdf = await renderInvoicesPdf(
      orderOf(
        [invoiceOf([line, line], true), invoiceOf([itemLine(item, 0, false)], false)],
        2 * 99_99_999_99,
      ),
      'Bazaar',
    );
    expect(pdfTextRuns(pdf).map((r) => r.text)).toContain(money(line.total));
    expectInsideThePage(pdf);
  });

  it('carries a long invoice over to more pages, its headings again, numbering every page', async () => {
    const lines = Array.from({ length: 40 }, (_, i) =>
      itemLine(
        {
          description: `Cotton Kurta ${i + 1} (Color: Maroon, Size: XL)`,
          hsn: '6211',
          quantity: 1,
          unitRupees: 999,
        },
        0,
        true,
      ),
    );
    const pdf = await renderInvoicesPdf(orderOf([invoiceOf(lines, true)]), 'Bazaar');
    const text = pdfText(pdf).replace(/ *\n */g, '\n');
    const pages = Number(/page 1 of (\d+)/.exec(text)?.[1]);
    expect(pages).toBeGreaterThanOrEqual(3);
    for (let p = 1; p <= pages; p++) expect(text).toContain(`page ${p} of ${pages}`);
    expect(text.match(/^Taxable value$/gm)?.length).toBeGreaterThanOrEqual(2);
    expect(text.replace(/\s+/g, ' ')).toContain('Cotton Kurta 40 (Color: Maroon, Size: XL)');
    expectInsideThePage(pdf);
  });
});

describe('the invoice PDF in Hindi', () => {
  const kurta = (sameState: boolean) =>
    itemLine(
      {
        description: 'Chikankari Cotton Kurta',
        variation: { color: 'Maroon', size: 'XL', ram: null, storage: null },
        hsn: '6211',
        quantity: 2,
        unitRupees: 1299,
      },
      300_00,
      sameState,
    );
  const order = orderOf([invoiceOf([kurta(true)], true), invoiceOf([kurta(false)], false)], 600_00);
  const flat = (text: string) => text.replace(/\s+/g, ' ');

  it('says it in Hindi: labels from the catalogue, rupees, the amount in words and the choices', async () => {
    const text = flat(pdfText(await renderInvoicesPdf(order, 'Bazaar', 'hi')));
    const total = order.invoices[0]!.totals.total;
    for (const said of [
      'टैक्स इनवॉइस',
      'इनवॉइस नंबर: INV25-26/000001 (सेलर की अपनी सीरीज़)',
      'आपूर्ति का स्थान: Karnataka',
      'कर योग्य मूल्य',
      `इनवॉइस की कुल रकम: ₹${(total / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`,
      `रकम शब्दों में: ${amountInWords(total, 'hi')}`,
      'Chikankari Cotton Kurta (रंग: मैरून, साइज़: XL)',
      'कूपन FESTIVE25',
      'राज्य के अंदर',
      'CGST और SGST लगते हैं',
      'एक राज्य से दूसरे राज्य में',
      'IGST लगता है।',
      `रकम शब्दों में: ${amountInWords(order.grandTotal, 'hi')}`,
    ])
      expect(text).toContain(asDrawn(said));
    expect(text).not.toMatch(/Tax Invoice|Rs\./);
  });

  it('shapes conjuncts: each is one glyph of the embedded Devanagari font', async () => {
    const glyphs = pdfGlyphTexts(await renderInvoicesPdf(order, 'Bazaar', 'hi'));
    // क्ष of हस्ताक्षर, त्र of मात्र, the half क् of टैक्स, the reph of ऑर्डर.
    for (const conjunct of ['क्ष', 'त्र', 'क्', 'र्']) expect(glyphs).toContain(conjunct);
  });

  it('says rupees with the rupee sign in English too, as every screen does, and no Hindi', async () => {
    const pdf = await renderInvoicesPdf(order, 'Bazaar', 'en');
    const text = flat(pdfText(pdf));
    const total = order.invoices[0]!.totals.total;
    expect(text).toContain('Tax Invoice');
    expect(text).toContain('Chikankari Cotton Kurta (Color: Maroon, Size: XL)');
    expect(text).toContain(
      `Invoice total: ₹${(total / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`,
    );
    expect(text).toContain(`Amount in words: ${amountInWords(order.grandTotal, 'en')}`);
    expect(text).not.toContain('Rs.');
    expect(text).not.toMatch(/[\u0900-\u097f]/);
    // The rupee sign is a glyph of the embedded font, not a box.
    expect(pdfGlyphTexts(pdf)).toContain('₹');
  });
});
