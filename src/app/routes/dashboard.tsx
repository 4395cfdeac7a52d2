import { createFileRoute, redirect } from '@tanstack/react-router';
import { DashboardLayout } from '@/features/account/dashboard-layout';

export const Route = createFileRoute('/dashboard')({
  // A guest goes to /login, and comes back here after signing in.
  beforeLoad: ({ context, location }) => {
    if (!context.session().user) throw redirect({ to: '/login', search: { redirect: location.href } });
  },
  component: DashboardLayout,
});
