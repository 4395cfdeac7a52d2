import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileServer, serveNodeFlags, type CompiledServer } from '../../../tests/compiled-server';
import { freePort } from '../../../tests/free-port';

// Production runs the compiled server with node alone (`npm run serve`); once is enough, so the
// PostgreSQL run of the API suite skips it (the topology test starts it on PostgreSQL).
describe.skipIf(process.env.TEST_DB_DRIVER === 'postgres')('the compiled server', () => {
  let server: CompiledServer;
  let dataDir: string;
  // What a killed run left behind: named by a process that is gone.
  const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  const leftover = join(
    dirname(fileURLToPath(import.meta.url)),
    `../../../node_modules/.cache/compiled-server/killed-run-${gone.stdout.toString()}`,
  );
  beforeAll(() => {
    mkdirSync(leftover, { recursive: true });
    server = compileServer('api-test');
    dataDir = mkdtempSync(join(tmpdir(), 'compiled-server-'));
  });
  afterAll(() => {
    server.remove();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const env = () => ({
    ...process.env,
    NODE_OPTIONS: '',
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    SEED_ON_START: 'false',
    LOG_LEVEL: 'warn',
    CLIENT_DIR: join(dataDir, 'no-client'),
    DRAIN_SECONDS: '0',
  });

  it("removes what runs that were killed left behind, and keeps this run's", () => {
    expect(existsSync(leftover)).toBe(false);
    expect(existsSync(server.main)).toBe(true);
  });

  it('holds our code only: packages stay imports, and no TypeScript loader is asked for', () => {
    // The entry and the chunks it splits off (tracing loads as one of its own).
    const folder = dirname(server.main);
    const code = readdirSync(folder)
      .filter((name) => name.endsWith('.js'))
      .map((name) => readFileSync(join(folder, name), 'utf8'))
      .join('\n');
    expect(code).toMatch(/from "fastify"/);
    expect(code).toMatch(/from "@electric-sql\/pglite"/);
    expect(code).not.toMatch(/from "@shared\//);
    expect(code).not.toMatch(/\btsx\b/);
  });

  it("runs node with V8's baseline wasm compiler only, where npm start and npm run migrate go", () => {
    // Optimizing PGlite's WebAssembly (TurboFan) doubles the process's memory while it starts
    // (docs/decisions.md, memory). V8 flags cannot go in NODE_OPTIONS, so the scripts carry it.
    const { scripts } = JSON.parse(
      readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../../package.json'), 'utf8'),
    ) as { scripts: Record<string, string> };
    expect(scripts.start).toMatch(/&& npm run serve$/);
    expect(serveNodeFlags('serve')).toContain('--liftoff-only');
    expect(serveNodeFlags('migrate')).toContain('--liftoff-only');
    // Node refuses a flag it does not know: a misspelt one would stop every start.
    const accepted = spawnSync(process.execPath, [...serveNodeFlags(), '-e', '0'], {
      env: env(),
      encoding: 'utf8',
    });
    expect(accepted.stderr).toBe('');
    expect(accepted.status).toBe(0);
  });

  it('migrates a fresh database with node alone (npm run migrate)', () => {
    const migrated = spawnSync(
      process.execPath,
      [...serveNodeFlags('migrate'), join(server.main, '../migrate.js')],
      {
        env: env(),
        encoding: 'utf8',
      },
    );
    expect(migrated.stdout, migrated.stderr).toContain('Migrations applied (pglite)');
    expect(migrated.status).toBe(0);
  }, 120_000);

  it('starts as npm run serve does and answers ready, then stops on SIGTERM', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, [...serveNodeFlags(), server.main], {
      env: { ...env(), PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    try {
      let ready = false;
      while (!ready && child.exitCode === null) {
        ready = await fetch(`http://127.0.0.1:${port}/api/health/ready`).then(
          (res) => res.status === 200,
          () => false,
        );
        if (!ready) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(ready, output).toBe(true);
      const categories = await fetch(`http://127.0.0.1:${port}/api/home/get-categorys`);
      expect(categories.status).toBe(200);
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
  }, 120_000);
});
