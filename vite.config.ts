import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { runnerImport, type Plugin } from 'vite';
import type * as ApiPaths from './src/shared/api/paths.ts';
import { VitePWA } from 'vite-plugin-pwa';
import { webManifest } from './src/shared/manifest.ts';
import { precompressPlugin } from './src/server/build/precompress.ts';
import { COMPILE_ALL_ON_LOAD } from './src/server/build/compile-hint.ts';
import { precacheRenderedPages } from './src/server/build/precache-pages.ts';
import { pageLanguageTexts } from './src/server/build/page-language-texts.ts';
import { PRERENDERED_PAGES } from './src/shared/offline.ts';
import { baseLocale, locales } from './src/shared/i18n/locales.ts';
import { rumSampleRate } from './src/app/lib/telemetry/sample-rate.ts';
import { defineConfig } from 'vitest/config';

const shared = fileURLToPath(new URL('./src/shared', import.meta.url));

/**
 * Test files that replace a module (`vi.mock`) get a module graph of their own; every other file
 * shares its worker's, so the app or the server is imported once per worker instead of once per
 * file. A mock applies only to a graph it is in before the module is first imported.
 */
const filesThatMock = new Map<string, string[]>();
function testFilesThatMock(folder: string): string[] {
  // Read only when Vitest loads this config, once per folder: a build or the dev server has no
  // use for it.
  if (!process.env.VITEST) return [];
  let files = filesThatMock.get(folder);
  if (!files) {
    files = readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.test\.tsx?$/.test(file))
      .map((file) => join(folder, file))
      .filter((file) => readFileSync(file, 'utf8').includes('vi.mock('));
    filesThatMock.set(folder, files);
  }
  return files;
}

/** A project's files in two: those sharing a module graph per worker, and those that mock. */
function sharedAndMocking(name: string, folder: string, include: string, test: object) {
  const mocking = testFilesThatMock(folder);
  return [
    {
      extends: true as const,
      test: { ...test, name, include: [include], exclude: mocking, isolate: false },
    },
    ...(mocking.length
      ? [{ extends: true as const, test: { ...test, name: `${name} (mocks)`, include: mocking } }]
      : []),
  ];
}

// The API suite runs once on in-memory PGlite and, when TEST_DATABASE_URL names a
// PostgreSQL server, once more against it; each test file copies its database from a template
// migrated once per run of each project (src/server/test/template-global-setup.ts).
const apiProject = (name: string, driver: 'pglite' | 'postgres') =>
  sharedAndMocking(name, 'src/server', 'src/server/**/*.test.ts', {
    globalSetup: ['src/server/test/template-global-setup.ts'],
    env: { TEST_DB_DRIVER: driver },
  });
const apiOnPostgres = process.env.TEST_DATABASE_URL ? apiProject('api-postgres', 'postgres') : [];

const MESSAGE_INDEX = /[\\/]i18n[\\/]paraglide[\\/]messages[\\/]_index\.js$/;

/**
 * The modules the entry imports statically (the module graph's closure from the entry, dynamic
 * imports left out), gathered once the graph is complete and before chunks are made.
 */
function firstViewModules() {
  const modules = new Set<string>();
  const plugin: Plugin = {
    name: 'first-view-modules',
    apply: 'build',
    buildEnd() {
      modules.clear();
      const visit = (id: string) => {
        if (modules.has(id)) return;
        modules.add(id);
        // The messages' index imports every message of every screen: followed, it put them all
        // in the first view. Each message goes where the bundler finds its callers instead: the
        // first view's own in the first view, a screen's in that screen's chunk.
        if (MESSAGE_INDEX.test(id)) return;
        this.getModuleInfo(id)?.importedIds.forEach(visit);
      };
      for (const id of this.getModuleIds()) if (this.getModuleInfo(id)?.isEntry) visit(id);
    },
  };
  return { modules, plugin };
}
const firstView = firstViewModules();

/**
 * Modules in the entry's static closure only because a package's index re-exports them, which
 * no code of the first view calls: mutations start from later screens' taps.
 */
const NOT_IN_FIRST_VIEW = /[\\/](useMutation|mutationObserver)\.js$/;

/** The product card's chain of imports (see `codeSplitting` below). */
const PRODUCT_CARD_MODULES =
  /src[\\/](app[\\/]components[\\/](product-card|product-carousel|price)\.tsx|shared[\\/]rules[\\/]currency\.ts)$/;

/**
 * Read by home's first screen (whether its sliders move by itself) as well as by the product
 * card: in the first view's chunk, not in the card's, which home's first screen would then
 * fetch whole.
 */
const ALSO_IN_FIRST_VIEW = /src[\\/]app[\\/]lib[\\/]data-saver\.ts$/;

const API_PORT = Number(process.env.PORT ?? 3000);

