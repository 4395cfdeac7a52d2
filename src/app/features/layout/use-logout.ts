import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { notify } from '@/lib/notify';
import { callApi } from '@/lib/api-client';
import { clearToken } from '@/lib/session';

/** Logout: tell the server, forget the token and every personal answer, go to `to`. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (to: '/' | '/login' = '/') => {
    const answer = await callApi('logout').catch(() => null);
    clearToken();
    queryClient.removeQueries({ queryKey: ['personal'] });
    notify.success(answer?.message ?? 'Logged out');
    // /login belongs to the accounts screens; a full load is fine there.
    if (to === '/login') window.location.assign('/login');
    else void navigate({ to: '/' });
  };
}
