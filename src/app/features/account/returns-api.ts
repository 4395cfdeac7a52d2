import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@shared/api/api-client';
import type { requestReturn } from '@shared/api/returns';
import type { z } from 'zod';
import { tellOtherTabs } from '@/lib/cross-tab';
import { useApi } from '@/lib/use-api';

export type ReturnBody = z.input<NonNullable<(typeof requestReturn)['body']>>;

/** An order's parts as returns see them: personal, dropped on logout like the order itself. */
export const returnsKey = (orderId: string) => ['personal', 'returns', orderId] as const;

export const returnsQueryOptions = (api: ApiClient, orderId: string) =>
  queryOptions({
    queryKey: returnsKey(orderId),
    queryFn: ({ signal }) =>
      api.call('getReturns', { params: { orderId }, signal }).then((r) => r.parts),
  });

/**
 * A return photo goes through the chat's picture upload (its 5 MB, type and daily checks) to the
 * seller's thread, where the seller sees it too; the return names it by the stored picture's id.
 */
export async function uploadReturnPhoto(
  api: ApiClient,
  {
    userId,
    sellerId,
    file,
    caption,
  }: { userId: string; sellerId: string; file: File; caption: string },
): Promise<string> {
  const form = new FormData();
  form.set('sellerId', sellerId);
  form.set('userId', userId);
  form.set('text', caption);
  form.set('image', file);
  const { message } = await api.call('sendImageToSeller', { form });
  // The message names its picture by its API path, /api/chat/images/<id>.
  return message.image!.split('/').at(-1)!;
}

/** Books the return; the order's returns are read again, in this tab and the others. */
export function useRequestReturn(orderId: string, onDone: (pickupDay: string) => void) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReturnBody) => api.call('requestReturn', { body }),
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: returnsKey(orderId) });
      tellOtherTabs();
      onDone(answer.return.pickupDay);
    },
  });
}
