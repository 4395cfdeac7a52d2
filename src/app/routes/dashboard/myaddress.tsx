import { createFileRoute } from '@tanstack/react-router';
import { MyAddresses } from '@/features/account/my-addresses';
import { m } from '@shared/i18n/paraglide/messages.js';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/dashboard/myaddress')({
  head: () => pageHead({ title: m.account_head_addresses() }),
  component: MyAddresses,
});
