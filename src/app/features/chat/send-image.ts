import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatMessage } from '@shared/api/chat';
import { callApi } from '@/lib/api-client';
import { storeSentMessages } from './chat-cache';
import { relaySent } from './live-state';

/** A picture message: needs the network (a 5 MB picture is not queued on the device). */
export function sendImage(
  userId: string,
  sellerId: string,
  file: File,
): Promise<{ message: ChatMessage }> {
  const form = new FormData();
  form.set('sellerId', sellerId);
  form.set('userId', userId);
  form.set('image', file);
  return callApi('sendImageToSeller', { form });
}

/** Sends a picture; the stored message goes into the thread at once and to the other tabs. */
export function useSendImage(sellerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, file }: { userId: string; file: File }) =>
      sendImage(userId, sellerId, file),
    onSuccess: ({ message }, { userId }) => {
      storeSentMessages(queryClient, userId, [message]);
      relaySent(message);
    },
  });
}
