import { calibrate } from './cpu-calibration';
import { median } from './median';
import { signed } from './signed';
import {
  byInteraction,
  describeTimings,
  measureBareTap,
  measureInteractions,
  printInteractions,
  type InteractionName,
  type Timing,
} from './interactions';

/** Lighthouse's calculator is built from devices of index 800-2000: past 10x it is a guess. */
export const REFERENCE_CAP = 10;

export interface Slowdown {
  label: string;
  multiplier: number;
  /** The benchmarkIndex taken at the start of the turn (every slowdown of it shares it). */
  hostIndex: number;
}

/**
 * The reference slowdown of this bench run: Lighthouse's calculator applied to the median of
 * three benchmarkIndex readings taken at the first turn, capped at REFERENCE_CAP, then kept for
 * every turn. Taken anew each turn it moved by twice over within one run (the index wanders on
 * this machine), and a median over turns then mixed unlike slowdowns. Printed once, with the
 * index it came from.
 */
let runReference: Promise<number> | undefined;

async function referenceOfRun(probe: string, chromePath: string): Promise<number> {
  const { multiplier, hostIndex } = await calibrate(probe, chromePath, 3);
  const reference = Math.min(multiplier, REFERENCE_CAP);
  console.log(
    `\nThe reference slowdown for the whole run: ${reference}x (the calculator's ${multiplier}x for benchmarkIndex ${hostIndex.toFixed(0)}, median of 3, capped at ${REFERENCE_CAP}x)`,
  );
  return reference;
}

/**
 * The slowdowns of one turn, from `BENCH_AB_SLOWDOWNS` (default '4,reference'): a number is a
 * fixed multiplier; `reference` is the run's reference slowdown (runReference). The turn's own
 * benchmarkIndex is taken all the same, so every run prints the machine it ran on.
 */
export async function turnSlowdowns(probe: string, chromePath: string): Promise<Slowdown[]> {
  const asked = (process.env.BENCH_AB_SLOWDOWNS ?? '4,reference').split(',');
  runReference ??= referenceOfRun(probe, chromePath);
  const reference = await runReference;
  const { hostIndex } = await calibrate(probe, chromePath, 1);
  return asked.map((label) =>
    label === 'reference'
      ? { label, multiplier: reference, hostIndex }
      : { label: `${label}x`, multiplier: Number(label), hostIndex },
  );
}

type Taps = Awaited<ReturnType<typeof measureInteractions>>;

/**
 * The four taps' INP (interactions.ts) on every side, in turns: each turn takes the machine's
 * benchmarkIndex, then measures every side at each slowdown of the turn, so a side's figure
 * never comes from other minutes than the other side's. Prints the medians per slowdown and
 * side, with each run's slowdown and benchmarkIndex.
 */
export async function tapsInTurns(
  sides: { name: string; base: string }[],
  runs: number,
  chromePath: string,
): Promise<void> {
  const results = new Map<string, { taps: Taps; slowdown: Slowdown }[]>();
  const bare = new Map<string, Timing[]>();
  for (let turn = 0; turn < runs; turn++)
    for (const slowdown of await turnSlowdowns(`${sides.at(-1)!.base}/about`, chromePath)) {
      // The browser's own floor at this slowdown, in the same turn as the sides.
      const floor = await measureBareTap(slowdown.multiplier, chromePath);
      bare.set(slowdown.label, [...(bare.get(slowdown.label) ?? []), floor]);
      for (const side of sides) {
        const key = `${slowdown.label} ${side.name}`;
        const taps = await measureInteractions(side.base, slowdown.multiplier, chromePath);
        results.set(key, [...(results.get(key) ?? []), { taps, slowdown }]);
      }
    }
  console.log(
    `\nInteraction to Next Paint after the load, in turns (median of ${runs}; in brackets, each run's slowdown at its benchmarkIndex):`,
  );
  for (const [label, timings] of bare)
    console.log(`  ${label} a bare button, the browser's own floor: ${describeTimings(timings)}`);
  for (const [key, all] of results) {
    const runsOf = all.map((a) => `${a.slowdown.multiplier}x@${a.slowdown.hostIndex.toFixed(0)}`);
    console.log(`  ${key} [${runsOf.join(', ')}]`);
    printInteractions(
      '    ',
      all.map((a) => a.taps),
    );
  }
  printPairedDifferences(sides, [...bare.keys()], results);
}

/**
 * The last side against the first, turn by turn: a tap's INP moves by tens of milliseconds
 * between runs of one side, more than most changes move it, while two sides of one turn share
 * the machine's minute. The median of the per-turn differences, and in how many turns the last
 * side was the quicker, say more than two medians side by side.
 */
function printPairedDifferences(
  sides: { name: string }[],
  slowdownLabels: string[],
  results: Map<string, { taps: Taps }[]>,
): void {
  if (sides.length < 2) return;
  const [first, last] = [sides[0]!.name, sides.at(-1)!.name];
  console.log(`\nINP of ${last} minus ${first}, turn by turn (median; turns it was quicker):`);
  for (const label of slowdownLabels) {
    const runsOf = (side: string) => results.get(`${label} ${side}`)!.map((r) => r.taps);
    for (const line of pairedDifferences(runsOf(first), runsOf(last)))
      console.log(`  ${label} ${line}`);
  }
}

/** "open filters   -8 ms (+8, -32, -40); quicker in 2 of 3", a line per tap. */
export function pairedDifferences(
  firstRuns: Record<InteractionName, Timing>[],
  lastRuns: Record<InteractionName, Timing>[],
): string[] {
  const first = byInteraction(firstRuns);
  return byInteraction(lastRuns).map(({ name, timings }, i) => {
    const differences = timings.map((t, turn) => t.ms - first[i]!.timings[turn]!.ms);
    const quicker = differences.filter((d) => d < 0).length;
    return (
      `${name.padEnd(14)} ${signed(median(differences))} ms (${differences.map(signed).join(', ')}); ` +
      `quicker in ${quicker} of ${differences.length}`
    );
  });
}
