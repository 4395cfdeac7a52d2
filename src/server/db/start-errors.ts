/**
 * What stopped the start, with every cause: drizzle's "Failed query: ..." says which statement
 * failed, and only PostgreSQL's own message in its cause says why.
 */
export function describeStartError(error: unknown): string {
  const lines: string[] = [];
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if (!(e instanceof Error)) {
      lines.push(String(e));
      break;
    }
    const code = (e as { code?: unknown }).code;
    lines.push(typeof code === 'string' ? `${e.message} (${code})` : e.message);
  }
  return lines.join('\n  caused by: ');
}
