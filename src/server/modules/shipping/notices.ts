import type { Db } from '../../db/client';
import { localeOf } from '../accounts/repository';
import { parcelStage, type NoticeStage } from '../push/payloads';
import { enqueuePush } from '../push/service';
import { partFacts, type ShipmentRow } from './repository';

/**
 * Tells the shopper their parcel reached a stage, in the scan's transaction and in their
 * language: once per parcel and stage (the notification's key), however often the courier
 * repeats the scan or scans the stage again (in transit after picked up are both "Shipped").
 * Answers whether it was new.
 */
export async function notifyStage(
  t: Db,
  shipment: ShipmentRow,
  stage: NoticeStage,
): Promise<boolean> {
  const facts = await partFacts(t, shipment.orderPartId);
  if (!facts) return false;
  const locale = await localeOf(t, facts.customerId);
  return enqueuePush(
    t,
    `parcel:${shipment.id}:${stage}`,
    'order_journey',
    parcelStage({ ...facts, courier: shipment.courier, awb: shipment.awb }, stage, locale),
  );
}
