import { useState } from 'react';
import { m } from '@shared/i18n/paraglide/messages.js';
import { isPinCode } from '@shared/rules/account-facts';
import { digitsUpTo } from '@shared/rules/digits';

/**
 * The delivery PIN being edited (the product page's Deliver to, the cart's): six digits, then
 * Check keeps it on the device.
 */
export function PinEditor({
  initial,
  onChoose,
}: {
  initial: string;
  onChoose: (pin: string) => void;
}) {
  const [draft, setDraft] = useState(initial);
  return (
    <form
      className="flex gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        if (isPinCode(draft)) onChoose(draft);
      }}
    >
      <label className="sr-only" htmlFor="delivery-pin">
        {m.product_delivery_pin()}
      </label>
      <input
        id="delivery-pin"
        inputMode="numeric"
        autoComplete="postal-code"
        value={draft}
        placeholder={m.product_delivery_pin()}
        onChange={(e) => setDraft(digitsUpTo(e.target.value, 6))}
        className="min-h-11 w-44 rounded border border-slate-300 bg-white p-2 md:min-h-0"
      />
      <button
        type="submit"
        disabled={!isPinCode(draft)}
        className="min-h-11 rounded border border-teal-700 px-4 text-teal-800 disabled:opacity-50"
      >
        {m.product_delivery_check()}
      </button>
    </form>
  );
}
