import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { CELL_PADDING, itemColumns, LEFT, money, WIDTH } from './invoice-pdf';

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