// The operations' table is derived from the area files, which hold the zod schemas: every bundle
// gets it as plain data instead, so a browser never downloads zod to call the API.
const apiPaths = fileURLToPath(new URL('./src/shared/api/paths.ts', import.meta.url));
/**
 * In the browser's build, Paraglide's runtime is the tab's one-value locale
 * (src/shared/i18n/page-locale.ts says why); the server renderer keeps Paraglide's own.
 */
const paraglideRuntime = fileURLToPath(
  new URL('./src/shared/i18n/paraglide/runtime.js', import.meta.url),
);
const pageLocale = fileURLToPath(new URL('./src/shared/i18n/page-locale.ts', import.meta.url));
const tabLocaleRuntime = (): Plugin => ({
  name: 'tab-locale-runtime',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    // Tests keep Paraglide's own: the server renderer's test renders in the app's project.
    if (options.ssr || process.env.VITEST || !source.endsWith('runtime.js')) return null;
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    return resolved?.id === paraglideRuntime ? pageLocale : null;
  },
});

const paraglideRegistry = fileURLToPath(
  new URL('./src/shared/i18n/paraglide/registry.js', import.meta.url),
);
const pluralRegistry = fileURLToPath(
  new URL('./src/shared/i18n/plural-registry.ts', import.meta.url),
);
/**
 * Every bundle's and test's compiled messages format with plural-registry.ts, which writes out
 * the plural rules Paraglide's registry asks Intl for (that file says why); it re-exports the
 * rest of Paraglide's registry, which it alone imports.
 */
const writtenPluralRules = (): Plugin => ({
  name: 'written-plural-rules',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    if (!source.endsWith('registry.js') || importer === pluralRegistry) return null;
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    return resolved?.id === paraglideRegistry ? pluralRegistry : null;
  },
});

const apiRouteTable = (): Plugin => ({
  name: 'api-route-table',
  enforce: 'pre',
  async load(id) {
    if (id !== apiPaths) return undefined;
    // Loaded as it is (no config, so not through this plugin) to read its value.
    const { module } = await runnerImport<typeof ApiPaths>(apiPaths, {
      configFile: false,
      logLevel: 'warn',
    });
    return `export const paths = ${JSON.stringify(module.paths)};\n`;
  },
});

// `vite build --ssr`: the server renderer. React and the router are bundled into it with
// process.env.NODE_ENV fixed at 'production', so it renders with React's production build even
// when the server runs without NODE_ENV=production (`npm start`'s embedded defaults); left
// external, Node would load React's development build (about half the renders per second).
const ssrBuild = process.argv.includes('--ssr');

