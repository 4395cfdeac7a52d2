import { inflateSync } from 'node:zlib';

/** The inflated data of object `num`'s stream, or null when it has none. */
function streamOf(raw: string, num: string): string | null {
  const at = new RegExp(`(?:^|\\s)${num} 0 obj\\s*<<([^]*?)>>\\s*stream\\r?\\n`).exec(raw);
  if (!at) return null;
  const start = at.index + at[0].length;
  const data = Buffer.from(raw.slice(start, raw.indexOf('endstream', start)), 'latin1');
  return (at[1]!.includes('FlateDecode') ? inflateSync(data) : data).toString('latin1');
}

/**
 * For each embedded font (pdfkit writes Hindi in one), its codes to their text, from the
 * font's ToUnicode map: `<0000> <00ff> [<0915> ...]` ranges of UTF-16BE strings, one per
 * glyph (`<0915 094d>`: क्). A conjunct drawn as one glyph reads as its letters (क्ष); a vowel sign drawn before
 * its consonant reads before it, as it is on the page (ि before ह).
 */
function embeddedFontTexts(raw: string): Map<string, Map<number, string>> {
  const fonts = new Map<string, Map<number, string>>();
  for (const [, name, num] of raw.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
    const font = new RegExp(`(?:^|\\s)${num} 0 obj\\s*<<([^]*?)>>\\s*endobj`).exec(raw);
    const descendant = font && /\/DescendantFonts \[(\d+) 0 R\]/.exec(font[1]!);
    const toUnicode = font && /\/ToUnicode (\d+) 0 R/.exec(font[1]!);
    if (!descendant || !toUnicode) continue;
    const cmap = streamOf(raw, toUnicode[1]!);
    if (!cmap) continue;
    const codes = new Map<number, string>();
    for (const [, from, list] of cmap.matchAll(/<([0-9a-fA-F]+)> <[0-9a-fA-F]+> \[([^\]]*)\]/g)) {
      [...list!.matchAll(/<([0-9a-fA-F ]*)>/g)].forEach(([, hex], i) => {
        const utf16be = Buffer.from(hex!.replace(/ /g, ''), 'hex');
        codes.set(parseInt(from!, 16) + i, utf16be.swap16().toString('utf16le'));
      });
    }
    fonts.set(name!, codes);
  }
  return fonts;
}

/**
 * The text of a PDF as pdfkit writes it: every content stream inflated, the strings of each
 * Tj/TJ joined, one text object a line. Standard fonts' strings read as they are; an embedded
 * font's codes through its ToUnicode map. Enough to check what an invoice says without a PDF
 * library.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const embedded = embeddedFontTexts(raw);
  const streams: string[] = [];
  const re = /<<([^]*?)>>\s*stream\r?\n/g;
  for (let m = re.exec(raw); m; m = re.exec(raw)) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    const data = Buffer.from(raw.slice(start, end), 'latin1');
    try {
      streams.push(
        m[1]!.includes('FlateDecode')
          ? inflateSync(data).toString('latin1')
          : data.toString('latin1'),
      );
    } catch {
      /* not a content stream (fonts, images) */
    }
  }
  const lines: string[] = [];
  for (const s of streams) {
    if (!/\bBT\b/.test(s)) continue;
    let font: Map<number, string> | undefined;
    for (const block of s.split(/\bET\b/)) {
      const parts: string[] = [];
      for (const [, tf, hex, lit] of block.matchAll(
        /\/(F\d+) [\d.]+ Tf|<([0-9a-fA-F]*)>|\(((?:\\.|[^\\)])*)\)/g,
      )) {
        if (tf !== undefined) font = embedded.get(tf);
        else if (hex !== undefined && font)
          parts.push(
            (hex.match(/.{4}/g) ?? []).map((code) => font!.get(parseInt(code, 16)) ?? '').join(''),
          );
        else if (hex !== undefined) parts.push(Buffer.from(hex, 'hex').toString('latin1'));
        else parts.push(lit!.replace(/\\(.)/g, '$1'));
      }
      if (parts.length) lines.push(parts.join(''));
    }
  }
  return lines.join('\n');
}

