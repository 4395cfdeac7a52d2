import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '@/features/static/contact-page';
import { pageHead } from '@/lib/page-head';
import { m } from '@shared/i18n/paraglide/messages.js';

export const Route = createFileRoute('/contact')({
  staticData: { serverRendered: true },
  head: () => pageHead({ title: m.footer_contact_us() }),
  component: ContactPage,
});
