import { createFileRoute, redirect } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { LoginPage } from '@/features/auth/login-page';
import { storedSessionStands } from '@/lib/api-client';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/login')({
  head: () => pageHead({ title: 'Login' }),
  validateSearch: z.object({ redirect: z.catch(z.optional(z.string()), undefined) }),
  // A signed-in shopper has nothing to do here, unless the server no longer accepts the session.
  beforeLoad: async ({ context }) => {
    if (context.session().user && (await storedSessionStands())) throw redirect({ to: '/' });
  },
  component: function Login() {
    return <LoginPage redirect={Route.useSearch().redirect} />;
  },
});
