// The server as plain JavaScript, so production runs it with node alone (`npm run serve`): no
// TypeScript loader compiling every module at each start, nor its memory. One bundle per entry
// of our own code (the `@shared/...` aliases resolved from the tsconfig), its dynamic imports
// in chunks beside it; packages stay imports of node_modules, so PGlite finds its wasm and data
// files, pdfkit its fonts and resvg its native binary where they were installed, and tracing's
// hooks (observability/tracing.ts) see them load.
//   node scripts/build-server.mjs [out dir, default dist/server/node]
// The out dir must sit inside the project, where node finds node_modules.
import { cpSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const outdir = resolve(process.argv[2] ?? join(root, 'dist/server/node'));
rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: {
    main: 'src/server/main.ts',
    migrate: 'src/server/db/migrate-cli.ts',
  },
  absWorkingDir: root,
  outdir,
  bundle: true,
  // A dynamic import stays one, into a chunk of its own: the server (serve.ts) is loaded after
  // tracing's hooks are in place (main.ts), and OpenTelemetry's packages, imported only by
  // observability/tracing.ts, are never loaded when tracing is off.
  splitting: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: 'node24',
  tsconfig: 'src/server/tsconfig.json',
  sourcemap: 'linked',
  logLevel: 'warning',
});
// db/client.ts finds the migrations beside its own module, which is now the bundle.
cpSync(join(root, 'src/server/db/migrations'), join(outdir, 'migrations'), { recursive: true });
// The invoice finds its Devanagari fonts the same way (payment/invoice/invoice-language.ts).
cpSync(join(root, 'src/server/modules/payment/invoice/fonts'), join(outdir, 'fonts'), {
  recursive: true,
  filter: (file) => !file.endsWith('.py'),
});
