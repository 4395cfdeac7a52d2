import { colourIn } from '@shared/i18n/colours';
import type { Locale } from '@shared/i18n/locale-path';
import { m } from '@shared/i18n/paraglide/messages.js';
import { variationChoices, type VariationChoices } from '@shared/rules/variation';
import { BOLD, REGULAR, type InvoiceLanguage } from './invoice-language';
import type { InvoiceLine, InvoiceTotals } from './invoice-lines';
import type { SellerInvoice } from './order-invoices';
import { keepRoom, LEFT, row, rule, table, TOP, WIDTH, type Column } from './pdf-layout';

/**
 * Columns of the item table: heading and width. They add up to the page's printable width, and
 * each amount column fits ₹99,99,999.99 in bold on one line (invoice-pdf.test.ts). Within a
 * state, CGST and SGST share a column, one under the other; HSN/SAC goes under the item's name.
 */
export function itemColumns(sameState: boolean, locale: InvoiceLanguage['locale']): Column[] {
  const o = { locale };
  return [
    [m.invoice_col_item({}, o), 133],
    [m.invoice_col_qty({}, o), 24],
    [m.invoice_col_rate({}, o), 66],
    [m.invoice_col_discount({}, o), 66],
    [m.invoice_col_taxable({}, o), 66],
    [m.invoice_col_gst({}, o), 28],
    [sameState ? m.invoice_col_cgst_sgst({}, o) : m.invoice_col_igst({}, o), 66],
    [m.invoice_col_total({}, o), 66],
  ];
}

/** Each choice's name as the product page shows it, by its English name. */
const CHOICE_NAMES: Record<string, (inputs: object, o: { locale: Locale }) => string> = {
  Color: m.product_axis_color,
  Size: m.product_axis_size,
  RAM: m.product_axis_ram,
  Storage: m.product_axis_storage,
};

/** 'Cotton Kurta (Color: Maroon, Size: XL)': the name as sold, the choices in the language. */
function itemText(name: string, variation: VariationChoices | null, locale: Locale): string {
  const choices = variation ? variationChoices(variation) : [];
  if (choices.length === 0) return name;
  const said = choices.map(({ name: choice, value }) => {
    const label = CHOICE_NAMES[choice]?.({}, { locale }) ?? choice;
    return `${label}: ${choice === 'Color' ? colourIn(value, locale) : value}`;
  });
  return `${name} (${said.join(', ')})`;
}

function cellsOf(lang: InvoiceLanguage, sameState: boolean) {
  const { money } = lang;
  const o = { locale: lang.locale };
  const discount = (paise: number) => (paise > 0 ? money(paise) : '-');
  const tax = (t: InvoiceTotals | InvoiceLine) =>
    sameState ? `${money(t.cgst)}\n${money(t.sgst)}` : money(t.igst);
  const line = (l: InvoiceLine): string[] => [
    // Services are chapter 99 of the one code list (SAC); goods end at chapter 98 (HSN).
    `${l.kind === 'shipping' ? m.invoice_shipping_charges({}, o) : itemText(l.description, l.variation, lang.locale)}\n${l.hsn.startsWith('99') ? 'SAC' : 'HSN'} ${l.hsn}`,
    String(l.quantity),
    money(l.unitPrice),
    discount(l.discount),
    money(l.taxable),
    `${l.rate}%`,
    tax(l),
    money(l.total),
  ];
  const totals = (t: InvoiceTotals): string[] => [
    m.invoice_col_total({}, o),
    '',
    '',
    discount(t.discount),
    money(t.taxable),
    '',
    tax(t),
    money(t.total),
  ];
  return { line, totals };
}

export interface SellerPageContext {
  shopName: string;
  /** This invoice's place among the order's (1-based), and how many there are. */
  index: number;
  count: number;
  coupon: { code: string } | null;
  lang: InvoiceLanguage;
}

/** One seller's tax invoice, on a page of its own (and more when its lines need them). */
export function sellerPage(
  doc: PDFKit.PDFDocument,
  inv: SellerInvoice,
  { shopName, index, count, coupon, lang }: SellerPageContext,
): void {
  const o = { locale: lang.locale };
  doc
    .font(BOLD)
    .fontSize(16)
    .text(m.invoice_title({}, o), LEFT, TOP, { width: WIDTH, align: 'center' });
  doc.font(REGULAR).fontSize(9);
  doc.text(m.invoice_number({ number: inv.invoiceNumber }, o), LEFT, 70);
  doc.text(m.invoice_date({ date: lang.date(inv.date) }, o));
  doc.text(m.invoice_order_line({ order: inv.orderNumber, index, count }, o));

  parties(doc, inv, lang, 120);

  const y = lineTable(doc, inv, lang, 220);
  const t = inv.totals;

  doc
    .font(BOLD)
    .fontSize(10)
    .text(m.invoice_total({ amount: lang.money(t.total) }, o), LEFT, y + 10);
  doc
    .font(REGULAR)
    .fontSize(9)
    .text(m.invoice_in_words({ words: lang.inWords(t.total) }, o));
  if (t.discount > 0) doc.text(m.invoice_coupon_share({ code: coupon?.code ?? '' }, o));
  doc.text(inv.sameState ? m.invoice_intra_state({}, o) : m.invoice_inter_state({}, o));
  doc
    .moveDown(2)
    .fontSize(8)
    .fillColor('#555')
    .text(m.invoice_footer({ shop: shopName }, o));
  doc.fillColor('#000');
}

/**
 * The item table from `top`, its totals row under it, with room kept below for the sums and
 * words that follow; answers where they start.
 */
export function lineTable(
  doc: PDFKit.PDFDocument,
  { lines, totals, sameState }: Pick<SellerInvoice, 'lines' | 'totals' | 'sameState'>,
  lang: InvoiceLanguage,
  top: number,
): number {
  const columns = itemColumns(sameState, lang.locale);
  const cells = cellsOf(lang, sameState);
  let y = table(doc, columns, lines.map(cells.line), top);
  y = keepRoom(doc, y, 150);
  rule(doc, y - 2);
  return row(
    doc,
    cells.totals(totals),
    columns.map((c) => c[1]),
    y + 2,
    true,
  );
}

/** Who sold (and issues the document) and to whom, side by side from `top`. */
export function parties(
  doc: PDFKit.PDFDocument,
  inv: SellerInvoice,
  lang: InvoiceLanguage,
  top: number,
): void {
  const o = { locale: lang.locale };
  doc.font(BOLD).text(m.invoice_sold_by({}, o), LEFT, top);
  doc
    .font(REGULAR)
    .text(`${inv.seller.shopName} (${inv.seller.name})`)
    .text(inv.seller.address)
    .text(`${inv.seller.city}, ${inv.seller.state} - ${inv.seller.pincode}`)
    .text(m.invoice_gstin({ gstin: inv.seller.gstin }, o));
  const b = inv.buyer;
  doc.font(BOLD).text(m.invoice_bill_to({}, o), LEFT + 280, top);
  doc
    .font(REGULAR)
    .text(b.name, LEFT + 280)
    .text(`${b.address}, ${b.locality}`, LEFT + 280)
    .text(`${b.landmark}, ${b.cityDistTown}`, LEFT + 280)
    .text(m.invoice_state({ state: b.state, pincode: b.pincode }, o), LEFT + 280)
    .text(m.invoice_phone({ phone: b.phonenumber }, o), LEFT + 280)
    .text(m.invoice_place_of_supply({ state: inv.placeOfSupply }, o), LEFT + 280);
}
