import { createFileRoute } from '@tanstack/react-router';
import { PaymentPage } from '@/features/payment/payment-page';
import { requireShopper } from '@/lib/require-shopper';
import { m } from '@shared/i18n/paraglide/messages.js';
import { pageHead } from '@/lib/page-head';
import { searchParams, text, wholeNumber } from '@/lib/search-params';

const readSearch = searchParams({
  orderId: text({ min: 1, max: 64 }),
  price: wholeNumber(0),
  items: wholeNumber(0),
});

export const Route = createFileRoute('/payment/')({
  head: () => pageHead({ title: m.payment_head() }),
  // orderId is always a string for the payment screen: missing or unusable, it reads as ''.
  validateSearch: (search: Record<string, unknown>) => {
    const { orderId = '', ...rest } = readSearch(search);
    return { orderId, ...rest };
  },
  beforeLoad: requireShopper,
  component: function Payment() {
    // `items` stays a parameter the spec's links carry; the summary shows the server's count.
    const { orderId, price } = Route.useSearch();
    // key: a new order id starts a new payment, not a continuation of the last one.
    return <PaymentPage key={orderId} orderId={orderId} price={price} />;
  },
});
