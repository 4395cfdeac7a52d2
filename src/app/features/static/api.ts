import { useMutation } from '@tanstack/react-query';
import { useApi } from '@/lib/use-api';

export interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export function useSendContactMessage() {
  const api = useApi();
  return useMutation({
    mutationFn: (body: ContactMessage) => api.call('sendContactMessage', { body }),
  });
}
