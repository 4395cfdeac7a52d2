import type { ChatMessage } from '@shared/api/chat';
import { inTransaction, type Db } from '../../db/client';
import { sellerMessage } from '../push/messages';
import { enqueueSellerMessage } from '../push/outbox';
import { DomainError, notFound } from '../../domain-error';
import * as repo from './repository';

export const SELLER_NOT_FOUND = 'Seller not found';
export const CUSTOMER_NOT_FOUND = 'Customer not found';
export const tooManyMessages = 'Too many messages, slow down';

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

/** Stores a shopper's message to a seller (the sender's name is read from the database). */
export async function sendToSeller(
  db: Db,
  customerId: string,
  sellerId: string,
  text: string,
): Promise<ChatMessage> {
  if (!(await repo.findSeller(db, sellerId))) throw notFound(SELLER_NOT_FOUND);
  return repo.storeMessage(db, { customerId, sellerId, sender: 'customer', message: text });
}

/** Stores a seller's answer: only to a customer who has started a conversation with the shop. */
export async function answerCustomer(
  db: Db,
  sellerId: string,
  customerId: string,
  text: string,
  /** The shopper has no chat socket open anywhere: tell their devices by Web Push. */
  notify = false,
): Promise<{ message: ChatMessage; notified: boolean }> {
  if (
    !customerId ||
    !(await repo.findCustomer(db, customerId)) ||
    !(await repo.isFriend(db, customerId, sellerId))
  )
    throw new DomainError('NOT_FOUND', CUSTOMER_NOT_FOUND);
  return inTransaction(db, async (tx) => {
    const message = await repo.storeMessage(tx, {
      customerId,
      sellerId,
      sender: 'seller',
      message: text,
    });
    const seller = notify ? await repo.findSeller(tx, sellerId) : null;
    const notified = seller
      ? await enqueueSellerMessage(
          tx,
          message._id,
          sellerMessage({ customerId, sellerId, shopName: seller.shopName }),
        )
      : false;
    return { message, notified };
  });
}
