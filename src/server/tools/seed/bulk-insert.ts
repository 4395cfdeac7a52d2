import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';

/**
 * Inserts rows as ONE JSON parameter expanded by json_populate_recordset: the same SQL on PGlite
 * and PostgreSQL, and far cheaper to build than a multi-row VALUES list with a parameter per
 * cell (which costs more CPU in the driver than the database spends storing the rows). A key
 * missing from every row keeps its column default; rows of one batch share their keys.
 */
export async function bulkInsert<T extends PgTable>(
  db: Db,
  table: T,
  rows: T['$inferInsert'][],
): Promise<void> {
  if (rows.length === 0) return;
  const present = new Set(rows.flatMap((row) => Object.keys(row)));
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => present.has(key));
  const records = rows.map((row) => {
    const record: Record<string, unknown> = {};
    for (const [key, column] of columns)
      record[column.name] = (row as Record<string, unknown>)[key] ?? null;
    return record;
  });
  const names = sql.raw(columns.map(([, column]) => `"${column.name}"`).join(', '));
  await db.execute(
    sql`insert into ${table} (${names}) select ${names} from json_populate_recordset(null::${table}, ${JSON.stringify(records)}::json)`,
  );
}

interface IndexDefinition {
  name: string;
  definition: string;
}

/**
 * Runs a bulk load with the tables' secondary indexes dropped, then builds them again from their
 * own definitions: building an index once over a million rows is several times faster than
 * updating a dozen indexes (a trigram one among them) row by row. Indexes that back a primary
 * key or a unique constraint stay, so the load is still checked.
 */
export async function withSecondaryIndexesDropped<R>(
  db: Db,
  tables: string[],
  work: () => Promise<R>,
  /** Told before each index is built again (the long, silent part of a million-product seed). */
  rebuilding: (index: string, position: number, count: number) => void = () => {},
): Promise<R> {
  const { rows } = await db.execute(sql`
    select i.indexname as name, i.indexdef as definition
    from pg_indexes i
    where i.schemaname = current_schema()
      and i.tablename in (${sql.join(
        tables.map((t) => sql`${t}`),
        sql`, `,
      )})
      and not exists (select 1 from pg_constraint c where c.conname = i.indexname)
    order by i.indexname`);
  const indexes = rows as unknown as IndexDefinition[];
  for (const index of indexes) await db.execute(sql.raw(`drop index "${index.name}"`));
  const result = await work();
  for (const [i, index] of indexes.entries()) {
    rebuilding(index.name, i + 1, indexes.length);
    await db.execute(sql.raw(index.definition));
  }
  return result;
}
