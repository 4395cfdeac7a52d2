import { createFileRoute } from '@tanstack/react-router';
import { DashboardLayout } from '@/features/account/dashboard-layout';
import { requireShopper } from '@/lib/require-shopper';

export const Route = createFileRoute('/dashboard')({
  beforeLoad: requireShopper,
  component: DashboardLayout,
});
