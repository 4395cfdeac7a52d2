import { createFileRoute, redirect } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { LoginPage } from '@/features/auth/login-page';

export const Route = createFileRoute('/login')({
  validateSearch: z.object({ redirect: z.catch(z.optional(z.string()), undefined) }),
  // A signed-in shopper has nothing to do here.
  beforeLoad: ({ context }) => {
    if (context.session().user) throw redirect({ to: '/' });
  },
  component: function Login() {
    return <LoginPage redirect={Route.useSearch().redirect} />;
  },
});
