import { useMutation, useQueryClient } from '@tanstack/react-query';
import { m } from '@shared/i18n/paraglide/messages.js';
import { clearOnLogout } from '@shared/device-storage';
import { forgetShopper } from '@/lib/query-client';
import { useNavigate } from '@tanstack/react-router';
import { notify } from '@/lib/notify';
import { useOutbox } from '@/lib/outbox/use-outbox';
import { notePendingLogout } from '@/lib/pending-logout';
import { useApi } from '@/lib/use-api';

/**
 * Logout: tell the server, then empty what the device keeps of the shopper (every store
 * `clearOnLogout` names: the token, personal answers, the outbox, push owner...), go to `to`.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const outbox = useOutbox();
  const api = useApi();
  const logout = useMutation({
    // The server revokes the token; unreachable, the device forgets the shopper all the same.
    mutationFn: () => api.call('logout').catch(() => null),
  });
  return async (to: '/' | '/login' = '/') => {
    const waiting = outbox.records().length;
    if (waiting > 0 && !window.confirm(m.account_logout_discard({ count: waiting }))) return;
    await outbox.dropOthers(null);
    // While the token still works: this device stops notifying the shopper who leaves. (Loaded
    // here, not with the first screen: few sessions end in a logout.)
    await import('@/lib/push-device')
      .then(({ turnOffPush }) => turnOffPush(api))
      .catch(() => undefined);
    const answer = await logout.mutateAsync();
    // Not heard by the server (offline): the session ends on the device now, and the logout
    // reaches the server when the network answers (src/shared/outbox/pending-logout.ts).
    if (!answer) await notePendingLogout();
    await clearOnLogout({
      localStorage,
      sessionStorage,
      caches: globalThis.caches,
      dropPersonalAnswers: () => forgetShopper(queryClient),
    });
    notify.success(answer?.message ?? m.account_logged_out());
    void navigate({ to });
  };
}
