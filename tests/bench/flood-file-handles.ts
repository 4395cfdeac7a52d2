import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PRODUCTION_ENV } from './production-env';
import { builtServer } from './built-server';

const FILE_LIMIT = 2048;
const CONNECTIONS = 2200;
/** Loopback addresses the connections come from: fewer than the per-address cap on each. */
const PER_ADDRESS = 200;

const answers = async (url: string) => {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2000) })).status;
  } catch {
    return 0;
  }
};

/**
 * Issue 40's file-handle flood: a production server on PGlite started under `ulimit -n 2048`,
 * 2,200 idle TCP connections from eleven loopback addresses held for `holdSeconds`, then
 * dropped. Prints whether the server lived, what a catalogue read got meanwhile, and how long
 * after the flood it served again. Asserts nothing.
 */
export async function benchFileHandleFlood(port: number, holdSeconds = 10): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-file-handles-'));
  const origin = `http://127.0.0.1:${port}`;
  const catalogue = `${origin}/api/home/query-products?category=women&pageNumber=2`;
  const server = spawn(
    'bash',
    ['-c', `ulimit -n ${FILE_LIMIT} && exec "${process.execPath}" "${builtServer()}"`],
    {
      env: {
        ...process.env,
        ...PRODUCTION_ENV,
        PORT: String(port),
        PUBLIC_ORIGIN: origin,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        SEED_ON_START: 'true',
        LOG_LEVEL: 'error',
        DRAIN_SECONDS: '0',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  server.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const flood: Socket[] = [];
  try {
    while ((await answers(catalogue)) !== 200) {
      if (server.exitCode !== null) throw new Error(`the server did not start: ${stderr}`);
      await new Promise((r) => setTimeout(r, 250));
    }
    console.log(
      `\n== File-handle flood: ${CONNECTIONS} idle connections to a server under ulimit -n ${FILE_LIMIT}`,
    );
    for (let i = 0; i < CONNECTIONS; i++) {
      const address = `127.0.${1 + Math.floor(i / (PER_ADDRESS * 250))}.${1 + Math.floor(i / PER_ADDRESS)}`;
      const socket = connect({ port, host: '127.0.0.1', localAddress: address });
      socket.on('error', () => {});
      flood.push(socket);
      if (i % 100 === 99) await new Promise((r) => setTimeout(r, 5));
    }
    const during: number[] = [];
    const until = Date.now() + holdSeconds * 1000;
    while (Date.now() < until && server.exitCode === null) {
      during.push(await answers(catalogue));
      await new Promise((r) => setTimeout(r, 250));
    }
    const held = flood.filter((s) => s.readyState === 'open').length;
    for (const socket of flood) socket.destroy();
    const droppedAt = Date.now();
    if (server.exitCode !== null) {
      const reason = /Error: [^\n]*/.exec(stderr)?.[0] ?? `exit code ${server.exitCode}`;
      console.log(`the server died during the flood: ${reason}`);
      return;
    }
    while ((await answers(catalogue)) !== 200 && Date.now() - droppedAt < 60_000)
      await new Promise((r) => setTimeout(r, 100));
    const served = during.filter((s) => s === 200).length;
    console.log(
      `the server lived; it held ${held} of the ${CONNECTIONS} connections; catalogue reads during the flood: ${served} of ${during.length} answered 200; serving again ${((Date.now() - droppedAt) / 1000).toFixed(1)} s after the flood ended`,
    );
  } finally {
    for (const socket of flood) socket.destroy();
    server.kill('SIGTERM');
    if (server.exitCode === null) await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
