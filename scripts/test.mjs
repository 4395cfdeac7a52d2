// `npm test`: every check, stopping at the first step that fails, then each step's time and the
// total, so a slower suite shows up in the run that made it slower. Lint and the type-check are
// one process each and run side by side (two cores); their output is printed when both are done.
import { spawn } from 'node:child_process';
import { cpus } from 'node:os';

const stages = [
  [
    ['lint', 'npm run --silent lint'],
    ['type-check', 'npm run --silent typecheck'],
  ],
  [['unit and API tests', 'npx vitest run']],
  [['end-to-end tests', 'npm run --silent e2e']],
  [['topology', 'npm run --silent topology']],
  [['first-view budget', 'npm run --silent budget']],
];

/** Runs a command; alone it prints as it goes, beside another its output is kept for later. */
function run(command, alone) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, { shell: true, stdio: alone ? 'inherit' : 'pipe' });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ ok: code === 0, ms: Date.now() - started, output }));
  });
}

const minutes = (ms) => `${(ms / 60_000).toFixed(1)} min`;
const times = [];
const started = Date.now();
let failed = false;
for (const stage of stages) {
  const results = await Promise.all(stage.map(([, command]) => run(command, stage.length === 1)));
  stage.forEach(([name], i) => {
    const { ok, ms, output } = results[i];
    if (output) process.stdout.write(`\n── ${name} ──\n${output}`);
    times.push([name, ms, ok]);
    failed ||= !ok;
  });
  if (failed) break;
}

console.log(`\nnpm test on ${cpus().length} cores:`);
for (const [name, ms, ok] of times)
  console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${name.padEnd(20)} ${minutes(ms).padStart(9)}`);
console.log(`  total${' '.repeat(20)}${minutes(Date.now() - started).padStart(9)}`);
if (failed) {
  console.log('Stopped after the first stage that failed.');
  process.exit(1);
}
