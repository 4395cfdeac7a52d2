import { bundleSizes } from './bench/bundle-size';

/**
 * The first view of / (the JS it downloads before its first paint, gzip): at most the 130 KB
 * it weighs today, plus 2 KB of margin so an ordinary change does not fail the build; a change
 * that needs more should say so here. Reads the manifest of the last build (`dist`).
 */
const BUDGET_BYTES = 130_000;
const MARGIN_BYTES = 2_000;

const dist = process.argv[2] ?? 'dist';
const { js } = bundleSizes(dist).home;
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const limit = BUDGET_BYTES + MARGIN_BYTES;
if (js > limit) {
  console.error(
    `First view of / is ${kb(js)} of JS (gzip), over its budget of ${kb(BUDGET_BYTES)} + ${kb(MARGIN_BYTES)} margin.`,
  );
  process.exit(1);
}
console.log(
  `First view of / is ${kb(js)} of JS (gzip), within its budget of ${kb(BUDGET_BYTES)} + ${kb(MARGIN_BYTES)} margin.`,
);
