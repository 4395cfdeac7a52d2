import { createFileRoute, redirect } from '@tanstack/react-router';
import { RegisterPage } from '@/features/auth/register-page';
import { m } from '@shared/i18n/paraglide/messages.js';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/register')({
  head: () => pageHead({ title: m.auth_head_register() }),
  beforeLoad: ({ context }) => {
    if (context.session().user) throw redirect({ to: '/' });
  },
  component: RegisterPage,
});
