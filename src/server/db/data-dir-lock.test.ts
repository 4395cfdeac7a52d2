import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lockDataDir } from './data-dir-lock';

const freshDir = () => mkdtempSync(join(tmpdir(), 'data-dir-lock-'));

/** The real server (src/server/main.ts) on its own port and DATA_DIR, with no client build. */
function startServer(dataDir: string, port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_ON_START: 'false',
      LOG_LEVEL: 'warn',
      CLIENT_DIR: join(dataDir, 'no-client'),
      // Stops at once: the default drain would keep each stop waiting 10 s for a balancer.
      DRAIN_SECONDS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, exited, output: () => output };
}

async function waitForHealth(port: number, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error('server exited before it was up');
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not come up');
}

describe('DATA_DIR lock', () => {
  it('a second server process on the same DATA_DIR refuses to start, naming the holder', async () => {
    const dataDir = freshDir();
    const first = startServer(dataDir, 4391);
    try {
      await waitForHealth(4391, first.child);
      expect(readFileSync(join(dataDir, 'server.lock'), 'utf8').trim()).toBe(
        String(first.child.pid),
      );
      const second = startServer(dataDir, 4392);
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain(
        `DATA_DIR ${dataDir} is in use by another server process (pid ${first.child.pid}`,
      );
      // The first is untouched and still answers.
      expect((await fetch('http://127.0.0.1:4391/api/health')).ok).toBe(true);
    } finally {
      first.child.kill('SIGTERM');
      await first.exited;
    }
    // A clean stop releases the lock.
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);
  }, 180_000);

  it('takes over the stale lock of a process that is gone', () => {
    const dataDir = freshDir();
    const gone = spawnSync(process.execPath, [
      '-e',
      'process.stdout.write(String(process.pid))',
    ]).stdout.toString();
    writeFileSync(join(dataDir, 'server.lock'), `${gone}\n`);
    const release = lockDataDir(dataDir);
    expect(readFileSync(join(dataDir, 'server.lock'), 'utf8').trim()).toBe(String(process.pid));
    release();
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);
  });

  it('refuses a lock held by a live process', () => {
    const dataDir = freshDir();
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    try {
      writeFileSync(join(dataDir, 'server.lock'), `${holder.pid}\n`);
      expect(() => lockDataDir(dataDir)).toThrow(`pid ${holder.pid}`);
      expect(readFileSync(join(dataDir, 'server.lock'), 'utf8').trim()).toBe(String(holder.pid));
    } finally {
      holder.kill();
    }
  });
});
