import { createFileRoute } from '@tanstack/react-router';
import { MyAddresses } from '@/features/account/my-addresses';

export const Route = createFileRoute('/dashboard/myaddress')({ component: MyAddresses });
