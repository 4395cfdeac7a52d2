import { createFileRoute } from '@tanstack/react-router';
import { ChangePassword } from '@/features/account/change-password';

// The path is spelt as the spec spells it.
export const Route = createFileRoute('/dashboard/chage-password')({ component: ChangePassword });
