import { createFileRoute } from '@tanstack/react-router';
import { TermsConditions } from '@/features/static/policies';
import { pageHead } from '@/lib/page-head';
import { m } from '@shared/i18n/paraglide/messages.js';

export const Route = createFileRoute('/terms-condition')({
  staticData: { serverRendered: true },
  head: () => pageHead({ title: m.footer_terms() }),
  component: TermsConditions,
});
