import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pinCodes } from '../../db/schema';
import { preparedFor } from '../catalogue/prepared';

/** One primary-key read, prepared once per connection: the address form asks at every PIN. */
const byPin = preparedFor((db: Db) =>
  db
    .select({ district: pinCodes.district, states: pinCodes.states, offices: pinCodes.offices })
    .from(pinCodes)
    .where(eq(pinCodes.pin, sql.placeholder('pin')))
    .prepare('pin_directory_lookup'),
);

export async function findPin(db: Db, pin: number) {
  const [row] = await byPin(db).execute({ pin });
  return row ?? null;
}
