import type { Db } from '../../db/client';
import type { SmsProvider } from '../../providers/sms';
import { localeOf } from '../accounts/repository';
import { refundStarted } from '../push/payloads';
import { enqueuePush } from '../push/service';
import { mobileOrNull } from '../shipping/notices';
import { formatRupees } from '@shared/rules/currency';
import * as repo from './repository';

/**
 * The gateway accepted a refund: the shopper is told by push (once per refund, its key) and,
 * when the push was new and the order's address has a mobile number, by SMS. A failed SMS is
 * logged by the caller; the push is already queued.
 */
export async function tellRefundStarted(
  db: Db,
  sms: SmsProvider | undefined,
  refund: { id: string; orderId: string; amountPaise: number },
): Promise<void> {
  const order = await repo.orderById(db, refund.orderId);
  if (!order) return;
  const language = await localeOf(db, order.customerId);
  const facts = { ...order, amountPaise: refund.amountPaise };
  const payload = refundStarted(facts, language);
  const fresh = await enqueuePush(db, `refund:${refund.id}`, 'refund_started', payload);
  const to = mobileOrNull(order.shippingInfo.phonenumber);
  if (!fresh || !to || !sms) return;
  await sms.sendNotice({
    to,
    kind: 'refund_started',
    language,
    text: payload.body,
    values: { order: order.orderNumber, amount: formatRupees(refund.amountPaise / 100) },
  });
}
