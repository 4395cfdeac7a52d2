import { bundleSizes } from './bench/bundle-size';

/**
 * The first view of / (the JS it downloads before its first paint, gzip): at most what it
 * weighs today, plus 2 KB of margin so an ordinary change does not fail the build; a change
 * that needs more should say so here. Reads the manifest of the last build (`dist`).
 * Raised for the languages: every text the first view shows, in every language the shop
 * speaks, and the language switch; then lowered by the texts of `messages` the first view had
 * carried whole (shared/first-view-messages.ts). Lowered when the first view's messages came
 * apart by language: a page carries its own language's texts only; and when the API's table of
 * operations began loading with the first call instead; when the header's user menu items and
 * the phone's search overlay left for after the first paint; when the footer began to hydrate
 * on its own; when what the install offer decides left with its button and banner; when
 * finding search suggestions began to load with the list, on the box's first focus; and when
 * the outbox's toast began to load with the first run that has one. Raised by half a kilobyte
 * when home's sliders came to be drawn by the server with every slide, scrolling natively until
 * Swiper starts on first use (issue 64, item 3: no Swiper work in the first seconds), with the
 * drawers' one width rule beside it. Lowered for issue 64 (item 5) when home's rows of cards
 * began to load after the first paint, and the entry stopped carrying the table of what each
 * dynamic import's chunk imports (vite.config.ts, `modulePreload`); the issue's 125 KB is not
 * reached: what stays is the libraries (about 107 KB) and the code the first screen hydrates.
 * Lowered again when the mutations' code (in the closure only through the query library's index)
 * left the first view's chunk and the first view's messages came to share one language chooser
 * (page-texts.ts' `pageText`); 125 KB is still not reached (docs/decisions.md says what is left).
 * Lowered when home's sliders began to wait, unhydrated, for their code (fetched with the rows')
 * and the drawer stopped coming with the focus rule it shares; 125 KB is still not reached.
 * Figures: `npm run budget`, the issues' notes.
 */
const BUDGET_BYTES = 128_300;
const MARGIN_BYTES = 2_000;

/** A page in another language may add its own texts to the first view, up to this much. */
const OTHER_LANGUAGE_BYTES = 3_000;

const dist = process.argv[2] ?? 'dist';
const sizes = bundleSizes(dist);
const { js } = sizes.home;
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const limit = BUDGET_BYTES + MARGIN_BYTES;
if (js > limit) {
  console.error(
    `First view of / is ${kb(js)} of JS (gzip), over its budget of ${kb(BUDGET_BYTES)} + ${kb(MARGIN_BYTES)} margin.`,
  );
  process.exit(1);
}
for (const [language, size] of Object.entries(sizes.homeIn)) {
  const over = size.js - js > OTHER_LANGUAGE_BYTES;
  (over ? console.error : console.log)(
    `First view of /${language}/ is ${kb(size.js)} of JS (gzip), ${kb(size.js - js)} over /, ${over ? 'past' : 'within'} the ${kb(OTHER_LANGUAGE_BYTES)} a language may add.`,
  );
  if (over) process.exitCode = 1;
}
console.log(
  `First view of / is ${kb(js)} of JS (gzip), within its budget of ${kb(BUDGET_BYTES)} + ${kb(MARGIN_BYTES)} margin.`,
);
