import { createFileRoute } from '@tanstack/react-router';
import { TermsConditions } from '@/features/static/policies';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/terms-condition')({
  staticData: { serverRendered: true },
  head: () => pageHead({ title: 'Terms & Conditions' }),
  component: TermsConditions,
});
