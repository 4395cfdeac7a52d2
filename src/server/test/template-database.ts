import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client';
import { seedDatabase } from '../tools/seed/seed';

/**
 * Migrating and seeding a database takes most of an API test file's time, so it is done once
 * per run: globalSetup makes a migrated template, and the first test file asking for a seed
 * size makes that size's template from it. Each file still gets its own copy: PGlite loads a
 * dump of the template's files, PostgreSQL copies it with CREATE DATABASE ... TEMPLATE.
 */
export type TemplateDriver = 'pglite' | 'postgres';

/** Where the templates of this run are: a folder of PGlite dumps, or a database name prefix. */
export interface TemplateRef {
  driver: TemplateDriver;
  location: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplate: TemplateRef;
  }
}

const dumpFile = (folder: string, seedProducts: number) => join(folder, `seed-${seedProducts}.tar`);

async function writeDump(database: Database, file: string): Promise<void> {
  const dump = await database.dump!();
  // Written aside and renamed: a file reading it at the same time never sees half a dump.
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
}

/** globalSetup: the migrated, empty template of this run. */
export async function makeBaseTemplate(ref: TemplateRef, adminUrl?: string): Promise<void> {
  if (ref.driver === 'pglite') {
    const database = await openDatabase({ dataDir: null });
    await database.migrate();
    await writeDump(database, dumpFile(ref.location, 0));
    await database.close();
    return;
  }
  await adminQuery(adminUrl!, `CREATE DATABASE ${ref.location}_s0`);
  const database = await openDatabase({
    url: databaseUrl(adminUrl!, `${ref.location}_s0`),
    dataDir: null,
  });
  await database.migrate();
  await database.close();
}

/** globalSetup's teardown: the PostgreSQL templates go (PGlite's folder is removed by the caller). */
export async function dropTemplates(prefix: string, adminUrl: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>(
      'select datname from pg_database where datname like $1',
      [`${prefix}\\_%`],
    );
    for (const { datname } of rows)
      await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

/** A PGlite database of its own, migrated and seeded with `seedProducts` products. */
export async function pgliteFromTemplate(folder: string, seedProducts: number): Promise<Database> {
  const file = dumpFile(folder, seedProducts);
  if (existsSync(file))
    return openDatabase({ dataDir: null, loadDataDir: new Blob([readFileSync(file)]) });
  const database = await openDatabase({
    dataDir: null,
    loadDataDir: new Blob([readFileSync(dumpFile(folder, 0))]),
  });
  await seedDatabase(database.db, { products: seedProducts });
  await writeDump(database, file);
  return database;
}

/**
 * A new PostgreSQL database `name`, copied from the template of `seedProducts` (made first
 * when no file made it yet; two files making it at once keep the first one's).
 */
export async function postgresFromTemplate(
  prefix: string,
  adminUrl: string,
  name: string,
  seedProducts: number,
): Promise<void> {
  const template = `${prefix}_s${seedProducts}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [template]);
    if (exists.rowCount === 0) {
      const making = `${template}_${randomBytes(4).toString('hex')}`;
      await admin.query(`CREATE DATABASE ${making} TEMPLATE ${prefix}_s0`);
      const database = await openDatabase({ url: databaseUrl(adminUrl, making), dataDir: null });
      await seedDatabase(database.db, { products: seedProducts });
      await database.close();
      try {
        await admin.query(`ALTER DATABASE ${making} RENAME TO ${template}`);
      } catch {
        await admin.query(`DROP DATABASE IF EXISTS ${making} WITH (FORCE)`);
      }
    }
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    await admin.end();
  }
}

export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
