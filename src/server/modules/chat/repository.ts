import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { ChatFriend, ChatMessage, ChatProduct } from '@shared/api/chat';
import { paths } from '@shared/api/paths';
import type { Db } from '../../db/client';
import {
  chatFriends,
  chatImageBytes,
  chatImages,
  chatMessages,
  customers,
  products,
  sellers,
} from '../../db/schema';

/** The most messages one thread answer carries (the latest ones, oldest first). */
export const THREAD_LIMIT = 200;

export async function findSeller(db: Db, sellerId: string) {
  const [seller] = await db
    .select({
      id: sellers.id,
      name: sellers.name,
      shopName: sellers.shopName,
      image: sellers.image,
    })
    .from(sellers)
    .where(eq(sellers.id, sellerId));
  return seller ?? null;
}

/** A customer's sellers, latest message first, each with the seller messages not yet read. */
export async function listFriends(db: Db, customerId: string): Promise<ChatFriend[]> {
  const unread = sql<number>`(select count(*)::int from ${chatMessages} m where m.customer_id = ${chatFriends.customerId} and m.seller_id = ${chatFriends.sellerId} and m.sender = 'seller' and (${chatFriends.customerReadAt} is null or m.created_at > ${chatFriends.customerReadAt}))`;
  const rows = await db
    .select({
      fdId: sellers.id,
      name: sellers.shopName,
      image: sellers.image,
      unread,
      lastMessageAt: chatFriends.lastMessageAt,
    })
    .from(chatFriends)
    .innerJoin(sellers, eq(sellers.id, chatFriends.sellerId))
    .where(eq(chatFriends.customerId, customerId))
    .orderBy(desc(chatFriends.lastMessageAt));
  return rows.map((r) => ({
    ...r,
    unread: Number(r.unread),
    lastMessageAt: r.lastMessageAt.toISOString(),
  }));
}

/** Adds the friendship if new (a repeat open keeps its place in the list). */
export async function addFriend(db: Db, customerId: string, sellerId: string): Promise<void> {
  await db.insert(chatFriends).values({ customerId, sellerId }).onConflictDoNothing();
}

export async function markReadByCustomer(
  db: Db,
  customerId: string,
  sellerId: string,
): Promise<void> {
  await db
    .update(chatFriends)
    .set({ customerReadAt: sql`now()` })
    .where(and(eq(chatFriends.customerId, customerId), eq(chatFriends.sellerId, sellerId)));
}

/** A product's id and seller, or null: what a message about it must check. */
export async function findProductSeller(db: Db, productId: string) {
  const [row] = await db
    .select({ id: products.id, sellerId: products.sellerId })
    .from(products)
    .where(eq(products.id, productId));
  return row ?? null;
}

/** Messages with both parties' ids and names and the product they are about, as toMessage takes them. */
const messagesWithNames = (db: Db) =>
  db
    .select({
      id: chatMessages.id,
      customerId: chatMessages.customerId,
      sellerId: chatMessages.sellerId,
      sender: chatMessages.sender,
      message: chatMessages.message,
      imageId: chatMessages.imageId,
      createdAt: chatMessages.createdAt,
      customerName: customers.name,
      shopName: sellers.shopName,
      productId: products.id,
      productName: products.name,
      productSlug: products.slug,
      productImages: products.images,
      productPrice: products.discountedPrice,
    })
    .from(chatMessages)
    .innerJoin(customers, eq(customers.id, chatMessages.customerId))
    .innerJoin(sellers, eq(sellers.id, chatMessages.sellerId))
    .leftJoin(products, eq(products.id, chatMessages.productId));

/** The thread's last THREAD_LIMIT messages, oldest first; names read from the database. */
export async function thread(db: Db, customerId: string, sellerId: string): Promise<ChatMessage[]> {
  const rows = await messagesWithNames(db)
    .where(and(eq(chatMessages.customerId, customerId), eq(chatMessages.sellerId, sellerId)))
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(THREAD_LIMIT);
  return rows.reverse().map(toMessage);
}

interface StoredMessage {
  id: string;
  customerId: string;
  sellerId: string;
  sender: 'customer' | 'seller';
  message: string;
  imageId: string | null;
  createdAt: Date;
  customerName: string;
  shopName: string;
  productId: string | null;
  productName: string | null;
  productSlug: string | null;
  productImages: string[] | null;
  productPrice: number | null;
}

/** The product's card as it is now (its name and price today, not when the message was sent). */
function productOf(r: StoredMessage): ChatProduct | null {
  if (!r.productId) return null;
  return {
    _id: r.productId,
    name: r.productName!,
    slug: r.productSlug!,
    image: r.productImages?.[0] ?? null,
    price: r.productPrice!,
  };
}

function toMessage(r: StoredMessage): ChatMessage {
  const fromCustomer = r.sender === 'customer';
  return {
    _id: r.id,
    senderId: fromCustomer ? r.customerId : r.sellerId,
    senderName: fromCustomer ? r.customerName : r.shopName,
    receverId: fromCustomer ? r.sellerId : r.customerId,
    message: r.message,
    image: r.imageId ? chatImagePath(r.imageId) : null,
    product: productOf(r),
    createdAt: r.createdAt.toISOString(),
  };
}

/** Where a chat picture is served (to the conversation's two parties only): the contract's path. */
const chatImagePath = (imageId: string) =>
  `/api${paths.getChatImage.path.replace(':imageId', imageId)}`;

