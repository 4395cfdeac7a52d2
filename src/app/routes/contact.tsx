import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '@/features/static/contact-page';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/contact')({
  head: () => pageHead({ title: 'Contact Us' }),
  component: ContactPage,
});
