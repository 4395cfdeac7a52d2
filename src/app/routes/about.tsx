import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '@/features/static/about-page';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/about')({
  staticData: { serverRendered: true },
  head: () => pageHead({ title: 'About Us' }),
  component: AboutPage,
});
