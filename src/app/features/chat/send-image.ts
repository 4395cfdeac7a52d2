import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatMessage } from '@shared/api/chat';
import type { ApiClient } from '@shared/api/api-client';
import { useApi } from '@/lib/use-api';
import { storeSentMessages } from './chat-cache';
import { useChat } from './use-chat';

/** A picture message: needs the network (a 5 MB picture is not queued on the device). */
export function sendImage(
  api: ApiClient,
  userId: string,
  sellerId: string,
  file: File,
): Promise<{ message: ChatMessage }> {
  const form = new FormData();
  form.set('sellerId', sellerId);
  form.set('userId', userId);
  form.set('image', file);
  return api.call('sendImageToSeller', { form });
}

/** Sends a picture; the stored message goes into the thread at once and to the other tabs. */
export function useSendImage(sellerId: string) {
  const queryClient = useQueryClient();
  const api = useApi();
  const chat = useChat();
  return useMutation({
    mutationFn: ({ userId, file }: { userId: string; file: File }) =>
      sendImage(api, userId, sellerId, file),
    onSuccess: ({ message }, { userId }) => {
      storeSentMessages(queryClient, userId, [message]);
      chat.relaySent(message);
    },
  });
}
