import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Config } from './config';
import { isFirstStartOnPglite } from './database-setup';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const config = (overrides: Partial<Config>) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'setup-'));
  dirs.push(dataDir);
  return {
    DATA_DIR: dataDir,
    DATABASE_URL: undefined,
    SEED_ON_START: true,
    ...overrides,
  } as Config;
};

describe('which start seeds in a child process of its own', () => {
  it('a first start on PGlite that is to seed: no cluster in DATA_DIR yet', () => {
    expect(isFirstStartOnPglite(config({}))).toBe(true);
  });

  it('not a start that finds a cluster, which the server itself opens', () => {
    const started = config({});
    mkdirSync(join(started.DATA_DIR, 'pglite'));
    writeFileSync(join(started.DATA_DIR, 'pglite', 'PG_VERSION'), '17\n');
    expect(isFirstStartOnPglite(started)).toBe(false);
  });

  it('not PostgreSQL, whose memory is not the process’s, nor a start told not to seed', () => {
    expect(isFirstStartOnPglite(config({ DATABASE_URL: 'postgres://db/shop' }))).toBe(false);
    expect(isFirstStartOnPglite(config({ SEED_ON_START: false }))).toBe(false);
  });
});
