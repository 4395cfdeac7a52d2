import { createFileRoute } from '@tanstack/react-router';
import { ChatLayout } from '@/features/chat/chat-layout';
import { m } from '@shared/i18n/paraglide/messages.js';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/dashboard/chat')({
  head: () => pageHead({ title: m.chat_head() }),
  component: ChatLayout,
});
