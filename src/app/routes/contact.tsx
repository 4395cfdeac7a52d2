import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '@/features/static/contact-page';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/contact')({
  staticData: { serverRendered: true },
  head: () => pageHead({ title: 'Contact Us' }),
  component: ContactPage,
});
