import type { FastifyBaseLogger } from 'fastify';
import { STAGE_OF_SHIPMENT, type JourneyStage } from '@shared/rules/order-journey';
import { advanceShipment } from '@shared/rules/shipment-status';
import { inTransaction, type Db } from '../../db/client';
import type { TrackingEvent } from '../../providers/courier-provider';
import type { NoticeMessage, SmsProvider } from '../../providers/sms';
import { notifyStage } from './notices';
import { parcelBackAtSeller } from './back-at-seller';
import { onReturnShipmentDelivered } from './return-delivered';
import type { NoticeStage } from '../push/payloads';
import * as repo from './repository';

/**
 * What a scan did: moved its parcel on, was stored but changed nothing (late, out of order),
 * was stored before (a replay), or names no parcel of ours.
 */
export type ScanOutcome = 'applied' | 'stale' | 'duplicate' | 'unknown';

/** The stages a shopper is told of when the forward parcel reaches them (push and SMS). */
const NOTIFIED_STAGES = new Set(['shipped', 'out_for_delivery', 'delivered'] as const);
const notified = (stage: JourneyStage): stage is NoticeStage =>
  NOTIFIED_STAGES.has(stage as NoticeStage);

/**
 * Applies one courier scan, in a transaction with its order and then its parcel locked (the
 * order a cancel locks them in): stored once by its event
 * id (a replay changes nothing), and the parcel moved only forward (advanceShipment: a late or
 * out-of-order scan is stored, `applied` false, and moves nothing). A forward parcel's delivered
 * scan dates the part's delivery; a stage the shopper hears of is queued once per parcel.
 */
export function applyTrackingEvent(
  db: Db,
  provider: string,
  event: TrackingEvent,
): Promise<{ outcome: ScanOutcome; sms?: NoticeMessage | null }> {
  return inTransaction(db, async (t) => {
    if (!(await repo.lockOrderOfAwb(t, provider, event.awb))) return { outcome: 'unknown' };
    const shipment = await repo.lockShipmentByAwb(t, provider, event.awb);
    if (!shipment) return { outcome: 'unknown' };
    const current = { status: shipment.status, scanAt: shipment.statusAt };
    const next = advanceShipment(current, { status: event.status, scanAt: event.scanAt });
    const applied = next !== current;
    const fresh = await repo.insertScan(t, {
      shipmentId: shipment.id,
      eventId: event.eventId,
      status: event.status,
      scanAt: event.scanAt,
      detail: [event.description, event.location].filter(Boolean).join(' · ').slice(0, 300),
      applied,
    });
    if (!fresh) return { outcome: 'duplicate' };
    if (!applied) return { outcome: 'stale' };
    await repo.moveShipment(t, shipment.id, next.status, next.scanAt);
    const moved = { ...shipment, status: next.status, statusAt: next.scanAt };
    if (shipment.kind === 'return') {
      if (next.status === 'delivered') await onReturnShipmentDelivered(t, moved);
      return { outcome: 'applied' };
    }
    if (next.status === 'delivered')
      await repo.markPartDelivered(t, shipment.orderPartId, next.scanAt);
    if (next.status === 'rto_delivered')
      await parcelBackAtSeller(t, shipment.orderPartId, next.scanAt);
    const stage = STAGE_OF_SHIPMENT[next.status];
    return { outcome: 'applied', sms: notified(stage) ? await notifyStage(t, moved, stage) : null };
  });
}

/**
 * Every scan of one webhook, in order; a scan for a parcel we do not have is logged. The SMS of
 * a stage goes after its scan's transaction commits; one that fails is logged (the push, queued
 * in the transaction, still tells the shopper).
 */
export async function applyTrackingEvents(
  db: Db,
  sms: SmsProvider,
  provider: string,
  events: readonly TrackingEvent[],
  log: FastifyBaseLogger,
): Promise<ScanOutcome[]> {
  const outcomes: ScanOutcome[] = [];
  for (const event of events) {
    const { outcome, sms: notice } = await applyTrackingEvent(db, provider, event);
    if (notice)
      await sms
        .sendNotice(notice)
        .catch((err: unknown) => log.warn({ err, kind: notice.kind }, 'a parcel SMS was not sent'));
    if (outcome === 'unknown')
      log.warn(
        { awb: event.awb, eventId: event.eventId, status: event.status },
        'courier scan for a parcel we do not have: acknowledged, nothing stored',
      );
    outcomes.push(outcome);
  }
  return outcomes;
}
