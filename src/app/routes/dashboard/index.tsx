import { createFileRoute } from '@tanstack/react-router';
import { DashboardHome } from '@/features/account/dashboard-home';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/dashboard/')({
  head: () => pageHead({ title: 'Dashboard' }),
  component: DashboardHome,
});
