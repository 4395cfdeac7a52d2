import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useOutbox } from '@/lib/outbox/use-outbox';
import { decodeToken, storeToken } from '@/lib/session';

/** After any sign-in: keep the token, drop another shopper's leftovers, go where they were headed. */
export function useSignIn() {
  const queryClient = useQueryClient();
  const router = useRouter();
  const outbox = useOutbox();
  return (token: string, redirect?: string) => {
    queryClient.removeQueries({ queryKey: ['personal'] });
    void outbox.dropOthers(decodeToken(token).id);
    storeToken(token);
    const target =
      redirect && redirect.startsWith('/') && !redirect.startsWith('//') ? redirect : '/';
    void router.history.push(target);
  };
}
