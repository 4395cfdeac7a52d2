import { createFileRoute } from '@tanstack/react-router';
import { DeleteAccount } from '@/features/static/policies';
import { pageHead } from '@/lib/page-head';
import { m } from '@shared/i18n/paraglide/messages.js';

export const Route = createFileRoute('/delete-account')({
  head: () => pageHead({ title: m.footer_delete_account() }),
  component: DeleteAccount,
});
