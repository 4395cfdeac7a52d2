import { Link } from '@tanstack/react-router';
import { m } from '@shared/i18n/paraglide/messages.js';

/** An empty cart, on the cart and on checkout: the screen's title and a way back to the shop. */
export function EmptyCart({ title }: { title: string }) {
  return (
    <section className="py-16 text-center">
      <h1 className="mb-2 text-2xl font-semibold">{title}</h1>
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
