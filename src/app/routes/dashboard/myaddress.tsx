import { createFileRoute } from '@tanstack/react-router';
import { MyAddresses } from '@/features/account/my-addresses';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/dashboard/myaddress')({
  head: () => pageHead({ title: 'My Addresses' }),
  component: MyAddresses,
});
