// Type-checks each side with its own tsconfig (the references of the root tsconfig.json): the
// client with DOM types and no Node, the server with Node and no DOM, and so on.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const { references } = JSON.parse(readFileSync('tsconfig.json', 'utf8'));
let failed = 0;
for (const { path } of references) {
  const started = Date.now();
  const { status } = spawnSync('npx', ['tsc', '-p', path], { stdio: 'inherit' });
  console.log(
    `${status === 0 ? 'ok  ' : 'FAIL'} ${path} (${((Date.now() - started) / 1000).toFixed(0)} s)`,
  );
  if (status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
