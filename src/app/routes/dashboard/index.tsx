import { createFileRoute } from '@tanstack/react-router';
import { DashboardHome } from '@/features/account/dashboard-home';

export const Route = createFileRoute('/dashboard/')({ component: DashboardHome });
