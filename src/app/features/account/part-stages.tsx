import type { JourneyStage } from '@shared/rules/order-journey';
import { m } from '@shared/i18n/paraglide/messages.js';
import { STAGE_NAMES } from './journey-steps';

/**
 * Where each seller's part of an order stands, compact, under its status in My Orders and the
 * dashboard's recent orders ("Charminar Fashions: Shipped"). Nothing for a list saved before
 * parts existed, or for an order cancelled whole (its status says it all).
 */
export function PartStages({
  stages,
  orderStatus,
}: {
  stages: { shopName: string; stage: JourneyStage }[] | undefined;
  orderStatus: string;
}) {
  if (!stages?.length || orderStatus === 'cancelled') return null;
  return (
    <ul className="mt-1 space-y-0.5 text-xs text-slate-700">
      {stages.map((s, i) => (
        <li key={`${s.shopName}-${i}`}>
          {m.account_part_stage({ shop: s.shopName, stage: STAGE_NAMES[s.stage]() })}
        </li>
      ))}
    </ul>
  );
}
