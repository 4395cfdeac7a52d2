import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { localizedPath, splitLocalePath } from '@shared/i18n/locale-path';
import { usePageLocale } from '@/lib/i18n/use-page-locale';
import { isOwnPath, type IntendedAction } from '@/lib/intended-action';
import { useOutbox } from '@/lib/outbox/use-outbox';
import { decodeToken, storeToken } from '@/lib/session';

/**
 * After any sign-in: keep the token, drop another shopper's leftovers, do what the guest was
 * doing when the shop asked them to log in (once: the change goes to the outbox like any other,
 * which raises its toast when the server has it), and go where they were headed.
 */
export function useSignIn() {
  const queryClient = useQueryClient();
  const router = useRouter();
  const outbox = useOutbox();
  const locale = usePageLocale();
  return (token: string, redirect?: string, intended?: IntendedAction) => {
    queryClient.removeQueries({ queryKey: ['personal'] });
    void outbox.dropOthers(decodeToken(token).id);
    storeToken(token);
    if (intended?.change) void outbox.queue(intended.change);
    const headedTo = intended?.returnTo ?? redirect;
    const target = headedTo && isOwnPath(headedTo) ? headedTo : '/';
    // The history takes the browser's address: the page's language prefix is written here (once,
    // for a redirect that already carries it), so a Hindi sign-in stays on the Hindi pages.
    void router.history.push(
      localizedPath(splitLocalePath(target).path, locale),
      intended?.variationId ? { chosenVariationId: intended.variationId } : undefined,
    );
  };
}
