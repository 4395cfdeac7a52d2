import type { FastifyBaseLogger } from 'fastify';
import type { ChatMessage } from '@shared/api/chat';
import type { Db } from '../../db/client';
import type { LiveChat } from './live-chat';
import { findSeller, sellerWroteSince, storeMessage } from './repository';
import { localeOf } from '../accounts/repository';
import type { Locale } from '@shared/i18n/locale-path';
import { m } from '@shared/i18n/paraglide/messages.js';

/** How long the demo seller "types" before answering. */
export const AUTO_REPLY_DELAY_MS = 1500;
/** At most one answer per conversation in this time, and none if the seller wrote in it. */
const QUIET_MINUTES = 10;

/** In the language the shopper signed in on. */
export const autoReplyText = (shopName: string, locale: Locale = 'en') =>
  m.chat_auto_reply({ shop: shopName }, { locale });

/**
 * The sandbox's demo seller, so someone trying the shop sees an answer: a customer's message to
 * a seller who is not connected (on any instance) gets one automatic answer, stored and delivered
 * like a seller's own. Off in production (CHAT_AUTO_REPLY in config.ts).
 */
export class AutoReply {
  /** Pending answers by conversation: a burst of messages gets one answer, not one each. */
  private readonly timers = new Map<string, NodeJS.Timeout>();

  constructor(private readonly deps: { db: Db; live: LiveChat; log: FastifyBaseLogger }) {}

  /** Called once the customer's message is stored and committed. */
  consider(message: ChatMessage): void {
    const conversation = `${message.senderId}:${message.receverId}`;
    if (this.timers.has(conversation)) return;
    const timer = setTimeout(() => {
      this.answer(message)
        .catch((error: unknown) => this.deps.log.warn({ err: error }, 'chat auto-reply failed'))
        .finally(() => this.timers.delete(conversation));
    }, AUTO_REPLY_DELAY_MS);
    this.timers.set(conversation, timer);
  }

  stop(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }

  private async answer(message: ChatMessage): Promise<void> {
    const { db, live } = this.deps;
    const customerId = message.senderId;
    const sellerId = message.receverId;
    // Every instance is asked, so a seller online anywhere answers himself.
    if (await live.sellerOnline(sellerId)) return;
    if (await sellerWroteSince(db, customerId, sellerId, QUIET_MINUTES)) return;
    const seller = await findSeller(db, sellerId);
    if (!seller) return;
    const reply = await storeMessage(db, {
      customerId,
      sellerId,
      sender: 'seller',
      message: autoReplyText(seller.shopName, await localeOf(db, customerId)),
    });
    live.deliverToCustomer(reply);
  }
}