export interface PdfTextRun {
  /** Left edge and baseline, in points from the page's bottom-left corner. */
  x: number;
  y: number;
  /** pdfkit's font resource: F1 is the first font used, F2 the next, ... */
  font: string;
  size: number;
  text: string;
}

/**
 * Each text object of the PDF with where it starts, its font and size (pdfkit writes one `Tm`
 * and one `Tf` per object), so a test can check that text stays inside the page.
 */
export function pdfTextRuns(pdf: Buffer): PdfTextRun[] {
  const raw = pdf.toString('latin1');
  const embedded = embeddedFontTexts(raw);
  const runs: PdfTextRun[] = [];
  const re = /<<([^]*?)>>\s*stream\r?\n/g;
  for (let m = re.exec(raw); m; m = re.exec(raw)) {
    if (!m[1]!.includes('FlateDecode')) continue;
    const start = m.index + m[0].length;
    let content: string;
    try {
      content = inflateSync(
        Buffer.from(raw.slice(start, raw.indexOf('endstream', start)), 'latin1'),
      ).toString('latin1');
    } catch {
      continue;
    }
    for (const block of content.split(/\bBT\b/).slice(1)) {
      const tm = /([\d.-]+) ([\d.-]+) Tm/.exec(block);
      const tf = /\/(F\d+) ([\d.]+) Tf/.exec(block);
      if (!tm || !tf) continue;
      const font = embedded.get(tf[1]!);
      const text = [...block.matchAll(/<([0-9a-fA-F]*)>/g)]
        .map(([, hex]) =>
          font
            ? (hex!.match(/.{4}/g) ?? []).map((code) => font.get(parseInt(code, 16)) ?? '').join('')
            : Buffer.from(hex!, 'hex').toString('latin1'),
        )
        .join('');
      runs.push({ x: Number(tm[1]), y: Number(tm[2]), font: tf[1]!, size: Number(tf[2]), text });
    }
  }
  return runs;
}

/** Each font resource's name (F2) to its font's (`NotoSansDevanagari-Bold`, subset tag dropped). */
export function pdfFontNames(pdf: Buffer): Map<string, string> {
  const raw = pdf.toString('latin1');
  const names = new Map<string, string>();
  for (const [, name, num] of raw.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
    const font = new RegExp(`(?:^|\\s)${num} 0 obj\\s*<<([^]*?)>>\\s*endobj`).exec(raw);
    const base = font && /\/BaseFont \/(?:[A-Z]{6}\+)?([^\s/]+)/.exec(font[1]!);
    if (base) names.set(name!, base[1]!);
  }
  return names;
}

/** Every glyph's text of the PDF's embedded fonts: a conjunct the shaper formed is one (क्ष). */
export function pdfGlyphTexts(pdf: Buffer): Set<string> {
  return new Set(
    [...embeddedFontTexts(pdf.toString('latin1')).values()].flatMap((m) => [...m.values()]),
  );
}

const CONSONANT = '[\\u0915-\\u0939\\u0958-\\u095f]\\u093c?';
const SYLLABLE = new RegExp(
  `(\\u0930\\u094d(?=${CONSONANT}))?((?:${CONSONANT}\\u094d)*${CONSONANT})(\\u093f)?`,
  'g',
);

/**
 * Hindi as pdfText reads it back, so a test can name what it expects in the order it is written:
 * glyphs come out in the order they are drawn, and two signs are drawn away from where they are
 * typed. The vowel sign ि stands before its consonants (हि reads िह) and a reph, र् before a
 * consonant, above the syllable's end (र्ड reads डर्, र्ति reads ितर्); ों reads ाें. Noto draws ई
 * as इ and a reph-like mark, which may read back as इर्: expect no text with ई.
 */
export const asDrawn = (text: string): string =>
  text
    .replace(SYLLABLE, (_, reph = '', cluster: string, i = '') => `${i}${cluster}${reph}`)
    // ों and ौं are drawn as ा and a sign that carries the nasal above it.
    .replace(/\u094b\u0902/g, '\u093e\u0947\u0902')
    .replace(/\u094c\u0902/g, '\u093e\u0948\u0902');
