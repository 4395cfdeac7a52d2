import { inflateSync } from 'node:zlib';

/**
 * The text of a PDF written with the standard fonts (as pdfkit writes them): every content
 * stream inflated, the strings of each Tj/TJ joined, one text object a line. Enough to check
 * what an invoice says without a PDF library.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
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
    for (const block of s.split(/\bET\b/)) {
      const parts = [...block.matchAll(/<([0-9a-fA-F]*)>|\(((?:\\.|[^\\)])*)\)/g)].map(
        ([, hex, lit]) =>
          hex !== undefined
            ? Buffer.from(hex, 'hex').toString('latin1')
            : lit!.replace(/\\(.)/g, '$1'),
      );
      if (parts.length) lines.push(parts.join(''));
    }
  }
  return lines.join('\n');
}

export interface PdfTextRun {
  /** Left edge and baseline, in points from the page's bottom-left corner. */
  x: number;
  y: number;
  /** pdfkit's font resource: F1 is the first font used (Helvetica), F2 the next, ... */
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
      const text = [...block.matchAll(/<([0-9a-fA-F]*)>/g)]
        .map(([, hex]) => Buffer.from(hex!, 'hex').toString('latin1'))
        .join('');
      runs.push({ x: Number(tm[1]), y: Number(tm[2]), font: tf[1]!, size: Number(tf[2]), text });
    }
  }
  return runs;
}
