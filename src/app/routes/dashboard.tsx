import { createFileRoute } from '@tanstack/react-router';
import { DashboardLayout } from '@/features/account/dashboard-layout';
import { requireShopper } from '@/lib/require-shopper';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/dashboard')({
  head: () => pageHead({ title: 'My Account' }),
  beforeLoad: requireShopper,
  component: DashboardLayout,
});
