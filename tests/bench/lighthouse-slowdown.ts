/**
 * The CPU slowdown that makes this machine emulate Lighthouse's reference mobile device (the
 * budget Android phone PageSpeed Insights emulates), from the machine's benchmarkIndex, as
 * Lighthouse's throttling guide says to size it: by Lighthouse's CPU throttling calculator
 * (https://github.com/GoogleChrome/lighthouse/blob/main/docs/throttling.md#cpu-throttling,
 * https://github.com/patrickhulce/lighthouse-cpu-throttling-calculator, pages/index.js),
 * whose points are 150 -> 1x, 800 -> 2x, 1300 -> 3x, 1533 -> 4x, 1766 -> 5x, 2000 -> 6x, straight
 * lines between them and on past 2000. Below 150 no slowdown helps: 1x.
 */
export function lighthouseSlowdown(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  if (benchmarkIndex >= 150) return 1 + (benchmarkIndex - 150) / 650;
  return 1;
}

export const REFERENCE_DEVICE =
  "Lighthouse's reference mobile device (by its CPU throttling calculator)";
