import { createFileRoute } from '@tanstack/react-router';
import { DashboardHome } from '@/features/account/dashboard-home';
import { m } from '@shared/i18n/paraglide/messages.js';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/dashboard/')({
  head: () => pageHead({ title: m.account_head_dashboard() }),
  component: DashboardHome,
});
