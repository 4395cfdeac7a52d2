import { useQueryClient } from '@tanstack/react-query';
import { saveNow } from '@/lib/query-client';
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
    await saveNow(queryClient);
    notify.success(answer?.message ?? 'Logged out');
    void navigate({ to });
  };
}
