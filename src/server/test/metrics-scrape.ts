/** `a="x",b="y"` -> { a: 'x', b: 'y' } (label values as prom-client escapes them). */
function labelsOf(text: string): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const [, name, value] of text.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g))
    labels[name!] = value!.replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c));
  return labels;
}

/**
 * The sum of the samples of series `name` in a Prometheus text scrape whose labels include
 * `labels` (0 when there is none): a counter over the labels not named, or one series exactly.
 */
export function sampleValue(text: string, name: string, labels: Record<string, string> = {}) {
  let total = 0;
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})?\s+(\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const got = labelsOf(match[2] ?? '');
    if (Object.entries(labels).every(([key, value]) => got[key] === value))
      total += Number(match[3]);
  }
  return total;
}

/** Every label value the series `name` has for `label`, as scraped. */
export function labelValues(text: string, name: string, label: string): string[] {
  const values = new Set<string>();
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)\{(.*)\}\s+\S+$/.exec(line);
    if (match?.[1] !== name) continue;
    const value = labelsOf(match[2]!)[label];
    if (value !== undefined) values.add(value);
  }
  return [...values];
}
