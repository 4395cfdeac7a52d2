import { createFileRoute } from '@tanstack/react-router';
import { DeleteAccount } from '@/features/static/policies';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/delete-account')({
  head: () => pageHead({ title: 'Delete Account' }),
  component: DeleteAccount,
});
