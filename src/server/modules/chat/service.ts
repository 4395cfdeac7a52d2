import type { ChatMessage } from '@shared/api/chat';
import { inTransaction, type Db } from '../../db/client';
import { sellerMessage } from '../push/payloads';
import { localeOf } from '../accounts/repository';
import { enqueueSellerMessage } from '../push/service';
import { DomainError, badRequest, forStaff, notFound } from '../../domain-error';
import * as repo from './repository';

export const SELLER_NOT_FOUND = 'server_seller_not_found';
export const CUSTOMER_NOT_FOUND = forStaff('Customer not found');
export const MESSAGE_ID_TAKEN = forStaff('This message id belongs to another message');
export const tooManyMessages = 'server_too_many_messages';

export const findSeller = repo.findSeller;

/**
 * Opens (or reopens) the shopper's conversation with a seller: marks it read and answers its
 * thread with the shopper's list of conversations. Without a seller, only the list.
 */
export async function openConversation(db: Db, customerId: string, sellerId?: string | null) {
  if (!sellerId)
    return { messages: [], currentFd: null, myFriends: await repo.listFriends(db, customerId) };
  if (!(await repo.findSeller(db, sellerId))) throw notFound(SELLER_NOT_FOUND);
  await repo.addFriend(db, customerId, sellerId);
  await repo.markReadByCustomer(db, customerId, sellerId);
  const myFriends = await repo.listFriends(db, customerId);
  return {
    messages: await repo.thread(db, customerId, sellerId),
    currentFd: myFriends.find((f) => f.fdId === sellerId) ?? null,
    myFriends,
  };
}

/**
 * Stores a shopper's message to a seller (the sender's name is read from the database), about
 * `productId` when given: that product must be the seller's own, else nothing is stored. Under
 * `ownId` when given and free: the id the shopper's device already shows the message under while
 * it waits (its outbox's Idempotency-Key), so a thread read before the send's answer arrives
 * names the waiting message as stored; an id already taken gets the message a new one.
 */
export async function sendToSeller(
  db: Db,
  customerId: string,
  sellerId: string,
  text: string,
  productId?: string,
  ownId?: string,
): Promise<ChatMessage> {
  if (!(await repo.findSeller(db, sellerId))) throw notFound(SELLER_NOT_FOUND);
  if (productId) {
    const product = await repo.findProductSeller(db, productId);
    if (!product) throw notFound('server_product_not_found');
    if (product.sellerId !== sellerId) throw badRequest('server_not_sellers_product');
  }
  const input = { customerId, sellerId, sender: 'customer' as const, message: text, productId };
  return (
    (ownId && (await repo.storeMessage(db, { ...input, id: ownId }))) ||
    repo.storeMessage(db, input)
  );
}

/** Stores a seller's answer: only to a customer who has started a conversation with the shop. */
export async function answerCustomer(
  db: Db,
  sellerId: string,
  customerId: string,
  text: string,
  opts: {
    /** The shopper has no chat socket open anywhere: tell their devices by Web Push. */
    notify?: boolean;
    /**
     * The seller's own id for this answer. An answer whose acknowledgement was lost (its
     * instance stopped) is sent again, often to another instance: stored once, told once.
     */
    messageId?: string;
  } = {},
): Promise<{ message: ChatMessage; notified: boolean }> {
  if (
    !customerId ||
    !(await repo.findCustomer(db, customerId)) ||
    !(await repo.isFriend(db, customerId, sellerId))
  )
    throw new DomainError('NOT_FOUND', CUSTOMER_NOT_FOUND);
  const { notify = false, messageId } = opts;
  return inTransaction(db, async (tx) => {
    const input = { customerId, sellerId, sender: 'seller' as const, message: text };
    const message = messageId
      ? await repo.storeMessage(tx, { ...input, id: messageId })
      : await repo.storeMessage(tx, input);
    if (!message) return { message: await sameAnswer(tx, messageId!, input), notified: false };
    const seller = notify ? await repo.findSeller(tx, sellerId) : null;
    const notified = seller
      ? await enqueueSellerMessage(
          tx,
          message._id,
          sellerMessage(
            { customerId, sellerId, shopName: seller.shopName, text },
            await localeOf(tx, customerId),
          ),
        )
      : false;
    return { message, notified };
  });
}

/**
 * The answer already stored under a seller's message id, if it is this same answer; an id that
 * names anything else (another thread, another text) is refused, never overwritten or shown.
 */
async function sameAnswer(
  db: Db,
  messageId: string,
  answer: { customerId: string; sellerId: string; sender: 'seller'; message: string },
): Promise<ChatMessage> {
  const stored = await repo.findMessage(db, messageId);
  if (
    !stored ||
    stored.customerId !== answer.customerId ||
    stored.sellerId !== answer.sellerId ||
    stored.sender !== answer.sender ||
    stored.message !== answer.message
  )
    throw new DomainError('CONFLICT', MESSAGE_ID_TAKEN);
  return stored.chatMessage;
}