interface NewMessage {
  /** The sender's own id for the message (a seller's answer sent again is stored once). */
  id?: string;
  customerId: string;
  sellerId: string;
  sender: 'customer' | 'seller';
  message: string;
  imageId?: string | null;
  /** The product the message is about: the caller has checked it is this seller's. */
  productId?: string | null;
}

/** Stores one message and moves the conversation to the top of both friend lists. */
export async function storeMessage(db: Db, input: NewMessage): Promise<ChatMessage>;
/** With the sender's own id: null when a message with that id is already stored. */
export async function storeMessage(
  db: Db,
  input: NewMessage & { id: string },
): Promise<ChatMessage | null>;
export async function storeMessage(db: Db, input: NewMessage): Promise<ChatMessage | null> {
  const m = { ...input, imageId: input.imageId ?? null, productId: input.productId ?? null };
  const [row] = await db
    .insert(chatMessages)
    .values(m)
    .onConflictDoNothing({ target: chatMessages.id })
    .returning({ id: chatMessages.id, createdAt: chatMessages.createdAt });
  if (!row) return null;
  await db
    .insert(chatFriends)
    .values({ customerId: m.customerId, sellerId: m.sellerId, lastMessageAt: row.createdAt })
    .onConflictDoUpdate({
      target: [chatFriends.customerId, chatFriends.sellerId],
      set: { lastMessageAt: row.createdAt },
    });
  // Read back as a thread reads it: the names and the product's card come from the database.
  const [stored] = await messagesWithNames(db).where(eq(chatMessages.id, row.id));
  return toMessage(stored!);
}

/** One stored message with the parties it is between, or null. */
export async function findMessage(db: Db, id: string) {
  const [row] = await messagesWithNames(db).where(eq(chatMessages.id, id));
  return row ? { ...row, chatMessage: toMessage(row) } : null;
}

export async function findCustomer(db: Db, customerId: string) {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row ?? null;
}

/** A picture's row: who may read it and how it is served. */
export async function findChatImage(db: Db, imageId: string) {
  const [row] = await db.select().from(chatImages).where(eq(chatImages.id, imageId));
  return row ?? null;
}

/** Holds a transaction-scoped lock on a shopper's picture uploads (released at commit or rollback). */
export async function lockShopperPictures(tx: Db, customerId: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`chat-pictures:${customerId}`}, 0))`,
  );
}

/** Bytes of pictures a customer sent in the last 24 hours. */
export async function pictureBytesToday(db: Db, customerId: string): Promise<number> {
  const [row] = await db
    .select({ bytes: sql<number>`coalesce(sum(${chatImages.bytes}), 0)::int` })
    .from(chatImages)
    .where(
      and(
        eq(chatImages.customerId, customerId),
        sql`${chatImages.createdAt} > now() - interval '24 hours'`,
      ),
    );
  return Number(row!.bytes);
}

/**
 * A picture's bytes travel to and from the database as base64 text, decoded and encoded by the
 * database itself. PGlite runs on the event loop and converts a bytea parameter byte by byte in
 * JavaScript: a 5 MB picture held the loop for over a second each way; as text it is a fraction
 * of that, and on PostgreSQL the cost is the same either way.
 */
export async function storeChatImage(
  db: Db,
  image: typeof chatImages.$inferInsert,
  data: Buffer,
): Promise<void> {
  await db.insert(chatImages).values(image);
  await db
    .insert(chatImageBytes)
    .values({ imageId: image.id, data: sql`decode(${data.toString('base64')}, 'base64')` });
}

/** A picture's bytes, or null when they were never stored (a picture kept on disk before 0015 and lost). */
export async function chatImageData(db: Db, imageId: string): Promise<Buffer | null> {
  const [row] = await db
    .select({ base64: sql<string>`encode(${chatImageBytes.data}, 'base64')` })
    .from(chatImageBytes)
    .where(eq(chatImageBytes.imageId, imageId));
  // PostgreSQL breaks base64 into lines; Node's decoder skips the line breaks.
  return row ? Buffer.from(row.base64, 'base64') : null;
}

export async function isFriend(db: Db, customerId: string, sellerId: string): Promise<boolean> {
  const [row] = await db
    .select({ c: chatFriends.customerId })
    .from(chatFriends)
    .where(and(eq(chatFriends.customerId, customerId), eq(chatFriends.sellerId, sellerId)));
  return Boolean(row);
}

/** Whether the seller wrote in this conversation in the last `minutes` (the auto-reply keeps quiet). */
export async function sellerWroteSince(
  db: Db,
  customerId: string,
  sellerId: string,
  minutes: number,
): Promise<boolean> {
  const [recent] = await db
    .select({ one: sql`1` })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.customerId, customerId),
        eq(chatMessages.sellerId, sellerId),
        eq(chatMessages.sender, 'seller'),
        gt(chatMessages.createdAt, sql`now() - make_interval(mins => ${minutes})`),
      ),
    )
    .limit(1);
  return Boolean(recent);
}

/** Whether a picture's row exists (its bytes may not). */
export async function chatImageExists(db: Db, imageId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: chatImages.id })
    .from(chatImages)
    .where(eq(chatImages.id, imageId));
  return Boolean(row);
}

/** Stores a picture's bytes unless some are stored already; how many rows were written (0 or 1). */
export async function insertChatImageDataOnce(
  db: Db,
  imageId: string,
  data: Buffer,
): Promise<number> {
  const inserted = await db
    .insert(chatImageBytes)
    .values({ imageId, data })
    .onConflictDoNothing()
    .returning({ id: chatImageBytes.imageId });
  return inserted.length;
}
