import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { localizedPath, splitLocalePath } from '@shared/i18n/locale-path';
import { getLocale } from '@shared/i18n/paraglide/runtime.js';
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
    // The history takes the browser's address: the page's language prefix is written here (once,
    // for a redirect that already carries it), so a Hindi sign-in stays on the Hindi pages.
    void router.history.push(localizedPath(splitLocalePath(target).path, getLocale()));
  };
}
