import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { pdfTextRuns } from '../../../../../tests/tools/pdf-text';
import { splitInclusive } from './gst';
import type { SellerInvoice } from './invoice-data';
import { CELL_PADDING, itemColumns, LEFT, money, renderInvoicesPdf, WIDTH } from './invoice-pdf';

const A4_WIDTH = 595;

describe('the invoice item table', () => {
  it.each([true, false])('stays inside the page margins (same state: %s)', (sameState) => {
    const total = itemColumns(sameState).reduce((sum, [, width]) => sum + width, 0);
    expect(total).toBe(WIDTH);
    expect(LEFT + total).toBeLessThanOrEqual(A4_WIDTH - LEFT);
  });

  it.each([true, false])(
    'fits the largest amount on one line in every amount column (same state: %s)',
    (sameState) => {
      const doc = new PDFDocument({ size: 'A4' }).font('Helvetica-Bold').fontSize(8);
      const widest = doc.widthOfString(money(99_99_999_99));
      for (const [heading, width] of itemColumns(sameState)) {
        if (['Item', 'HSN/SAC', 'Qty'].includes(heading)) continue;
        expect(widest, heading).toBeLessThanOrEqual(width - CELL_PADDING);
      }
    },
  );
});

describe('the invoice PDF at the largest amounts', () => {
  it('keeps every piece of text inside the right margin', async () => {
    // The dearest product at the largest quantity an order line takes (1000), twice, in crores.
    const unit = 1_99_999_00;
    const total = unit * 1000;
    const line = {
      description: 'Lenovo Legion 9i Gaming Laptop Intel Core i9 64 GB RAM 2 TB SSD (Size XXL)',
      hsn: '8471',
      quantity: 1000,
      unitPrice: unit,
      rate: 18,
      total,
      ...splitInclusive(total, 18, true),
    };
    const invoice: SellerInvoice = {
      invoiceNumber: 'INV25-26/000001',
      date: new Date('2026-11-24T10:00:00+05:30'),
      orderNumber: 'OD1234567890',
      seller: {
        shopName: 'Bengaluru Electronics Hub',
        name: 'Anil Kumar',
        address: '12 MG Road',
        city: 'Bengaluru',
        state: 'Karnataka',
        pincode: '560001',
        gstin: '29ABCDE1234F1Z5',
      },
      buyer: {
        name: 'Asha Rao',
        address: 'Flat 12',
        locality: 'Indiranagar',
        landmark: 'Near the metro',
        cityDistTown: 'Bengaluru',
        state: 'Karnataka',
        pincode: '560038',
        phonenumber: '9876543210',
      },
      placeOfSupply: 'Karnataka',
      sameState: true,
      lines: [line, line],
      totals: {
        taxable: line.taxable * 2,
        cgst: line.cgst * 2,
        sgst: line.sgst * 2,
        igst: 0,
        total: total * 2,
      },
      totalInWords: 'Rupees Three Hundred Ninety Nine Crore Ninety Nine Lakh Eighty Thousand Only',
    };
    const runs = pdfTextRuns(
      await renderInvoicesPdf([invoice, { ...invoice, sameState: false }], 'Bazaar'),
    );
    expect(runs.map((r) => r.text)).toContain(money(total));
    const doc = new PDFDocument({ size: 'A4' });
    const fonts: Record<string, string> = { F1: 'Helvetica', F2: 'Helvetica-Bold' };
    for (const run of runs) {
      const width = doc
        .font(fonts[run.font] ?? 'Helvetica-Bold')
        .fontSize(run.size)
        .widthOfString(run.text);
      expect(run.x + width, run.text).toBeLessThanOrEqual(A4_WIDTH - LEFT + 0.5);
    }
  });
});
