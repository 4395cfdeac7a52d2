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
