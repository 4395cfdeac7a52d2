import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPolicy } from '@/features/static/policies';
import { pageHead } from '@/lib/page-head';
import { m } from '@shared/i18n/paraglide/messages.js';

export const Route = createFileRoute('/privacy-policy')({
  staticData: { serverRendered: true },
  head: () => pageHead({ title: m.footer_privacy_policy() }),
  component: PrivacyPolicy,
});
