import { useState } from 'react';
import { messages } from '@shared/messages';
import { ApiError, callApi } from '@/lib/api-client';

export interface AppliedCoupon {
  code: string;
  discount: number;
  /** The items total the server checked it against: a changed total needs a new check. */
  forTotal: number;
  message: string;
}

export const COUPON_NEEDS_NETWORK = 'Checking a coupon needs a connection.';

/**
 * "Apply coupon" on the shipping screen: the server checks the code against the items total
 * shown and answers the discount or why it is refused; the order then carries the code and the
 * server applies it again to its own prices.
 */
export function CouponField({
  itemsTotal,
  applied,
  onChange,
}: {
  itemsTotal: number;
  applied: AppliedCoupon | undefined;
  onChange: (coupon: AppliedCoupon | undefined) => void;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const apply = async () => {
    if (!code.trim()) return setError('Enter a coupon code');
    setBusy(true);
    setError('');
    try {
      const answer = await callApi('checkCoupon', { body: { couponCode: code, itemsTotal } });
      onChange({
        code: answer.code,
        discount: answer.discount,
        forTotal: itemsTotal,
        message: answer.message,
      });
      setCode('');
    } catch (e) {
      onChange(undefined);
      setError(
        e instanceof ApiError
          ? e.isNetworkError
            ? COUPON_NEEDS_NETWORK
            : e.message
          : messages.somethingWrong,
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="coupon-heading" className="space-y-2 border-t pt-3">
      <h3 id="coupon-heading" className="text-sm font-semibold">
        Apply coupon
      </h3>
      {applied ? (
        <div className="flex items-center justify-between gap-2 text-sm">
          <p role="status" className="text-emerald-800">
            {applied.message}
          </p>
          <button
            type="button"
            className="min-h-11 px-2 text-teal-800 underline"
            onClick={() => onChange(undefined)}
          >
            Remove
          </button>
        </div>
      ) : (
        <form
          className="flex gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            void apply();
          }}
        >
          <input
            aria-label="Coupon code"
            value={code}
            maxLength={40}
            autoCapitalize="characters"
            onChange={(e) => (setCode(e.target.value), setError(''))}
            className="min-h-11 w-full rounded border border-slate-300 px-3 text-sm uppercase"
            placeholder="Enter coupon code"
          />
          <button
            type="submit"
            disabled={busy}
            className="min-h-11 rounded border border-teal-700 px-4 text-sm font-medium text-teal-800 disabled:opacity-50"
          >
            Apply
          </button>
        </form>
      )}
      {error && (
        <p role="alert" className="text-sm text-rose-700">
          {error}
        </p>
      )}
    </section>
  );
}
