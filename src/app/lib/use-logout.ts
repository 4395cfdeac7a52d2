import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { m } from '@shared/i18n/paraglide/messages.js';
import { notify } from '@/lib/notify';
import { useOutbox } from '@/lib/outbox/use-outbox';
import { useApi } from '@/lib/use-api';

/**
 * Logout: after a confirmation when changes still wait to be sent, tell the server and empty what
 * the device keeps of the shopper (log-out.ts, loaded on the click), then go to `to`.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const outbox = useOutbox();
  const api = useApi();
  return async (to: '/' | '/login' = '/') => {
    const waiting = outbox.records().length;
    if (waiting > 0 && !window.confirm(m.account_logout_discard({ count: waiting }))) return;
    const { logOut } = await import('./log-out');
    const message = await logOut({ queryClient, outbox, api });
    notify.success(message ?? m.account_logged_out());
    void navigate({ to });
  };
}
