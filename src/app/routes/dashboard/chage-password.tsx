import { createFileRoute } from '@tanstack/react-router';
import { ChangePassword } from '@/features/account/change-password';
import { m } from '@shared/i18n/paraglide/messages.js';
import { pageHead } from '@/lib/page-head';

// The path is spelt as the spec spells it.
export const Route = createFileRoute('/dashboard/chage-password')({
  head: () => pageHead({ title: m.account_head_password() }),
  component: ChangePassword,
});
