/**
 * The median of the figures a bench could take: a NaN (a run Lighthouse could not measure, a
 * sample that failed) is left out, because sorted among numbers it lands anywhere and takes the
 * median with it. NaN when no figure was taken; the upper of the two middle ones for an even
 * count, as the benches' tables have always printed.
 */
export function median(figures: number[]): number {
  const taken = figures.filter((figure) => !Number.isNaN(figure)).sort((a, b) => a - b);
  return taken[Math.floor(taken.length / 2)] ?? NaN;
}
