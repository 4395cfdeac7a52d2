import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '@/features/static/about-page';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/about')({
  head: () => pageHead({ title: 'About Us' }),
  component: AboutPage,
});
