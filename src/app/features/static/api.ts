import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export const useSendContactMessage = () =>
  useMutation({
    mutationFn: (body: ContactMessage) => callApi('sendContactMessage', { body }),
  });
