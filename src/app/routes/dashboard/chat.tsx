import { createFileRoute } from '@tanstack/react-router';
import { ChatLayout } from '@/features/chat/chat-layout';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/dashboard/chat')({
  head: () => pageHead({ title: 'Chat' }),
  component: ChatLayout,
});
