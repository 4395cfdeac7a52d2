import type { Db } from '../../db/client';

/**
 * A prepared statement made once per database (tests open several in one process). On
 * PostgreSQL a named statement is parsed and planned once per connection and then only
 * executed: the catalogue's fixed reads skip the parser and planner on every request.
 */
export function preparedFor<T>(make: (db: Db) => T): (db: Db) => T {
  const byDb = new WeakMap<Db, T>();
  return (db) => {
    let statement = byDb.get(db);
    if (!statement) {
      statement = make(db);
      byDb.set(db, statement);
    }
    return statement;
  };
}
