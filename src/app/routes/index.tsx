import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '@/features/home/home-page';
import { bannersQueryOptions, homeGroupsQueryOptions } from '@/lib/catalogue/home';
import { categoriesQueryOptions } from '@/lib/catalogue/categories';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/')({
  head: () => pageHead({ title: 'Shop from sellers across India' }),
  // The banners load with the rest, so the slider never pushes the page down when it arrives.
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(categoriesQueryOptions()),
      context.queryClient.ensureQueryData(homeGroupsQueryOptions()),
      context.queryClient.ensureQueryData(bannersQueryOptions()),
    ]),
  component: HomePage,
});
