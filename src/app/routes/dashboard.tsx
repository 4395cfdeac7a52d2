import { createFileRoute } from '@tanstack/react-router';
import { DashboardLayout } from '@/features/account/dashboard-layout';
import { requireShopper } from '@/lib/require-shopper';
import { m } from '@shared/i18n/paraglide/messages.js';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/dashboard')({
  head: () => pageHead({ title: m.account_head() }),
  beforeLoad: requireShopper,
  component: DashboardLayout,
});
