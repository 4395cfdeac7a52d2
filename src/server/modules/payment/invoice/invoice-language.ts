import { readFileSync } from 'node:fs';
import { baseLocale, languageTag, type Locale } from '@shared/i18n/locale-path';
import { amountInWords } from './amount-in-words';

/** The names pages set text in; each invoice registers them for its language's fonts. */
export const REGULAR = 'invoice-regular';
export const BOLD = 'invoice-bold';

interface FontSet {
  regular: () => string | Buffer;
  bold: () => string | Buffer;
}

const fontFiles = new Map<string, Buffer>();
/** A font of fonts/, read once: pdfkit reads its source again for every document. */
const fontFile = (name: string) => () => {
  const kept = fontFiles.get(name);
  if (kept) return kept;
  const file = readFileSync(new URL(`./fonts/${name}`, import.meta.url));
  fontFiles.set(name, file);
  return file;
};

/**
 * Noto Sans Devanagari with its Latin merged in (fonts/README.md), for every language the shop
 * speaks: it draws the rupee sign (PDF's built-in Helvetica has none, so English invoices once
 * said "Rs." where every screen says ₹), and in Hindi product names, GSTINs and amounts share a
 * line with Hindi. pdfkit shapes conjuncts and embeds only the glyphs a document uses.
 */
const NOTO: FontSet = {
  regular: fontFile('NotoSansDevanagari-Regular.ttf'),
  bold: fontFile('NotoSansDevanagari-Bold.ttf'),
};

/** The fonts of each language an invoice can be printed in. */
const FONTS: Partial<Record<Locale, FontSet>> = { en: NOTO, hi: NOTO };

/** What an invoice's language changes: its fonts, amounts, dates and amounts in words. */
export interface InvoiceLanguage {
  locale: Locale;
  /** Paise as '₹1,23,456.00', Indian digit grouping. */
  money: (paise: number) => string;
  date: (d: Date) => string;
  inWords: (paise: number) => string;
}

/**
 * The shopper's language as far as the invoice can print it: a language without fonts here
 * gets the English invoice rather than one of empty boxes.
 */
export const invoiceLocale = (locale: Locale): Locale => (FONTS[locale] ? locale : baseLocale);

export function invoiceLanguage(wanted: Locale): InvoiceLanguage {
  const locale = invoiceLocale(wanted);
  return {
    locale,
    money: (paise) =>
      `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
    date: (d) =>
      d.toLocaleDateString(languageTag(locale), {
        day: '2-digit',
        month: 'short',
        year: 'numeric',
        timeZone: 'Asia/Kolkata',
      }),
    inWords: (paise) => amountInWords(paise, locale),
  };
}

/** Registers REGULAR and BOLD on the document as the language's fonts. */
export function registerInvoiceFonts(doc: PDFKit.PDFDocument, locale: Locale): void {
  const fonts = FONTS[invoiceLocale(locale)] ?? NOTO;
  doc.registerFont(REGULAR, fonts.regular());
  doc.registerFont(BOLD, fonts.bold());
}
