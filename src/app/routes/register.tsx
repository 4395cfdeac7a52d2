import { createFileRoute, redirect } from '@tanstack/react-router';
import { RegisterPage } from '@/features/auth/register-page';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/register')({
  head: () => pageHead({ title: 'Register' }),
  beforeLoad: ({ context }) => {
    if (context.session().user) throw redirect({ to: '/' });
  },
  component: RegisterPage,
});
