/**
 * The text a reader sees in a page's HTML: text between tags (scripts, styles and pictures'
 * markup left out) and the attributes a screen shows or reads aloud (alt, title, aria-label,
 * placeholder, value of a button), entities decoded.
 */
export function visibleText(html: string): string[] {
  const texts: string[] = [];
  const body = html
    .replace(/<!--[^]*?-->/g, ' ')
    .replace(/<(script|style|svg|template|noscript)\b[^>]*>[^]*?<\/\1>/gi, ' ');
  for (const [, attribute, quoted] of body.matchAll(
    /\s(alt|title|aria-label|placeholder)="([^"]*)"/gi,
  ))
    if (attribute) texts.push(decode(quoted!));
  for (const text of body.replace(/<[^>]*>/g, '\n').split('\n')) {
    const kept = decode(text).trim();
    if (kept) texts.push(kept);
  }
  return texts;
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};
function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#')
      return String.fromCodePoint(
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1)),
      );
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** The Latin words of a text: letters, with the apostrophes and hyphens inside a word. */
export const latinWords = (text: string): string[] =>
  text.match(/[A-Za-z]+(?:['’-][A-Za-z]+)*/g) ?? [];
