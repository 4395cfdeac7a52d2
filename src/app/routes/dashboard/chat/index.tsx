import { createFileRoute } from '@tanstack/react-router';
import { SelectSeller } from '@/features/chat/chat-layout';

export const Route = createFileRoute('/dashboard/chat/')({
  component: SelectSeller,
});
