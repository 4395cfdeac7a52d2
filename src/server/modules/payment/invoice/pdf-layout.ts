import { BOLD, REGULAR } from './invoice-language';

/** A4 is 595 x 842 pt; the document's margin is 40 pt each side. */
export const LEFT = 40;
export const WIDTH = 515;
export const TOP = 40;
/** Below this the page number is written: tables and text stop above it. */
export const CONTENT_BOTTOM = 842 - 60;
/** Space a cell leaves between its text and the next column. */
export const CELL_PADDING = 4;
const TABLE_FONT_SIZE = 8;
const MIN_FONT_SIZE = 5;

/** A table column: its heading and width; amounts (every column but the first) align right. */
export type Column = readonly [heading: string, width: number];

type Align = 'left' | 'right';
/** Left for the first cell (it wraps), right for the rest, unless a table says otherwise. */
const alignOf = (i: number, aligns?: readonly Align[]): Align =>
  aligns?.[i] ?? (i === 0 ? 'left' : 'right');

const cellOptions = (width: number, align: Align) => ({ width: width - CELL_PADDING, align });

/** The widest line of a cell (a cell may hold several, one under another). */
const widest = (doc: PDFKit.PDFDocument, text: string) =>
  Math.max(...text.split('\n').map((line) => doc.widthOfString(line)));

/** How tall a row of these cells is. */
export function rowHeight(
  doc: PDFKit.PDFDocument,
  cells: string[],
  widths: readonly number[],
): number {
  doc.font(REGULAR).fontSize(TABLE_FONT_SIZE);
  return (
    Math.max(...cells.map((t, i) => doc.heightOfString(t, cellOptions(widths[i]!, 'left')))) + 6
  );
}

/**
 * One table row at `y`: the first cell left-aligned (it wraps), the others right-aligned. An
 * amount too long for its column (crores of rupees) is set smaller rather than run past the
 * page edge. Answers where the next row starts.
 */
export function row(
  doc: PDFKit.PDFDocument,
  cells: string[],
  widths: readonly number[],
  y: number,
  bold = false,
  aligns?: readonly Align[],
): number {
  doc.font(bold ? BOLD : REGULAR);
  let x = LEFT;
  let height = 0;
  cells.forEach((text, i) => {
    const options = cellOptions(widths[i]!, alignOf(i, aligns));
    doc.fontSize(TABLE_FONT_SIZE);
    const wide = widest(doc, text);
    if (i > 0 && wide > options.width)
      doc.fontSize(Math.max(MIN_FONT_SIZE, (TABLE_FONT_SIZE * options.width) / wide));
    doc.text(text, x + 2, y, options);
    height = Math.max(height, doc.heightOfString(text, options));
    x += widths[i]!;
  });
  doc.fontSize(TABLE_FONT_SIZE);
  return y + height + 6;
}

export function rule(doc: PDFKit.PDFDocument, y: number): void {
  doc
    .moveTo(LEFT, y)
    .lineTo(LEFT + WIDTH, y)
    .stroke();
}

/** A table: its heading row, then each row, carried over to a new page (heading again) when full. */
export function table(
  doc: PDFKit.PDFDocument,
  columns: readonly Column[],
  rows: string[][],
  top: number,
  aligns?: readonly Align[],
): number {
  const headings = columns.map((c) => c[0]);
  const widths = columns.map((c) => c[1]);
  const heading = (y: number) => {
    rule(doc, y - 4);
    const next = row(doc, headings, widths, y, true, aligns);
    rule(doc, next - 3);
    return next;
  };
  let y = heading(top);
  for (const cells of rows) {
    if (y + rowHeight(doc, cells, widths) > CONTENT_BOTTOM) {
      doc.addPage();
      y = heading(TOP);
    }
    y = row(doc, cells, widths, y, false, aligns);
  }
  return y;
}

/** Starts a new page when fewer than `needed` points are left above the page number. */
export function keepRoom(doc: PDFKit.PDFDocument, y: number, needed: number): number {
  if (y + needed <= CONTENT_BOTTOM) return y;
  doc.addPage();
  return TOP;
}
