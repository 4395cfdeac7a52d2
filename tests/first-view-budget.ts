import { bundleSizes } from './bench/bundle-size';

/**
 * The first view of / (the JS it downloads before its first paint, gzip): at most the 130 KB
 * it weighs today, plus 2 KB of margin so an ordinary change does not fail the build; a change
 * that needs more should say so here. Reads the manifest of the last build (`dist`).
 * Raised by 0.5 KB for the pictures a server-drawn page carries and the after-paint turns
 * (lib/picture-source.tsx, lib/use-after-paint.ts): together they took LCP of / from 1.64 to
 * 1.20 s and its TBT from 117 to 47 ms in a same-machine A/B, for 0.3 KB; the margin stays 2 KB.
 */
const BUDGET_BYTES = 130_500;
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
