import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { AddressFields } from '@shared/api/address';
import { inTransaction, type Db } from '../../db/client';
import { addresses, customers } from '../../db/schema';

type Row = typeof addresses.$inferSelect;

export function toAddress(row: Row) {
  return {
    _id: row.id,
    name: row.name,
    address: row.address,
    phonenumber: row.phonenumber,
    alternatephonenumber: row.alternatephonenumber,
    pincode: row.pincode,
    state: row.state,
    cityDistTown: row.cityDistTown,
    landmark: row.landmark,
    locality: row.locality,
    typeOfAddress: row.typeOfAddress,
    defaultAddress: row.isDefault,
    userInfo: row.customerId,
  };
}

export function listAddresses(db: Db, customerId: string) {
  return db
    .select()
    .from(addresses)
    .where(eq(addresses.customerId, customerId))
    .orderBy(desc(addresses.isDefault), asc(addresses.createdAt));
}

export async function findOwn(db: Db, customerId: string, id: string): Promise<Row | undefined> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.customerId, customerId)));
  return row;
}

/**
 * Address changes of one shopper run one at a time (a row lock on the shopper): two saves at
 * once would otherwise both see "no default yet" and both claim it (addresses_one_default).
 */
async function lockShopper(db: Db, customerId: string): Promise<void> {
  await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.id, customerId))
    .for('update');
}

/** Only one default per shopper: clearing the others and setting this one happen together. */
async function makeDefault(db: Db, customerId: string, id: string): Promise<void> {
  await db
    .update(addresses)
    .set({ isDefault: false })
    .where(and(eq(addresses.customerId, customerId), eq(addresses.isDefault, true)));
  await db
    .update(addresses)
    .set({ isDefault: true })
    .where(and(eq(addresses.id, id), eq(addresses.customerId, customerId)));
}

export async function saveAddress(
  db: Db,
  customerId: string,
  fields: AddressFields,
  isDefault: boolean,
  id?: string | null,
): Promise<Row | undefined> {
  return inTransaction(db, async (t) => {
    await lockShopper(t, customerId);
    let saved: Row | undefined;
    if (id) {
      [saved] = await t
        .update(addresses)
        .set(fields)
        .where(and(eq(addresses.id, id), eq(addresses.customerId, customerId)))
        .returning();
      if (!saved) return undefined;
    } else {
      [saved] = await t
        .insert(addresses)
        .values({ ...fields, customerId })
        .returning();
    }
    // The first address is the default whatever the form said.
    const [{ defaults } = { defaults: 0 }] = await t
      .select({ defaults: sql<number>`count(*)::int` })
      .from(addresses)
      .where(and(eq(addresses.customerId, customerId), eq(addresses.isDefault, true)));
    if (isDefault || defaults === 0) await makeDefault(t, customerId, saved!.id);
    return findOwn(t, customerId, saved!.id);
  });
}

export async function deleteAddress(db: Db, customerId: string, id: string): Promise<boolean> {
  return inTransaction(db, async (t) => {
    await lockShopper(t, customerId);
    const [gone] = await t
      .delete(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.customerId, customerId)))
      .returning();
    if (!gone) return false;
    // Deleting the default hands the role to the oldest remaining address.
    if (gone.isDefault) {
      const [next] = await listAddresses(t, customerId);
      if (next) await makeDefault(t, customerId, next.id);
    }
    return true;
  });
}

export async function markDefault(db: Db, customerId: string, id: string): Promise<boolean> {
  return inTransaction(db, async (t) => {
    await lockShopper(t, customerId);
    if (!(await findOwn(t, customerId, id))) return false;
    await makeDefault(t, customerId, id);
    return true;
  });
}
