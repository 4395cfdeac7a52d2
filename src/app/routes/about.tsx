import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '@/features/static/about-page';
import { pageHead } from '@/lib/page-head';
import { m } from '@shared/i18n/paraglide/messages.js';

export const Route = createFileRoute('/about')({
  staticData: { serverRendered: true },
  head: () => pageHead({ title: m.footer_about_us() }),
  component: AboutPage,
});
