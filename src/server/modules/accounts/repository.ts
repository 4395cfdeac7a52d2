import { eq, sql } from 'drizzle-orm';
import type { UserInfo } from '@shared/api/auth';
import type { Db } from '../../db/client';
import { customers, revokedTokens } from '../../db/schema';
import { toLocale, type Locale } from '@shared/i18n/locale-path';

export type Customer = typeof customers.$inferSelect;

export function toUserInfo(c: Customer): UserInfo {
  return { id: c.id, name: c.name, email: c.email, phonenumber: c.phonenumber };
}

export async function findByEmail(db: Db, email: string): Promise<Customer | undefined> {
  const [row] = await db
    .select()
    .from(customers)
    .where(eq(sql`lower(${customers.email})`, email.toLowerCase()));
  return row;
}

export async function findByPhone(db: Db, phonenumber: string): Promise<Customer | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.phonenumber, phonenumber));
  return row;
}

export async function findById(db: Db, id: string): Promise<Customer | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id));
  return row;
}

/** Keeps the language the shopper signed in on, for what the server sends them later. */
export async function setLocale(db: Db, id: string, locale: Locale): Promise<void> {
  await db.update(customers).set({ locale }).where(eq(customers.id, id));
}

/** The language of what the server sends the shopper (a push, an invoice); English if unknown. */
export async function localeOf(db: Db, id: string): Promise<Locale> {
  const [row] = await db
    .select({ locale: customers.locale })
    .from(customers)
    .where(eq(customers.id, id));
  return toLocale(row?.locale);
}

export async function createCustomer(
  db: Db,
  values: typeof customers.$inferInsert,
): Promise<Customer> {
  const [row] = await db.insert(customers).values(values).returning();
  return row!;
}

export async function updateCustomer(
  db: Db,
  id: string,
  values: Partial<Pick<Customer, 'name' | 'email' | 'passwordHash' | 'phonenumber'>>,
): Promise<Customer | undefined> {
  const [row] = await db.update(customers).set(values).where(eq(customers.id, id)).returning();
  return row;
}

/** A new password hash, and a new session version: every token signed before is refused. */
export async function changePasswordHash(
  db: Db,
  id: string,
  passwordHash: string,
): Promise<Customer | undefined> {
  const [row] = await db
    .update(customers)
    .set({ passwordHash, sessionVersion: sql`${customers.sessionVersion} + 1` })
    .where(eq(customers.id, id))
    .returning();
  return row;
}

export async function revokeToken(db: Db, jti: string, exp: number): Promise<void> {
  await db
    .insert(revokedTokens)
    .values({ jti, expiresAt: new Date(exp * 1000) })
    .onConflictDoNothing();
}
