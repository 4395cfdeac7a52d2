import { createFileRoute } from '@tanstack/react-router';
import { ShippingPolicy } from '@/features/static/policies';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/shipping-policy')({
  staticData: { serverRendered: true },
  head: () => pageHead({ title: 'Shipping Policy' }),
  component: ShippingPolicy,
});
