import { createFileRoute, redirect } from '@tanstack/react-router';
import { LoginPage } from '@/features/auth/login-page';
import { storedSessionStands } from '@/lib/tab-api-client';
import { m } from '@shared/i18n/paraglide/messages.js';
import { pageHead } from '@/lib/page-head';
import { searchParams, text } from '@/lib/search-params';

// Declared outside the route's options: inferred inside them, its type came out empty ({}).
const loginSearch = searchParams({ redirect: text() });

export const Route = createFileRoute('/login')({
  head: () => pageHead({ title: m.auth_head_login() }),
  validateSearch: loginSearch,
  // A signed-in shopper has nothing to do here, unless the server no longer accepts the session.
  beforeLoad: async ({ context }) => {
    if (context.session().user && (await storedSessionStands(context.api)))
      throw redirect({ to: '/' });
  },
  component: function Login() {
    return <LoginPage redirect={Route.useSearch().redirect} />;
  },
});
