import { useEffect, useRef, useState } from 'react';
import { CouponOffers } from '@/components/coupon-offers';
import { m } from '@shared/i18n/paraglide/messages.js';
import { errorText } from '@/lib/error-text';
import { useCheckCoupon } from './api';

export interface AppliedCoupon {
  code: string;
  discount: number;
  /** The items total the server checked it against: a changed total needs a new check. */
  forTotal: number;
  message: string;
}

/** The server's word on the applied coupon, and Remove. */
function AppliedLine({ message, onRemove }: { message: string; onRemove: () => void }) {
  return (
    <div className="flex items-center justify-between gap-2 text-sm">
      <p role="status" className="text-emerald-800">
        {message}
      </p>
      <button
        type="button"
        className="min-h-11 min-w-11 shrink-0 px-2 text-teal-800 underline"
        onClick={onRemove}
      >
        {m.account_remove()}
      </button>
    </div>
  );
}

/** A code typed by hand, and Apply. */
function CodeForm({
  code,
  busy,
  onCode,
  onSubmit,
}: {
  code: string;
  busy: boolean;
  onCode: (typed: string) => void;
  onSubmit: () => void;
}) {
  return (
    <form
      className="flex gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <input
        aria-label={m.checkout_coupon_code()}
        value={code}
        maxLength={40}
        autoCapitalize="characters"
        onChange={(e) => onCode(e.target.value)}
        className="min-h-11 w-full rounded border border-slate-300 px-3 text-sm uppercase"
        placeholder={m.checkout_enter_coupon_code()}
      />
      <button
        type="submit"
        disabled={busy}
        className="min-h-11 rounded border border-teal-700 px-4 text-sm font-medium text-teal-800 disabled:opacity-50"
      >
        {m.checkout_apply()}
      </button>
    </form>
  );
}

/**
 * "Apply coupon" on the shipping screen: the offers that apply, each one tap, and a code field;
 * the server checks the code against the items total shown and answers the discount or why it
 * is refused; the order then carries the code and the server applies it again to its own
 * prices. `offered` (a code tapped in the cart's offers) is applied once on arrival.
 */
export function CouponField({
  itemsTotal,
  applied,
  offered,
  onChange,
}: {
  itemsTotal: number;
  applied: AppliedCoupon | undefined;
  offered?: string;
  onChange: (coupon: AppliedCoupon | undefined) => void;
}) {
  const [code, setCode] = useState('');
  // An empty code is said before sending; the server's refusal comes from the mutation.
  const [empty, setEmpty] = useState(false);
  const check = useCheckCoupon();
  const error = empty
    ? m.checkout_enter_coupon()
    : errorText(check.error, m.checkout_coupon_needs_network());

  const apply = (wanted = code) => {
    check.reset();
    setEmpty(!wanted.trim());
    if (!wanted.trim()) return;
    check.mutate(
      { couponCode: wanted, itemsTotal },
      {
        onSuccess: (answer) => {
          onChange({
            code: answer.code,
            discount: answer.discount,
            forTotal: itemsTotal,
            message: answer.message,
          });
          setCode('');
        },
        onError: () => onChange(undefined),
      },
    );
  };

  const arrived = useRef(false);
  useEffect(() => {
    if (arrived.current || !offered || applied) return;
    arrived.current = true;
    apply(offered);
  });

  return (
    <section aria-labelledby="coupon-heading" className="space-y-2 border-t pt-3">
      <h3 id="coupon-heading" className="text-sm font-semibold">
        {m.checkout_apply_coupon()}
      </h3>
      {applied ? (
        <AppliedLine message={applied.message} onRemove={() => onChange(undefined)} />
      ) : (
        <CodeForm
          code={code}
          busy={check.isPending}
          onCode={(typed) => (setCode(typed), setEmpty(false), check.reset())}
          onSubmit={() => apply()}
        />
      )}
      {error && (
        <p role="alert" className="text-sm text-rose-700">
          {error}
        </p>
      )}
      <CouponOffers
        itemsTotal={itemsTotal}
        appliedCode={applied?.code}
        busy={check.isPending}
        onApply={(tapped) => apply(tapped)}
      />
    </section>
  );
}
