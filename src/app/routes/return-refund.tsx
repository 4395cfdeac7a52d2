import { createFileRoute } from '@tanstack/react-router';
import { ReturnRefund } from '@/features/static/policies';
import { pageHead } from '@/lib/page-head';
import { m } from '@shared/i18n/paraglide/messages.js';

export const Route = createFileRoute('/return-refund')({
  staticData: { serverRendered: true },
  head: () => pageHead({ title: m.pages_return_refund_title() }),
  component: ReturnRefund,
});