export default defineConfig({
  ...(ssrBuild && { ssr: { noExternal: true } }),
  // Shown in the footer; a rebuild with another APP_VERSION is a new release for the update flow.
  define: {
    __APP_VERSION__: JSON.stringify(
      process.env.APP_VERSION ?? process.env.npm_package_version ?? 'dev',
    ),
    // The share of page views reporting Web Vitals (src/app/lib/telemetry/sample-rate.ts).
    __RUM_SAMPLE_RATE__: JSON.stringify(rumSampleRate(process.env.RUM_SAMPLE_RATE)),
    ...(ssrBuild && { 'process.env.NODE_ENV': JSON.stringify('production') }),
  },
  plugins: [
    apiRouteTable(),
    tabLocaleRuntime(),
    writtenPluralRules(),
    // A page downloads its first view's texts in its own language only.
    pageLanguageTexts({
      entry: fileURLToPath(new URL('./src/app/main.tsx', import.meta.url)),
      firstScreen: /[\\/]src[\\/]app[\\/]routes[\\/]index\.tsx$/,
      messages: fileURLToPath(new URL('./src/shared/i18n/paraglide/messages', import.meta.url)),
      loaders: fileURLToPath(new URL('./src/shared/i18n/page-text-loaders.ts', import.meta.url)),
      baseLocale,
      locales,
    }),
    // Each route file becomes its own chunk, loaded when the screen is first opened.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: 'src/app/routes',
      generatedRouteTree: 'src/app/route-tree.gen.ts',
    }),
    react(),
    tailwindcss(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: webManifest(),
      injectManifest: {
        // An ES-module worker from Vite 8 fails to register as a classic script.
        rollupFormat: 'iife',
        // Not the manifest: the server answers it with the configured shop name.
        globPatterns: ['**/*.{js,css,html,svg,png}'],
        // The .br/.gz copies are for HTTP only: the worker precaches each file once, decoded.
        globIgnores: ['screenshots/**', '**/*.{br,gz}'],
        // The static and policy pages as the server renders them (fetched when the worker installs).
        manifestTransforms: [precacheRenderedPages(PRERENDERED_PAGES)],
        // The worker's build does not run the plugins above.
        buildPlugins: { vite: [apiRouteTable()] },
      },
      devOptions: { enabled: false },
    }),
    firstView.plugin,
    // Last: brotli and gzip copies of every text file, the service worker included.
    precompressPlugin(),
  ],
  resolve: {
    alias: [
      { find: '@shared', replacement: shared },
      { find: '@', replacement: fileURLToPath(new URL('./src/app', import.meta.url)) },
      // TanStack's store asks for the shim of useSyncExternalStore, kept for React 17; React 19
      // has the hook, and the shim's fallback code was part of every page's first download.
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector.js',
      },
    ],
  },
  // `npm run dev`: Vite on 5173 with the API (and its pictures) behind it.
  server: {
    proxy: {
      '/api': `http://localhost:${API_PORT}`,
      '/images': `http://localhost:${API_PORT}`,
      // The chat's socket (polling and WebSocket).
      '/socket.io': { target: `http://localhost:${API_PORT}`, ws: true },
    },
  },
  // The manifest lets `npm run bench` add up what each screen downloads.
  build: {
    outDir: 'dist',
    sourcemap: true,
    manifest: true,
    // No preloading of what a dynamic import's chunk imports in turn: its table (every chunk's
    // file name, some 120 of them, and which each import needs) and helper were 2.5 KB gzip of
    // the entry, on every first view. A screen's chunk then asks for its own imports when it
    // runs, one round trip later: the router asks for a screen's chunk on the intent to open it
    // (hover, touch), and from the second start every chunk comes from the service worker's
    // precache; a server-rendered first visit names the matched screens' chunks and their imports
    // in its HTML (src/server/ssr/page-html.ts, routeChunks). Nor the polyfill for
    // <link rel="modulepreload">: the entry's own imports are preloaded by the HTML, which every
    // browser our shoppers use supports (Safari 17, Firefox 115).
    modulePreload: false,
    rolldownOptions: {
      // What the first view of every screen needs (everything the entry imports statically:
      // React, the router, React Query, the API client and session, the outbox read before the
      // first render) in one chunk: left to itself the bundler cuts it into several small files
      // shared with later screens, which compress worse. `npm test` checks its size.
      output: {
        // The compile hint on the browser's entry: React DOM, the router, React Query and the
        // shop's first view, nearly all of it called by hydration and the first tap, were
        // compiled on the main thread function by function as each was first called. And on
        // Swiper's chunk, most of which the sliders' start runs. Not on other chunks, most of
        // which a page runs little of at load. After minification, which would drop the line.
        postBanner: (chunk) =>
          (chunk.isEntry || chunk.name === 'slider-swiper') && !ssrBuild ? COMPILE_ALL_ON_LOAD : '',
        codeSplitting: {
          groups: [
            {
              name: 'core',
              test: (id: string) =>
                (firstView.modules.has(id) && !NOT_IN_FIRST_VIEW.test(id)) ||
                ALSO_IN_FIRST_VIEW.test(id),
            },
            {
              // A product card and what it draws with, in one file: left apart they were five
              // files of a few hundred bytes to 3 KB, each asked for only once the one importing
              // it had arrived (no preload table, above), so home's rows waited four round
              // trips for their cards on a phone's network.
              name: 'product-card',
              test: PRODUCT_CARD_MODULES,
            },
          ],
        },
      },
    },
  },
  test: {
    globals: true,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Vitest's default in a run is one worker fewer than the cores: one, on two.
    maxWorkers: availableParallelism(),
    projects: [
      ...sharedAndMocking('shared', 'src/shared', 'src/shared/**/*.test.ts', {}),
      // Each file of its own: in a shared graph the payment page's tests failed after some other
      // file in CI (the state it left is not found yet).
      {
        extends: true,
        test: {
          name: 'app',
          include: ['src/app/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/app/test/setup.ts'],
        },
      },
      ...apiProject('api-pglite', 'pglite'),
      ...apiOnPostgres,
      // The Hindi pages as the server renders them, walked for English words (tests/pages/).
      {
        extends: true,
        test: {
          name: 'pages',
          include: ['tests/pages/**/*.test.ts'],
          globalSetup: ['src/server/test/template-global-setup.ts'],
          env: { TEST_DB_DRIVER: 'pglite' },
        },
      },
      // The READMEs against the repository and the code: their links, the configuration table.
      { extends: true, test: { name: 'docs', include: ['tests/docs/**/*.test.ts'] } },
      // Every language's catalogue has every message (messages/, project.inlang/).
      { extends: true, test: { name: 'i18n', include: ['tests/i18n/**/*.test.ts'] } },
      // No two source files share a name, but by the conventions listed there.
      { extends: true, test: { name: 'layout', include: ['tests/layout/**/*.test.ts'] } },
      // The benches' own arithmetic (their figures are printed, never asserted).
      { extends: true, test: { name: 'bench', include: ['tests/bench/**/*.test.ts'] } },
    ],
  },
});
