import { Link } from '@tanstack/react-router';
import { m } from '@shared/i18n/paraglide/messages.js';

/** Nothing to order: the cart is empty, so the screen points back to the shop. */
export function EmptyCheckout() {
  return (
    <section className="py-16 text-center">
      <h1 className="mb-2 text-2xl font-semibold">{m.checkout_title()}</h1>
      <p className="text-lg">{m.account_empty_cart()}</p>
      <Link
        to="/shops"
        className="mt-4 inline-flex min-h-11 items-center rounded bg-teal-700 px-4 text-white"
      >
        {m.account_shop_now()}
      </Link>
    </section>
  );
}
