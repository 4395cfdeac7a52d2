import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { dropOthersChanges } from '@/features/cart/outbox-client';
import { decodeToken, storeToken } from '@/lib/session';

/** After any sign-in: keep the token, drop another shopper's leftovers, go where they were headed. */
export function useSignIn() {
  const queryClient = useQueryClient();
  const router = useRouter();
  return (token: string, redirect?: string) => {
    queryClient.removeQueries({ queryKey: ['personal'] });
    void dropOthersChanges(decodeToken(token).id);
    storeToken(token);
    const target =
      redirect && redirect.startsWith('/') && !redirect.startsWith('//') ? redirect : '/';
    void router.history.push(target);
  };
}
