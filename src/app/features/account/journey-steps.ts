import type { OrderPart } from '@shared/api/orders';
import { HAPPY_PATH, type JourneyStage } from '@shared/rules/order-journey';
import type { Locale } from '@shared/i18n/locale-path';
import { m } from '@shared/i18n/paraglide/messages.js';
import { pageClockTime, pageWeekdayDate } from '@/lib/page-dates';

/** A stage in the page's language. */
export const STAGE_NAMES: Record<JourneyStage, () => string> = {
  placed: m.account_stage_placed,
  confirmed: m.account_stage_confirmed,
  packed: m.account_stage_packed,
  shipped: m.account_stage_shipped,
  out_for_delivery: m.account_stage_out_for_delivery,
  delivered: m.account_stage_delivered,
  cancelled: m.account_stage_cancelled,
  delivery_failed: m.account_stage_delivery_failed,
  returned_to_seller: m.account_stage_returned_to_seller,
};

export interface JourneyStep {
  stage: JourneyStage;
  /** Reached (or passed: a stage the courier skipped counts as passed, without a time). */
  reached: boolean;
  /** When it was reached; null for a step ahead, or passed without a scan of its own. */
  at: string | null;
  current: boolean;
}

/**
 * The steps a part's journey lists: on the happy path every stage of it, the ones reached with
 * their times and the ones ahead without; off it (cancelled, a failed delivery, a parcel back at
 * the seller) only what happened, in the order it happened, as nothing ahead is certain.
 */
export function journeySteps(part: Pick<OrderPart, 'stage' | 'steps'>): JourneyStep[] {
  // A stage reached twice (a second delivery attempt) shows its latest time.
  const reachedAt = new Map(part.steps.map((s) => [s.stage, s.at]));
  if (!HAPPY_PATH.includes(part.stage)) {
    const seen = [...reachedAt.keys()];
    if (!seen.includes(part.stage)) seen.push(part.stage);
    return seen.map((stage) => ({
      stage,
      reached: true,
      at: reachedAt.get(stage) ?? null,
      current: stage === part.stage,
    }));
  }
  const upTo = HAPPY_PATH.indexOf(part.stage);
  return HAPPY_PATH.map((stage, i) => ({
    stage,
    reached: i <= upTo,
    at: i <= upTo ? (reachedAt.get(stage) ?? null) : null,
    current: stage === part.stage,
  }));
}

/** India's wall clock (UTC+5:30, no daylight saving) as a local Date, wherever the device is. */
function inIndia(at: Date): Date {
  const shifted = new Date(at.getTime() + 330 * 60_000);
  return new Date(
    shifted.getUTCFullYear(),
    shifted.getUTCMonth(),
    shifted.getUTCDate(),
    shifted.getUTCHours(),
    shifted.getUTCMinutes(),
  );
}

/** 'Mon, 30 Nov, 3:42 pm' in India's time, in the shop's date forms and the page's language. */
export function stepTime(iso: string, locale: Locale): string {
  const at = inIndia(new Date(iso));
  return m.account_step_time({ day: pageWeekdayDate(at, locale), time: pageClockTime(at, locale) });
}
