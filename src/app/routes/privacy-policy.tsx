import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPolicy } from '@/features/static/policies';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/privacy-policy')({
  staticData: { serverRendered: true },
  head: () => pageHead({ title: 'Privacy Policy' }),
  component: PrivacyPolicy,
});
