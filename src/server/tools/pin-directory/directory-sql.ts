import type { PinEntry } from './compact-directory';

/** Rows per INSERT: small enough statements for PGlite's parser, few enough to load quickly. */
const ROWS_PER_STATEMENT = 1000;

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;
const array = (items: readonly string[]) => `ARRAY[${items.map(literal).join(',')}]`;

/** The INSERT statements that fill `pin_codes`, separated as Drizzle's migrator splits them. */
export function directoryInserts(entries: readonly PinEntry[]): string {
  const statements: string[] = [];
  for (let i = 0; i < entries.length; i += ROWS_PER_STATEMENT) {
    const values = entries
      .slice(i, i + ROWS_PER_STATEMENT)
      .map((e) => `(${e.pin},${literal(e.district)},${array(e.states)},${array(e.offices)})`);
    statements.push(
      `INSERT INTO "pin_codes" ("pin","district","states","offices") VALUES\n${values.join(',\n')};`,
    );
  }
  return statements.join('--> statement-breakpoint\n');
}
