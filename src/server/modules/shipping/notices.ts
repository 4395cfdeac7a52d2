import type { Db } from '../../db/client';
import type { NoticeMessage } from '../../providers/sms';
import { localeOf } from '../accounts/repository';
import { parcelStage, type NoticeStage } from '../push/payloads';
import { enqueuePush } from '../push/service';
import { partFacts, type ShipmentRow } from './repository';

/** A ten-digit Indian mobile number, or null (an SMS goes to no other). */
export const mobileOrNull = (phone: string | undefined | null) =>
  phone && /^[6-9]\d{9}$/.test(phone) ? phone : null;

/**
 * Tells the shopper their parcel reached a stage, in the scan's transaction and in their
 * language: the push is queued once per parcel and stage (its key), however often the courier
 * repeats the scan or scans the stage again (in transit after picked up are both "Shipped").
 * Answers the SMS to send once the transaction commits, when the push was new and the parcel's
 * address has a mobile number (the SMS goes to the delivery's contact, who meets the courier).
 */
export async function notifyStage(
  t: Db,
  shipment: ShipmentRow,
  stage: NoticeStage,
): Promise<NoticeMessage | null> {
  const facts = await partFacts(t, shipment.orderPartId);
  if (!facts) return null;
  const language = await localeOf(t, facts.customerId);
  const parcel = { ...facts, courier: shipment.courier, awb: shipment.awb };
  const payload = parcelStage(parcel, stage, language);
  const fresh = await enqueuePush(t, `parcel:${shipment.id}:${stage}`, 'order_journey', payload);
  const to = mobileOrNull(facts.shippingInfo.phonenumber);
  if (!fresh || !to) return null;
  return {
    to,
    kind: stage,
    language,
    text: payload.body,
    values: {
      order: facts.orderNumber,
      shop: facts.shopName,
      courier: parcel.courier,
      awb: parcel.awb,
    },
  };
}
