import { createFileRoute } from '@tanstack/react-router';
import { ReturnRefund } from '@/features/static/policies';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/return-refund')({
  staticData: { serverRendered: true },
  head: () => pageHead({ title: 'Return & Refund Policy' }),
  component: ReturnRefund,
});
