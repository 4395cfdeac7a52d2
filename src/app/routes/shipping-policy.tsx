import { createFileRoute } from '@tanstack/react-router';
import { ShippingPolicy } from '@/features/static/policies';
import { pageHead } from '@/lib/page-head';
import { m } from '@shared/i18n/paraglide/messages.js';

export const Route = createFileRoute('/shipping-policy')({
  staticData: { serverRendered: true },
  head: () => pageHead({ title: m.footer_shipping_policy() }),
  component: ShippingPolicy,
});
