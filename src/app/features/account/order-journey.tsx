import type { OrderPart } from '@shared/api/orders';
import { m } from '@shared/i18n/paraglide/messages.js';
import { deliveryDay } from '@/lib/delivery-dates';
import { usePageLocale } from '@/lib/i18n/use-page-locale';
import { journeySteps, STAGE_NAMES, stepTime, type JourneyStep } from './journey-steps';

/** What the courier gave for a shipped parcel: its name, the AWB and, where there is one, the tracking page. */
function ShipmentLine({ shipment }: { shipment: NonNullable<OrderPart['shipment']> }) {
  return (
    <p className="text-xs text-slate-700">
      {m.account_shipped_with({ courier: shipment.courier, awb: shipment.awb })}
      {shipment.trackingUrl && (
        <>
          {' '}
          <a
            href={shipment.trackingUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center text-teal-800 underline md:min-h-0"
          >
            {m.account_track_parcel()}
          </a>
        </>
      )}
    </p>
  );
}

const DOT: Record<'current' | 'reached' | 'ahead', string> = {
  current: 'border-teal-700 bg-teal-700 ring-4 ring-teal-100',
  reached: 'border-teal-700 bg-teal-700',
  ahead: 'border-slate-300 bg-white',
};

function Step({ step, shipment }: { step: JourneyStep; shipment: OrderPart['shipment'] }) {
  const locale = usePageLocale();
  const look = step.current ? 'current' : step.reached ? 'reached' : 'ahead';
  const bad =
    step.current && ['cancelled', 'delivery_failed', 'returned_to_seller'].includes(step.stage);
  return (
    <li
      aria-current={step.current ? 'step' : undefined}
      className={`relative flex gap-3 pb-4 last:pb-0 ${look === 'ahead' ? 'text-slate-500' : ''}`}
    >
      <span
        aria-hidden="true"
        className={`mt-1 h-3 w-3 shrink-0 rounded-full border-2 ${bad ? 'border-rose-700 bg-rose-700' : DOT[look]}`}
      />
      <div className="min-w-0">
        <p className={step.current ? 'font-semibold' : ''}>{STAGE_NAMES[step.stage]()}</p>
        {step.at && <p className="text-xs text-slate-600">{stepTime(step.at, locale)}</p>}
        {step.stage === 'shipped' && step.reached && shipment && (
          <ShipmentLine shipment={shipment} />
        )}
      </div>
    </li>
  );
}

/**
 * The promised day (fixed when the order was placed) and, when the courier's expected day
 * differs, that day beside it: the shopper sees both rather than a date that quietly moved.
 */
function DeliveryDates({ part }: { part: OrderPart }) {
  const locale = usePageLocale();
  const expected = part.shipment?.expectedBy ?? null;
  if (!part.deliveryBy && !expected) return null;
  if (['delivered', 'cancelled', 'returned_to_seller'].includes(part.stage)) return null;
  return (
    <p className="flex flex-wrap gap-x-3 text-sm">
      {part.deliveryBy && (
        <span className="font-medium text-emerald-800">
          {m.product_delivery_by({ date: deliveryDay(part.deliveryBy, locale) })}
        </span>
      )}
      {expected && expected !== part.deliveryBy && (
        <span className="text-slate-700">
          {m.account_courier_expects({ date: deliveryDay(expected, locale) })}
        </span>
      )}
    </p>
  );
}

/** One seller's part's journey: an ordered list of its steps, the current one marked. */
export function OrderJourney({ part }: { part: OrderPart }) {
  return (
    <div className="space-y-3">
      <DeliveryDates part={part} />
      <ol aria-label={m.account_journey_of({ shop: part.shopName })} className="text-sm">
        {journeySteps(part).map((step) => (
          <Step key={step.stage} step={step} shipment={part.shipment} />
        ))}
      </ol>
    </div>
  );
}
